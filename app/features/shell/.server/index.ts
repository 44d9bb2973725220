/** What routes' server code uses of the shell: the header drawn apart from the page. */
export { drawnHeader } from "./drawn-header";
