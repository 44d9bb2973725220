import type { ComingSoonPageData } from "../coming-soon";

/**
 * The page every guest gets while the shop is in coming-soon mode (503, `Retry-After`, not
 * indexed: the site layout's loader throws it with its words). Without the header or footer:
 * nothing of the shop shows yet; the owner's way in stays.
 */
export function ComingSoonPage({ page }: { page: ComingSoonPageData["comingSoon"] }) {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-6 bg-brand-50 px-6 py-16 text-center">
      <title>{`${page.title} – ${page.siteName}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="text-lg font-semibold text-brand-700">{page.siteName}</p>
      <h1 className="text-4xl font-extrabold text-ink">{page.title}</h1>
      <p className="max-w-prose text-muted">{page.text}</p>
      <a className="mt-6 inline-flex min-h-11 items-center text-sm text-brand-700 underline" href="/wp-login.php">
        {page.signIn}
      </a>
    </main>
  );
}
