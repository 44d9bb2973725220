/** What other features' server code may use of the content: a page by its path (the checkout's terms). */
export { findByPath } from "./posts";
