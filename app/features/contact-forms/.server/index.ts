/** What routes and compat use of the contact forms' server code. */
export { findContactForm } from "./contact-forms";
export { placeContactForms } from "./page-content";
export { submitFromPage } from "./page-post";
export { refillQuizzes } from "./quiz";
export { type SubmissionResult, submitContactForm } from "./submit";
export { retryDueContactMails } from "./mail-retry";
export { MAIL_RETRY_CHECK_MS, listSubmissions } from "./submissions";
export { contactFormFileLimit } from "./upload-limits";
