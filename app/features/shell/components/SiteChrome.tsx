import { useRef } from "react";
import { useLiveSearchIn } from "~/features/search";
import { DeferredHydration, deferredCode } from "~/ui/DeferredHydration";
import { useRenderOnly } from "~/ui/render-only";
import type { ChromeData, PageHeaderProps } from "./PageChrome";

const loadHeader = deferredCode(() => import("./PageChrome").then((m) => m.PageHeader));
const loadFooter = deferredCode(() => import("./PageChrome").then((m) => m.PageFooter));
/** On the server they render in place; the browser's bundle leaves them out (DeferredHydration). */
const ServerHeader = import.meta.env.SSR ? await loadHeader() : null;
const ServerFooter = import.meta.env.SSR ? await loadFooter() : null;

/**
 * The site's header. Nothing in it keeps React state: its menus are links and `<details>`, its
 * cart regions are replaced by the cart scripts' fragments (as WooCommerce's are) and its search
 * forms get their live suggestions from here. So the browser keeps the server's header as it is
 * and never needs its code. `display: contents`, so the header stays sticky within the page.
 */
export function ChromeHeader(props: PageHeaderProps) {
  const root = useRef<HTMLDivElement>(null);
  useLiveSearchIn(root);
  // Drawn before the page's render when the site layout could (shell/.server/drawn-header.tsx).
  const drawn = useRenderOnly<string>(HEADER_HTML, null);
  return <DeferredHydration server={ServerHeader} load={loadHeader} props={props} rootRef={root} className="contents" drawn={drawn} />;
}

/** The render-only key of the header's HTML drawn before the page's render. */
export const HEADER_HTML = "layout.headerHtml";

/** The site's footer: links and text, kept as the server drew it. */
export function ChromeFooter({ chrome }: { chrome: ChromeData | null }) {
  return <DeferredHydration server={ServerFooter} load={loadFooter} props={{ chrome }} className="contents" />;
}
