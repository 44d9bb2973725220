import { t } from "~/lib/i18n";
import type { MenuItem, SiteOptions } from "~/features/site";

type Props = { siteName: string; tagline: string; contact: SiteOptions["shop_contact"]; menu: MenuItem[]; year: number };

export function SiteFooter({ siteName, tagline, contact, menu, year }: Props) {
  return (
    <footer className="footer-wrapper mt-16 border-t border-gray-200 bg-gray-50 text-sm">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 md:grid-cols-3">
        <div>
          <p className="text-base font-bold">{siteName}</p>
          {tagline && <p className="mt-2 text-muted">{tagline}</p>}
        </div>
        <nav aria-label={t("site.footerMenu")}>
          <ul className="space-y-1">
            {menu.map((item) => (
              <li key={item.id}>
                <a href={item.url} className="inline-flex min-h-8 items-center text-ink">{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        {(contact.address || contact.phone || contact.email) && (
          <address className="not-italic text-muted">
            <p className="font-semibold text-ink">{t("site.contact")}</p>
            {contact.address && <p>{contact.address}</p>}
            {/* Tall enough to tap on a phone (32 px, as the menu's links): an inline link is only its line's height. */}
            {contact.phone && <p><a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="inline-flex min-h-8 items-center">{contact.phone}</a></p>}
            {contact.email && <p><a href={`mailto:${contact.email}`} className="inline-flex min-h-8 items-center">{contact.email}</a></p>}
          </address>
        )}
      </div>
      <div className="border-t border-gray-200 py-4 text-center text-muted">
        {t("site.copyright", { year, name: siteName })}
      </div>
      {/* Back to top: inactive, so hidden from everyone, until a screen height has scrolled (ui/use-page-behaviours.ts); never without scripts. Here, in the footer the browser keeps without its code, it costs the bundle nothing. */}
      <a href="#top" className="back-to-top flex size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 hover:text-white">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 15l6-6 6 6" />
        </svg>
        <span className="sr-only">{t("site.backToTop")}</span>
      </a>
    </footer>
  );
}
