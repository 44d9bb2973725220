import { useEffect } from "react";
import { DeferredHydration, deferredCode } from "~/ui/DeferredHydration";
import { useRenderOnly } from "~/ui/render-only";
import type { ContentSegment, FormOutcome } from "../form-view";
import stylesheet from "./contact-forms.css?url";
import { enhanceContactFormsOnPage } from "./enhance";

const loadSegments = deferredCode(() => import("./ContentSegments").then((m) => m.ContentSegments));
/** On the server the content renders in place; the browser's bundle leaves it out (DeferredHydration). */
const ServerSegments = import.meta.env.SSR ? await loadSegments() : null;

/**
 * A page's content holding contact forms. The browser keeps the server's markup as it is and a
 * script, loaded only on such pages, gives the forms their behaviour, as Contact Form 7's own front
 * end does on WordPress's markup. After a client-side navigation the content is drawn here (its
 * data then carries the segments) and enhanced once drawn.
 */
export function ContentWithForms({ segments, sent, className }: Props) {
  const drawn = withOutcome(useRenderOnly("page.segments", segments) ?? [], sent);
  const fromServer = segments === null;
  useEffect(() => (fromServer ? enhanceContactFormsOnPage() : undefined), [fromServer]);
  return (
    <>
      {/* The forms' styles, on the pages that have one only: no other page carries them. */}
      <link rel="stylesheet" href={stylesheet} />
      <DeferredHydration server={ServerSegments} load={loadSegments} props={{ segments: drawn }} wanted={!fromServer} className={className} />
    </>
  );
}

type Props = {
  /** Null in a document's data: the server's render has them (`context.renderOnly("page.segments", …)`). */
  segments: ContentSegment[] | null;
  /** The form posted without scripts, and what became of it: drawn in that form. */
  sent: { unitTag: string; outcome: FormOutcome } | null;
  className: string;
};

function withOutcome(segments: ContentSegment[], sent: Props["sent"]): ContentSegment[] {
  if (!sent) return segments;
  return segments.map((s) => (s.kind === "form" && s.form.unitTag === sent.unitTag ? { ...s, form: { ...s.form, outcome: sent.outcome } } : s));
}
