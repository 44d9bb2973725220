import { renderToStaticMarkup } from "react-dom/server";

/** An error for the shopper: about a form field (named by its id), or with a link onwards. */
export type ErrorNotice = { text: string; field?: string; link?: { href: string; label: string } };

/**
 * Error notices as WooCommerce prints them into AJAX answers (`wc_print_notices( true )`, its
 * `notices/error.php` template): one list, an item each, a field's error carrying the field's id
 * in `data-id` as WooCommerce's checkout validation sets it.
 */
export function errorNoticesHtml(notices: ErrorNotice[]): string {
  return renderToStaticMarkup(
    <ul className="woocommerce-error" role="alert">
      {notices.map((n, i) => (
        <li key={i} data-id={n.field}>
          {n.text}
          {n.link && (
            <>
              {" "}
              <a href={n.link.href} className="wc-backward">{n.link.label}</a>
            </>
          )}
        </li>
      ))}
    </ul>,
  );
}

/** A success notice as WooCommerce prints it into AJAX answers (its `notices/success.php` template). */
export function successNoticeHtml(text: string): string {
  return renderToStaticMarkup(
    <div className="woocommerce-message" role="alert">
      {text}
    </div>,
  );
}
