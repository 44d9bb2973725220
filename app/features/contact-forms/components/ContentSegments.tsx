import { useEffect } from "react";
import type { ContentSegment } from "../form-view";
import { enhanceContactFormsOnPage } from "./enhance";
import { ContactForm, MisplacedContactForm } from "./ContactForm";

/** A page's content with its forms in place: the HTML as written, each form drawn in between. */
export function ContentSegments({ segments }: { segments: readonly ContentSegment[] }) {
  // Drawn in the browser (after a client-side navigation): its forms get their behaviour here.
  useEffect(enhanceContactFormsOnPage, [segments]);
  return (
    <>
      {segments.map((segment, i) => {
        switch (segment.kind) {
          case "html":
            return <div key={i} className="contents" dangerouslySetInnerHTML={{ __html: segment.html }} />;
          case "form":
            return <ContactForm key={segment.form.unitTag} form={segment.form} />;
          case "misplaced-form":
            return <MisplacedContactForm key={i} />;
          case "missing-form":
            return null;
        }
      })}
    </>
  );
}
