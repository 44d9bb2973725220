import { type ReactNode, createElement } from "react";
import { tContactForm } from "~/lib/i18n/areas/contact-forms";
import type { FormTag, TemplateNode } from "../form-model";
import type { ContactFormView } from "../form-view";
import { HONEYPOT_FIELD, PROOF_OF_WORK_FIELD, WPCF7_VERSION } from "../hidden-fields";
import { formStatusOf } from "../status";
import { FormControl, type FormState } from "./FormControl";

/**
 * A contact form in Contact Form 7's markup (`.wpcf7` › `form.wpcf7-form[data-status]`, its
 * hidden fields, each control in a `.wpcf7-form-control-wrap[data-name]`, the screen readers'
 * list and the response output), so themes' styles and scripts written for it find what they
 * expect. Without scripts it posts to its page, which draws it again with the outcome.
 */
export function ContactForm({ form }: { form: ContactFormView }) {
  const outcome = form.outcome;
  const status = outcome ? formStatusOf(outcome.status) : "init";
  const errors = new Map((outcome?.invalidFields ?? []).map((f) => [f.field, f.message]));
  const state: FormState = {
    unitTag: form.unitTag,
    errors,
    values: outcome?.values ?? null,
    quiz: form.quiz,
    tags: collectTags(form.nodes),
    today: form.today,
  };
  const hasFile = state.tags.some((t) => t.type === "file");
  return (
    <div className="wpcf7 no-js" id={form.unitTag} lang={form.locale} dir="ltr" data-wpcf7-id={form.id}>
      <div className="screen-reader-response">
        <p role="status" aria-live="polite" aria-atomic="true">
          {outcome?.message ?? ""}
        </p>{" "}
        <ul>
          {outcome?.invalidFields.map((f) => (
            <li key={f.field} id={`${form.unitTag}-ve-${f.field}`}>
              {f.message}
            </li>
          ))}
        </ul>
      </div>
      <form
        action={`${form.action}#${form.unitTag}`}
        method="post"
        className={`wpcf7-form ${status}`}
        aria-label={form.title || tContactForm("contactForm.label")}
        noValidate
        data-status={status}
        {...(hasFile ? { encType: "multipart/form-data" } : {})}
      >
        <fieldset className="hidden-fields-container">
          <input type="hidden" name="_wpcf7" value={form.id} />
          <input type="hidden" name="_wpcf7_version" value={WPCF7_VERSION} />
          <input type="hidden" name="_wpcf7_locale" value={form.locale} />
          <input type="hidden" name="_wpcf7_unit_tag" value={form.unitTag} />
          <input type="hidden" name="_wpcf7_container_post" value={form.containerPostId ?? 0} />
          <input type="hidden" name="_wpcf7_posted_data_hash" value="" />
          {form.proofOfWork && <input type="hidden" name={PROOF_OF_WORK_FIELD} value="" />}
        </fieldset>
        {/* Without scripts no proof of work is solved, and the server takes the message for spam: say so before anything is typed. */}
        {form.proofOfWork && (
          <noscript>
            <p className="wpcf7-noscript-note">{tContactForm("contactForm.needsScripts")}</p>
          </noscript>
        )}
        {renderNodes(form.nodes, state)}
        {/* The honeypot: off screen, out of the tab order and hidden from screen readers; only a bot fills it. */}
        <p className="wpcf7-hp" aria-hidden="true">
          <label>
            {tContactForm("contactForm.honeypot")}{" "}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </p>
        <div className="wpcf7-response-output" aria-hidden="true">
          {outcome?.message ?? ""}
        </div>
      </form>
    </div>
  );
}

/** Contact Form 7's error where a form cannot be drawn: inside another form. */
export function MisplacedContactForm() {
  return (
    <p className="wpcf7-contact-form-not-found">
      <strong>{tContactForm("contactForm.misplaced")}</strong>
    </p>
  );
}

function collectTags(nodes: readonly TemplateNode[]): FormTag[] {
  return nodes.flatMap((n) => (n.kind === "form-tag" ? [n.tag] : n.kind === "element" ? collectTags(n.children) : []));
}

/** React's names for the HTML attributes a template may carry (the parser lets no others through). */
const REACT_ATTRIBUTE: Readonly<Record<string, string>> = { class: "className", for: "htmlFor" };

function renderNodes(nodes: readonly TemplateNode[], state: FormState): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case "text":
        return node.text;
      case "form-tag":
        return (
          <FormControl key={i} tag={node.tag} state={state}>
            {node.content && renderNodes(node.content, state)}
          </FormControl>
        );
      case "element": {
        const props: Record<string, string | number> = { key: i };
        for (const [name, value] of node.attrs) props[REACT_ATTRIBUTE[name] ?? name] = value;
        return createElement(node.tag, props, ...(node.children.length > 0 ? renderNodes(node.children, state) : []));
      }
    }
  });
}
