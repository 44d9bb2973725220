import { CART_PATH, CHECKOUT_PATH } from "../cart-urls";
import { readCartCookies } from "../client/cookies";

/** What a page knows once it has hydrated, to tell whether the cart's scripts are wanted at once. */
export type StartFacts = {
  /** `document.cookie`: WooCommerce's cart cookies say the visitor has a cart. */
  cookieText: string;
  /** Whether this tab keeps a cart (fragments or a hash in session storage) that may need showing or dropping. */
  keptCart: boolean;
  /** The cart hash of the page's own data ("" for none). */
  pageCartHash: string;
  /** jQuery or one of WooCommerce's own cart scripts shares the page: they expect our events and fragments from the start. */
  wooScriptsOnPage: boolean;
  pathname: string;
};

const onPage = (pathname: string, path: string) => pathname === path || pathname === path.slice(0, -1);

/**
 * Whether the cart's scripts start as soon as the page has hydrated. They do whenever something
 * on the page depends on them already: a cart to keep in step (its cookies, a kept copy, the
 * page's data), scripts written for WooCommerce that listen for the cart's events, or the cart
 * and checkout pages, which are about the cart. Otherwise (a guest's first pages, the most
 * common load) they wait for the first use of a control they handle (./first-use.ts).
 */
export function startsAtOnce(facts: StartFacts): boolean {
  const cookies = readCartCookies(facts.cookieText);
  return (
    cookies.hasItems ||
    cookies.hash !== "" ||
    facts.keptCart ||
    facts.pageCartHash !== "" ||
    facts.wooScriptsOnPage ||
    onPage(facts.pathname, CART_PATH) ||
    onPage(facts.pathname, CHECKOUT_PATH)
  );
}
