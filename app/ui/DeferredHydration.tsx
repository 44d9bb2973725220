import { type ComponentType, type RefObject, lazy, useEffect, useLayoutEffect, useRef, useState } from "react";
import { AS_DRAWN } from "./render-only";
import { useHydrated } from "./use-hydrated";

/** A part's code for the browser (`deferredCode`): calling it fetches the component, `Lazy` renders it once fetched. */
export type DeferredCode<P> = (() => Promise<ComponentType<P>>) & { readonly Lazy: ComponentType<P> };

/**
 * A part's code, made once at module level, so every render and every instance of the part gets
 * the same `Lazy` component (one made during a render would draw the part anew each time).
 */
export function deferredCode<P>(load: () => Promise<ComponentType<P>>): DeferredCode<P> {
  return Object.assign(() => load(), { Lazy: lazy(() => load().then((c) => ({ default: c }))) });
}

type Props<P extends object> = {
  /**
   * The component itself on the server, null in the browser's bundle: callers import it with
   * `import.meta.env.SSR ? await load() : null`, so the browser fetches it only through `load`.
   */
  server: ComponentType<P> | null;
  /** Its code for the browser. */
  load: DeferredCode<P>;
  props: P;
  /** Whether the browser needs it live now (a section just opened). */
  wanted?: boolean;
  className?: string;
  /** The wrapper, for scripts that work on the markup whichever renders it. */
  rootRef?: RefObject<HTMLDivElement | null>;
  /** On the server: the part's markup drawn before the page's render (`DrawnBeforeRender`), used in place of `server`. */
  drawn?: string | null;
};

/**
 * Part of a page whose code the browser needs only later, if at all: the server renders it, and
 * hydration keeps that markup as it is (links, forms and the page's delegated scripts work on it)
 * until `wanted`; then `load`'s component takes over with the same props, so the same markup. A
 * page drawn in the browser (a client-side navigation) has no server markup: the code loads at
 * once, within the navigation. What the shopper typed or picked in the server's markup meanwhile
 * is carried over to the new markup (carried-input.ts).
 */
export function DeferredHydration<P extends object>({ server: Server, load, props, wanted = false, className, rootRef, drawn }: Props<P>) {
  const hydrated = useHydrated();
  const [fromServer] = useState(!hydrated);
  const [Live, setLive] = useState<ComponentType<P> | null>(null);
  const ownRoot = useRef<HTMLDivElement>(null);
  const root = rootRef ?? ownRoot;
  const restoreInput = useRef<((root: ParentNode) => void) | null>(null);

  useEffect(() => {
    if (!fromServer || !wanted || Live) return;
    let current = true;
    const carry = import("./carried-input").catch(() => null);
    Promise.all([load(), carry]).then(
      ([component, carryInput]) => {
        if (!current) return;
        if (carryInput && root.current) restoreInput.current = carryInput.carryInput(root.current);
        setLive(() => component);
      },
      () => {}, // Not fetched (offline, a new release): the server's markup keeps working as it is.
    );
    return () => {
      current = false;
    };
  }, [fromServer, wanted, Live, load, root]);

  useLayoutEffect(() => {
    if (!Live || !restoreInput.current || !root.current) return;
    restoreInput.current(root.current);
    restoreInput.current = null;
  }, [Live, root]);

  if (Server && drawn) return <div ref={root} className={className} dangerouslySetInnerHTML={{ __html: drawn }} />;
  if (Server) {
    return (
      <div ref={root} className={className}>
        <Server {...props} />
      </div>
    );
  }
  if (fromServer && !Live) return <div ref={root} className={className} dangerouslySetInnerHTML={AS_DRAWN} suppressHydrationWarning />;
  const Component = Live ?? load.Lazy;
  return (
    <div ref={root} className={className}>
      <Component {...props} />
    </div>
  );
}
