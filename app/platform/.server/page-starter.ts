/**
 * The classic script that starts a page's module scripts (decisions 043 and 044). It is sent as
 * its own source text (`startPageScripts.toString()`), so it must stay self-contained: no import,
 * no name from outside its body, only what every browser that runs module scripts knows.
 */

export type StarterOptions = {
  /** The module preloads React Router wrote in the head, added when the scripts start, at low priority. */
  preloads: string[];
  /** Id of the data block holding React Router's module script. */
  waitingId: string;
  /**
   * Whether the page waits for the shopper's first use (decision 044). Otherwise it starts once
   * its main picture is in (decision 043), as it also does when the page needs its scripts at
   * once (see `needsScriptsNow` in the body).
   */
  firstUse: boolean;
  /**
   * Whether the page is drawn from the visitor's cart (the cart, the checkout): its cart cookies
   * or the tab's copy of the cart do not make it start at load.
   */
  drawsTheCart: boolean;
  /** The event the root raises once hydrated (`lib/page-scripts-ready.ts`). */
  readyEvent: string;
  /** The event a held swipe is raised again as (`lib/page-scripts-ready.ts` `HELD_SWIPE`). */
  swipeEvent: string;
  /** WooCommerce's cart cookies: a visitor with one of them has a cart the scripts keep in step. */
  cartCookies: string[];
  /** Session storage keys of a cart the tab keeps (decision 038). */
  cartKeys: string[];
  /** How long held uses wait for the scripts before the browser does them as without scripts. */
  giveUpMs: number;
};

/**
 * Starts the page's module scripts when the page needs them.
 *
 * - **When.** A page with jQuery or any other script of its own (a plugin's `<script src>`,
 *   which comes after this one: checked again once the document is read) starts at once and
 *   holds nothing: scripts written for WooCommerce expect ours from the start (decision 018).
 *   A page that waits for first use starts at the first pointer, key or touch going down, mouse
 *   moving, wheel, scroll or focus (its scroll-driven parts need them), click, send or field
 *   change; also when another tab changes the cart, when the page comes back from the
 *   back/forward cache (the cart may have changed meanwhile) and when jQuery arrives with a late
 *   footer script. It starts as any other page when it needs its scripts at load all the same:
 *   a cart to keep in step (WooCommerce's cart cookies, or a copy the tab keeps; not on the cart
 *   and the checkout, drawn from the cart itself), a place in it to open and scroll to (the
 *   address's hash), or a part drawn to open by itself, which says so with `data-needs-scripts`
 *   (a refused sign-in's popup, a refused checkout's list of errors); a scroll or focus then
 *   does not start them (the hash scrolls the page by itself). Any other page starts once its
 *   pictures asked at high priority are in, or at the first pointer, key or touch going down.
 * - **Held uses.** Until the page has hydrated, a click or a send on a page that waited is held
 *   (default prevented, other listeners skipped) and done again once the root says the scripts
 *   listen — or, if they never come, after `giveUpMs`, when the browser does it as without
 *   scripts: the shopper's first tap is neither lost nor done twice. Each held use is done in a
 *   task of its own, as the shopper's were, so what one changed is rendered before the next (a
 *   message, not a timer: a page whose clock stands still still gets them). A click meant for a
 *   new tab or window keeps the browser's own way, and so does a link that leaves for another
 *   page (`leavesThePage`: the next page is drawn by the server as fast as the scripts would
 *   fetch it) — not one the scripts give a part to play (a `data-` attribute but React Router's
 *   `data-discover`, a role), one within the page, or one to a picture (the gallery's).
 * - **Fields typed in meanwhile** are announced again. React keeps the last value it saw on a
 *   field, so another value is set through React's own setter and the shopper's put back past it
 *   with the prototype's: the `input` event then reads as a change, for React's fields and the
 *   page's own listeners alike. A checkbox or a radio button is not held, nor a tap on its label
 *   (but on a link or a button inside it): it shows the shopper's tap at once, and is announced
 *   by being set the other way through React's setter and clicked back, which React reads as a
 *   change (of a radio group, the one left chosen). The field that has the focus is focused
 *   again, as the live search and the search overlay start on focus; the element the mouse is
 *   still over gets its `pointerover` and `mouseover` again, as the gallery and the cards'
 *   swatches start on them.
 * - **A swipe** (one finger, down and up again) cannot be done again as a click is: it is raised
 *   as `swipeEvent` on the element it began on, with how far the finger went, in its place among
 *   the held uses; the parts that take swipes listen for it.
 *
 * No comment inside: the body is sent as it is.
 */
export function startPageScripts(options: StarterOptions): void {
  const waiting = document.getElementById(options.waitingId);
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  if (!waiting) return;
  const approaches: string[] = [];
  const startOn = (types: string[]) => {
    for (const type of types) {
      approaches.push(type);
      addEventListener(type, start, { capture: true, passive: true });
    }
  };
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of approaches) removeEventListener(type, start, true);
    for (const href of options.preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.fetchPriority = "low";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = waiting.textContent;
    waiting.replaceWith(script);
    if (holding) setTimeout(release, options.giveUpMs);
  };

  let holding = options.firstUse;
  const held: Array<() => void> = [];
  const NOTED = ["input", "change", "focusin", "mouseover"];
  const typedIn: Element[] = [];
  let focused: Element | null = null;
  let hovered: Element | null = null;

  const hold = (event: Event) => {
    if (!holding) return;
    start();
    if (event.defaultPrevented) return;
    if (event.type === "click") {
      const click = event as MouseEvent;
      if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
      let target = click.target as Node | null;
      while (target && !(target instanceof HTMLElement)) target = target.parentNode;
      if (!target) return;
      const element = target;
      const link = element.closest("a[href]");
      if (link instanceof HTMLAnchorElement && leavesThePage(link)) return;
      if (togglesAtOnce(element)) return;
      held.push(() => {
        if (element.isConnected) element.click();
      });
    } else {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
      held.push(() => {
        if (form.isConnected) form.requestSubmit(submitter && submitter.form === form ? submitter : null);
      });
    }
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  let touchedAt: { x: number; y: number; target: EventTarget | null } | null = null;
  const touch = (event: TouchEvent) => {
    if (!holding) return;
    if (event.type === "touchstart") {
      const finger = event.touches.length === 1 ? event.touches[0] : null;
      touchedAt = finger ? { x: finger.clientX, y: finger.clientY, target: event.target } : null;
      return;
    }
    const from = touchedAt;
    const finger = event.changedTouches[0];
    touchedAt = null;
    if (!from || !finger || !(from.target instanceof Element)) return;
    const element = from.target;
    const detail = { dx: finger.clientX - from.x, dy: finger.clientY - from.y };
    held.push(() => {
      if (element.isConnected) element.dispatchEvent(new CustomEvent(options.swipeEvent, { bubbles: true, detail }));
    });
  };

  const note = (event: Event) => {
    if (!holding) return;
    const target = event.target as Element;
    if (event.type === "focusin") focused = target;
    else if (event.type === "mouseover") hovered = target;
    else {
      start();
      if (typedIn.indexOf(target) < 0) typedIn.push(target);
    }
  };

  const announce = (field: Element) => {
    if (field instanceof HTMLSelectElement) {
      field.dispatchEvent(new Event("change", { bubbles: true }));
      return;
    }
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.type === "radio" && !field.checked) return;
      field.checked = !field.checked;
      field.click();
      return;
    }
    const text = field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && ["checkbox", "radio", "file"].indexOf(field.type) < 0);
    if (!text) return;
    const input = field as HTMLInputElement;
    const value = input.value;
    input.value = value === "" ? " " : "";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  };

  const release = () => {
    if (!holding) return;
    holding = false;
    for (const type of ["click", "submit"]) removeEventListener(type, hold, true);
    for (const type of NOTED) removeEventListener(type, note, true);
    for (const type of ["touchstart", "touchend"]) removeEventListener(type, touch as EventListener, true);
    for (const field of typedIn) if (field.isConnected) announce(field);
    if (focused && focused === document.activeElement) {
      focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      focused.dispatchEvent(new FocusEvent("focus"));
    }
    if (hovered && hovered.isConnected && hovered.matches(":hover")) {
      hovered.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
      hovered.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    }
    const next = new MessageChannel();
    const again = () => {
      const heldUse = held.shift();
      if (!heldUse) return;
      heldUse();
      next.port2.postMessage(0);
    };
    next.port1.onmessage = again;
    again();
  };

  if (holding) {
    for (const type of ["click", "submit"]) addEventListener(type, hold, true);
    for (const type of NOTED) addEventListener(type, note, true);
    for (const type of ["touchstart", "touchend"]) addEventListener(type, touch as EventListener, { capture: true, passive: true });
    addEventListener(options.readyEvent, release);
  }
  startOn(["pointerdown", "keydown", "touchstart"]);

  const startForForeignScripts = () => {
    if (!foreignScripts()) return false;
    release();
    start();
    return true;
  };
  if (startForForeignScripts()) return;
  document.addEventListener("DOMContentLoaded", startForForeignScripts);

  if (options.firstUse && !needsScriptsNow()) {
    startOn(["mousemove", "wheel", "scroll", "focusin"]);
    addEventListener("storage", (event) => {
      if (event.key !== null && options.cartKeys.indexOf(event.key) >= 0) start();
    });
    addEventListener("pageshow", (event) => {
      if (event.persisted) start();
    });
    addEventListener("load", startForForeignScripts);
    return;
  }

  const pictures = Array.prototype.filter.call(document.querySelectorAll("img[fetchpriority=high]"), (img: HTMLImageElement) => !img.complete) as HTMLImageElement[];
  let left = pictures.length;
  if (left === 0) return start();
  const settled = () => {
    left -= 1;
    if (left === 0) start();
  };
  for (const img of pictures) {
    img.addEventListener("load", settled);
    img.addEventListener("error", settled);
  }

  function leavesThePage(link: HTMLAnchorElement): boolean {
    const url = new URL(link.href);
    if (url.origin !== location.origin) return true;
    if (link.hasAttribute("role") || Array.prototype.some.call(link.attributes, (attribute: Attr) => attribute.name.indexOf("data-") === 0 && attribute.name !== "data-discover")) return false;
    if (url.pathname === location.pathname && url.search === location.search) return false;
    return url.pathname.indexOf("/wp-content/") !== 0 && !/\.(?:jpe?g|png|gif|webp|avif|svg)$/i.test(url.pathname);
  }

  function togglesAtOnce(element: HTMLElement): boolean {
    if (element.closest("a[href], button")) return false;
    const label = element.closest("label");
    const control = label ? label.control : element;
    return control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");
  }

  function foreignScripts(): boolean {
    return typeof (window as { jQuery?: unknown }).jQuery === "function" || document.querySelector('script[src]:not([src^="/assets/"])') !== null;
  }

  function needsScriptsNow(): boolean {
    if (location.hash.length > 1 || document.querySelector("[data-needs-scripts]")) return true;
    if (options.drawsTheCart) return false;
    for (const part of document.cookie.split(";")) {
      const name = part.slice(0, part.indexOf("=")).trim();
      if (options.cartCookies.indexOf(name) >= 0) return true;
    }
    try {
      for (const key of options.cartKeys) if (sessionStorage.getItem(key)) return true;
    } catch {
    }
    return false;
  }
}
