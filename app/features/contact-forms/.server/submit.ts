import { createHmac, timingSafeEqual } from "node:crypto";
import { type Requester, takeAllowance } from "../../../platform/.server/allowances";
import { verifyCaptchaToken } from "../../../platform/.server/captcha";
import { type ContactForm, asksProofOfWork } from "../contact-form";
import type { FormTag } from "../form-model";
import type { InvalidField } from "../form-view";
import { hasOption, labels, pipeValue } from "../form-tag";
import { HONEYPOT_FIELD, PROOF_OF_WORK_FIELD } from "../hidden-fields";
import { type ServerStatus } from "../status";
import { swvInputFromFormData } from "../swv/form-data";
import { validate } from "../swv/validate";
import { canonicalAnswer, quizAnswerHash, refillQuizzes } from "./quiz";
import { displayName, keepUploads } from "./uploads";
import { type MailDeps, mailSubmission, storeSubmission } from "./submissions";

/** Who sent a submission, from where: what Contact Form 7 keeps as the submission's meta. */
export type SubmissionMeta = {
  unitTag: string;
  containerPostId: number | null;
  clientIp: string;
  userAgent: string;
  /** The page it came from (the Referer when it is this site's), for `[_url]`. */
  url: string | null;
  userId: number | null;
};

/** The outcome, as `…/feedback` answers it and as the page shows it without scripts. */
export type SubmissionResult = {
  status: ServerStatus;
  message: string;
  invalidFields: InvalidField[];
  /** "" unless the submission passed validation, acceptance and the spam checks. */
  postedDataHash: string;
  /** Each quiz's new question and answer hash (the form's quiz input is cleared). */
  quiz: Record<string, [string, string]> | null;
};

export type SubmitDeps = Requester & MailDeps & { secretKey: string };

/** Field names of the tags whose values make up the submission (the first tag of a name wins). */
function fieldTags(form: ContactForm): Map<string, FormTag> {
  const byName = new Map<string, FormTag>();
  for (const tag of form.template.tags) if (tag.name !== "" && tag.type !== "submit" && tag.type !== "count" && !byName.has(tag.name)) byName.set(tag.name, tag);
  return byName;
}

/** What the sender chose or typed, by field; a choice's mail value in place of its label (pipes). */
export function postedData(form: ContactForm, posted: FormData): Map<string, string[]> {
  const data = new Map<string, string[]>();
  for (const [name, tag] of fieldTags(form)) {
    if (tag.type === "quiz") continue;
    if (tag.type === "file") {
      // The mail-tag of a file field names the files sent.
      const names = posted.getAll(name).flatMap((v) => (typeof v === "string" || v.size === 0 || v.name === "" ? [] : [displayName(v.name)]));
      data.set(name, names);
      continue;
    }
    // A NUL is removed, as WordPress does (nor could the database keep it).
    const values = [...posted.getAll(name), ...posted.getAll(`${name}[]`)].flatMap((v) => (typeof v === "string" ? [v.replaceAll("\0", "")] : []));
    const selectable = tag.type === "select" || tag.type === "checkbox" || tag.type === "radio";
    data.set(name, selectable ? values.map((v) => withFreeText(tag, v, posted) ?? pipeValue(tag, v)) : values);
  }
  return data;
}

/** The last choice of a `free_text` group, chosen, with what was typed beside it (Contact Form 7's "Khác: …"). */
function withFreeText(tag: FormTag, chosen: string, posted: FormData): string | null {
  if (!hasOption(tag, "free_text") || chosen !== labels(tag).at(-1)) return null;
  const typed = posted.get(`${tag.name}_free_text`);
  return typeof typed === "string" && typed.trim() !== "" ? `${pipeValue(tag, chosen)} ${typed.replaceAll("\0", "").trim()}` : null;
}

/**
 * Contact Form 7's posted-data hash: the values, the address, the unit tag and the half hour, keyed,
 * so a script can tell its own submission from another; 32 hex digits.
 */
function postedDataHash(secretKey: string, now: Date, meta: SubmissionMeta, data: Map<string, string[]>): string {
  const tick = Math.ceil(now.getTime() / 1_800_000);
  const joined = [String(tick), meta.clientIp, meta.unitTag, ...[...data.values()].map((v) => v.join(" "))].join(" ");
  return createHmac("sha256", secretKey).update(`wpcf7_submission|${joined}`).digest("hex").slice(0, 32);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Field errors: the schema's rules (the browser's too), then each quiz's answer. */
function invalidFields(form: ContactForm, posted: FormData, secretKey: string): InvalidField[] {
  const errors = validate(form.schema, swvInputFromFormData(posted));
  for (const tag of form.template.tags) {
    if (tag.type !== "quiz" || tag.name === "" || errors.has(tag.name)) continue;
    const answer = posted.get(tag.name);
    const expected = posted.get(`_wpcf7_quiz_answer_${tag.name}`);
    const right = typeof answer === "string" && typeof expected === "string" && sameHash(quizAnswerHash(secretKey, canonicalAnswer(answer)), expected);
    if (!right) errors.set(tag.name, form.messages.quiz_answer_not_correct);
  }
  if (form.settings.acceptanceAsValidation) {
    for (const tag of unacceptedBoxes(form, posted)) if (!errors.has(tag.name)) errors.set(tag.name, form.messages.accept_terms);
  }
  return [...errors].map(([field, message]) => ({ field, message }));
}

/** Acceptance boxes not as they must be: a required one unticked, an `invert` one ticked. */
function unacceptedBoxes(form: ContactForm, posted: FormData): FormTag[] {
  return form.template.tags.filter((tag) => {
    if (tag.type !== "acceptance" || tag.name === "" || tag.options.includes("optional")) return false;
    const ticked = posted.getAll(tag.name).some((v) => typeof v === "string" && v.trim() !== "");
    return tag.options.includes("invert") ? ticked : !ticked;
  });
}

/**
 * Why a submission is spam, or null: the honeypot filled in, no browser's User-Agent, no fresh
 * proof of work where the form asks for one (none, a wrong one, one spent or expired), too many
 * from one address. The proof of work is checked before the address's allowance is taken, so
 * posts without one do not use up the allowance of the people sharing that address.
 */
async function spamReason(deps: SubmitDeps, form: ContactForm, posted: FormData, meta: SubmissionMeta): Promise<string | null> {
  const honeypot = posted.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") return "honeypot";
  if (meta.userAgent.length < 2) return "user agent";
  if (asksProofOfWork(form)) {
    const token = posted.get(PROOF_OF_WORK_FIELD);
    const verdict = await verifyCaptchaToken(deps.db, deps.secretKey, typeof token === "string" ? token : null, deps.now());
    if (verdict !== "valid") return `proof of work ${verdict}`;
  }
  const allowance = await takeAllowance(deps, "contact_form");
  return allowance.ok ? null : "rate limit";
}

/**
 * Contact Form 7's submission, step by step (its `proceed`): validation, acceptance, spam; then the
 * submission is stored and only then mailed, so a mail that fails loses nothing (it is retried).
 */
export async function submitContactForm(deps: SubmitDeps, form: ContactForm, posted: FormData, meta: SubmissionMeta): Promise<SubmissionResult> {
  const quiz = refillQuizzes(form.template.tags, deps.secretKey);
  const result = (status: ServerStatus, message: string, extra: Partial<SubmissionResult> = {}): SubmissionResult => ({
    status,
    message,
    invalidFields: [],
    postedDataHash: "",
    quiz,
    ...extra,
  });

  const invalid = invalidFields(form, posted, deps.secretKey);
  if (invalid.length > 0) return result("validation_failed", form.messages.validation_error, { invalidFields: invalid });
  if (!form.settings.acceptanceAsValidation && unacceptedBoxes(form, posted).length > 0) return result("acceptance_missing", form.messages.accept_terms);
  const spam = await spamReason(deps, form, posted, meta);
  if (spam !== null) {
    deps.log.info({ form: form.id, reason: spam }, "contact form submission taken for spam");
    return result("spam", form.messages.spam);
  }

  const data = postedData(form, posted);
  const hash = postedDataHash(deps.secretKey, deps.now(), meta, data);
  const files = await keepUploads(deps.filesDir, form.template.tags, posted);
  const stored = await storeSubmission(deps.db, { form, data, files, meta, hash, now: deps.now() });
  const mailed = form.settings.demoMode || (await mailSubmission(deps, form, stored));
  return mailed
    ? result("mail_sent", form.messages.mail_sent_ok, { postedDataHash: hash })
    : result("mail_failed", form.messages.mail_sent_ng, { postedDataHash: hash });
}
