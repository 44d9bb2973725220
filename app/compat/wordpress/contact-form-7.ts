import type { AppLoadContext } from "react-router";
import { findContactForm } from "~/features/contact-forms/.server/contact-forms";
import { refillQuizzes } from "~/features/contact-forms/.server/quiz";
import type { SubmissionResult } from "~/features/contact-forms/.server/submit";
import { submitFromRequest } from "~/features/contact-forms/.server/submit-request";
import { sanitizeUnitTag } from "~/features/contact-forms/hidden-fields";
import { tContactForm } from "~/lib/i18n/areas/contact-forms";
import { rowId } from "~/lib/row-id";
import { readPostedForm } from "~/platform/.server/posted-form";
import { sameSitePath } from "~/platform/.server/same-site";
import { type RestRoute, restError, restResponse } from "./rest-response";

/**
 * Contact Form 7's REST API (spec §7 "Contact forms"), as its 6.1 front end and any script written
 * for it call it: the schema the browser validates with, the feedback a submit gets (HTTP 200 for
 * every outcome, field errors included) and the refill a reset asks for.
 */

const FORM = String.raw`\/contact-form-7\/v1\/contact-forms\/(?<id>\d+)`;

function notFound(): Response {
  return restError("wpcf7_not_found", tContactForm("contactForm.notFound"), 404);
}

async function formOf(context: AppLoadContext, params: Record<string, string>) {
  const id = rowId(params.id ?? "");
  return id === null ? null : findContactForm(context.db, id);
}

/** The feedback answer's fields, as Contact Form 7 6.1.6 writes them. */
export function feedbackBody(formId: number, unitTag: string, r: SubmissionResult): Record<string, unknown> {
  return {
    contact_form_id: formId,
    status: r.status,
    message: r.message,
    invalid_fields: r.invalidFields.map((f) => ({ field: f.field, message: f.message, idref: null, error_id: `${unitTag}-ve-${f.field}` })),
    posted_data_hash: r.postedDataHash,
    into: `#${unitTag}`,
    ...(r.quiz ? { quiz: r.quiz } : {}),
  };
}

/** The page the form was sent from: the Referer, when it is one of this site's pages. */
function sourcePage(request: Request, siteUrl: string): string | null {
  const path = sameSitePath(request.headers.get("referer"), request, siteUrl);
  return path === null ? null : `${siteUrl}${path}`.slice(0, 2000);
}

export const contactForm7Routes: RestRoute[] = [
  {
    pattern: new RegExp(`${FORM}\\/feedback\\/schema`),
    methods: ["GET"],
    namespace: "contact-form-7/v1",
    handler: async ({ context, params }) => {
      const form = await formOf(context, params);
      return form ? restResponse(form.schema) : notFound();
    },
  },
  {
    pattern: new RegExp(`${FORM}\\/feedback`),
    methods: ["POST"],
    namespace: "contact-form-7/v1",
    handler: async ({ request, context, params, userId }) => {
      if (!/^\s*multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
        return restError("wpcf7_unsupported_media_type", tContactForm("contactForm.unsupportedMediaType"), 415);
      }
      const form = await formOf(context, params);
      if (!form) return notFound();
      const read = await readPostedForm(request);
      const posted = read.ok ? read.form : new FormData();
      const unitTag = sanitizeUnitTag(String(posted.get("_wpcf7_unit_tag") ?? ""));
      if (unitTag === "") return restError("wpcf7_unit_tag_not_found", tContactForm("contactForm.noUnitTag"), 400);
      const result = await submitFromRequest(context, request, form, posted, {
        unitTag,
        url: sourcePage(request, context.site.url),
        userId: userId === 0 ? null : userId,
      });
      return restResponse(feedbackBody(form.id, unitTag, result));
    },
  },
  {
    pattern: new RegExp(`${FORM}\\/refill`),
    methods: ["GET"],
    namespace: "contact-form-7/v1",
    handler: async ({ context, params }) => {
      const form = await formOf(context, params);
      if (!form) return notFound();
      const quiz = refillQuizzes(form.template.tags, context.site.secretKey);
      // PHP's empty array: `[]` when there is nothing to refill.
      return restResponse(quiz ? { quiz } : []);
    },
  },
];
