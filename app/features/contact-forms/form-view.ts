import type { TemplateNode } from "./form-model";
import type { ServerStatus } from "./status";

/** A field's error, as the feedback answer and the page name it. */
export type InvalidField = { field: string; message: string };

/**
 * A submission's outcome as the page shows it when the form was posted without scripts: the
 * message, each field's error, and (unless it was sent) what was typed, so nothing is lost.
 */
export type FormOutcome = {
  status: ServerStatus;
  message: string;
  invalidFields: InvalidField[];
  /** The posted values by field name; null after `mail_sent`, when the form starts empty again. */
  values: Record<string, string[]> | null;
};

/** One form placed on one page: what its markup is drawn from. */
export type ContactFormView = {
  id: number;
  title: string;
  locale: string;
  nodes: TemplateNode[];
  /** `wpcf7-f{id}-p{page}-o{n}` */
  unitTag: string;
  containerPostId: number | null;
  /** The page's own address: without scripts the form posts there. */
  action: string;
  /** Each quiz's question and its answer's hash. */
  quiz: Record<string, [question: string, answerHash: string]>;
  outcome: FormOutcome | null;
  /** YYYY-MM-DD in the shop's zone, for the date fields' `min:today`. */
  today: string;
  /** The form asks for the invisible proof of work (`[altcha]`, `altcha: on`): its field and a note for those without scripts. */
  proofOfWork: boolean;
};

/** What a page's content becomes: its HTML, with the forms its shortcodes place between. */
export type ContentSegment =
  | { kind: "html"; html: string }
  | { kind: "form"; form: ContactFormView }
  /** A shortcode inside another form (or naming no form): Contact Form 7's error in its place. */
  | { kind: "misplaced-form" }
  | { kind: "missing-form" };
