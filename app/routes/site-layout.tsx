import { type ComponentType, Suspense, lazy } from "react";
import { Outlet, data as withInit, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { signedInAccount } from "~/features/account/.server/current-account";
import { takeLoginPopupAnswer } from "~/features/account/.server/login-popup-answer";
import { LOGIN_POPUP_ID, LoginPopupHost } from "~/features/account/components/LoginPopupHost";
import { canEditPages, isStoreAdmin } from "~/features/account/roles";
import { addToCartFromLink } from "~/features/cart/.server/add-to-cart-link";
import { syncCartCookies, visitorCart, visitorCartFragments } from "~/features/cart/.server/visitor-cart";
import { CartScripts } from "~/features/cart/components/CartScripts";
import { type CategoryTree, categoryUrl, loadCategoryTree } from "~/features/catalog/.server/categories";
import { QuickViewHost } from "~/features/catalog/components/quick-view/QuickViewHost";
import { AttributionScripts } from "~/features/checkout/attribution/components/AttributionScripts";
import { SearchOverlayHost } from "~/features/search/components/SearchOverlayHost";
import type { ChromeData } from "~/features/shell/components/PageChrome";
import { drawnHeader } from "~/features/shell/.server";
import { ChromeFooter, ChromeHeader, HEADER_HTML } from "~/features/shell/components/SiteChrome";
import { takeNotices } from "~/features/site/.server/notices";
import { loadSiteChrome } from "~/features/site/.server/site";
import { Notices } from "~/features/site/components/Notices";
import type { MenuItem } from "~/features/site";
import { GUEST_VIEWER, type SiteSettings, SiteSettingsContext, type Viewer } from "~/features/site/site-settings";
import { comingSoonBannerDismissed } from "~/features/account/.server/woocommerce-meta";
import { COMING_SOON_DISMISS_REST_URL, COMING_SOON_RETRY_AFTER_SECONDS, type ComingSoonPageData, isComingSoonPageData, reachableWhileComingSoon } from "~/features/site/coming-soon";
import type { ComingSoonBannerData } from "~/features/site/components/ComingSoonBanner";
import { restNonceFor } from "~/platform/.server/rest-nonce";
import { storeNoticeDismissal } from "~/features/site/.server/store-notice-dismissal";
import { StoreNotice } from "~/features/site/components/StoreNotice";
import { storeNoticeCookie } from "~/features/site/store-notice";
import { parseCookies } from "~/platform/.server/cookies";
import { theme } from "~/lib/constants";
import { t } from "~/lib/i18n";
import { tSiteChrome } from "~/lib/i18n/areas/site-chrome";
import { errorPageText } from "~/ui/error-page-text";
import { DrawnBeforeRender, useRenderOnly } from "~/ui/render-only";
import { usePageBehaviours } from "~/ui/use-page-behaviours";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/site-layout";

/**
 * The frame of every page. It reads the visitor's state only when the visitor has some (a
 * session cookie or a dismissed notice), so every guest without one gets the same HTML. A page
 * a cache keeps for every guest still hides a dismissed notice itself (StoreNotice's script).
 * WooCommerce's add-to-cart links work on every page, so they are answered here, before the
 * frame takes the notices they leave: the redirect wins over whatever the page's own loader,
 * started beside this one, answers.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const addedByLink = await addToCartFromLink(context, request);
  if (addedByLink) throw addedByLink;
  const noticeDismissed = storeNoticeDismissal(request);
  if (noticeDismissed) throw noticeDismissed;
  const [chrome, tree, session] = await Promise.all([
    loadSiteChrome(context.db),
    loadCategoryTree(context.db),
    context.session.current(),
  ]);
  // The cart regions are the fragments a cart answer would carry, so the page and the scripts
  // show the same markup; a visitor without a session shares the empty cart's.
  const cart = await visitorCart(context);
  syncCartCookies(context, request, cart);
  const [cartFragments, account] = await Promise.all([visitorCartFragments(context, cart), session ? signedInAccount(context) : null]);
  const viewer: Viewer = account
    ? { is_guest: false, store_admin: isStoreAdmin(account.roles), user: { can_edit_pages: canEditPages(account.roles) } }
    : GUEST_VIEWER;
  const comingSoon = chrome.options.coming_soon_banner;
  if (comingSoon.enabled && !viewer.store_admin && !reachableWhileComingSoon(new URL(request.url).pathname)) {
    const siteName = chrome.options.blogname;
    const comingSoonPage = { siteName, title: tSiteChrome("comingSoon.title"), text: tSiteChrome("comingSoon.text", { site: siteName }), signIn: tSiteChrome("comingSoon.ownerSignIn") };
    throw withInit({ comingSoon: comingSoonPage } satisfies ComingSoonPageData, {
      status: 503,
      headers: { "Retry-After": String(COMING_SOON_RETRY_AFTER_SECONDS), "X-Robots-Tag": "noindex", "Cache-Control": "no-store" },
    });
  }
  const notice = chrome.options.store_notice;
  // Left out for whoever dismissed it, so a page without scripts (whose inline script cannot run) shows it no more either.
  const noticeHidden = parseCookies(request.headers.get("cookie")).get(storeNoticeCookie(notice.id)) === "hidden";
  const chromeData: ChromeData = {
    siteName: chrome.options.blogname,
    tagline: chrome.options.blogdescription,
    contact: chrome.options.shop_contact,
    menus: chrome.menus,
    categoryMenu: categoryMenuOf(tree, null),
    menuBackLabel: chrome.options.theme_options.mobile_menu_back_label,
    searchCategories: tree.all.map((c) => ({ slug: c.slug, name: c.name, depth: c.path.length - 1 })),
    year: shopYear(context.now()),
  };
  // An empty cart's header is the same for every page drawn from this frame: drawn once, apart
  // from the page (a data request never draws it: the browser draws its own header then).
  if (cart.lines.length === 0) {
    const header = { chrome: chromeData, cartFragments, miniCartStyle: chrome.options.theme_options.mini_cart_style, accountPopup: accountPopupOf(viewer) };
    context.renderOnly(HEADER_HTML, new DrawnBeforeRender(() => drawnHeader({ site: chrome, tree }, header, new URL(request.url).searchParams)));
  }
  return {
    siteName: chrome.options.blogname,
    // The header's and footer's own (ChromeHeader, ChromeFooter): a document's data leaves them out.
    chrome: context.renderOnly("layout.chrome", chromeData),
    storeNotice: notice.enabled && notice.text && !noticeHidden ? { id: notice.id, text: notice.text } : null,
    // The header draws the fragments; the cart scripts want them only when they change.
    cart: { fragments: context.renderOnly("layout.cartFragments", cartFragments), hash: cart.hash },
    notices: session ? await takeNotices(context.session) : [],
    /** Store admins' own pages only, while the shop is in coming-soon mode and until they dismiss it (absent otherwise). */
    ...(account && viewer.store_admin && comingSoon.enabled && !(await comingSoonBannerDismissed(context.db, account.id))
      ? { comingSoonBanner: { text: comingSoon.text, restUrl: COMING_SOON_DISMISS_REST_URL, nonce: await restNonceFor(context), labels: comingSoonBannerLabels() } satisfies ComingSoonBannerData }
      : {}),
    /** Editors' own pages only: the console notice under reduced motion (absent otherwise). */
    ...(viewer.user.can_edit_pages ? { editorNotices: { reducedMotion: tSiteChrome("editLinks.reducedMotion") } } : {}),
    /** A refused sign-in posted from the header's popup on this page: the popup opens with it (absent otherwise: every guest page carries this data). */
    ...(await loginPopupOf(context, session !== null && account === null)),
    /** The owner's theme and shop settings that scripts on the page follow (swatches, mini cart…). */
    settings: {
      theme: chrome.options.theme_options,
      cartRedirectAfterAdd: chrome.options.woocommerce_settings.cart_redirect_after_add,
      orderAttributionEnabled: chrome.options.woocommerce_settings.order_attribution_enabled,
      ...viewer,
    } satisfies SiteSettings,
  };
}

/** For a guest, the login popup the header's account link opens; a signed-in shopper's link goes to My account. */
const accountPopupOf = (viewer: Pick<Viewer, "is_guest">) => (viewer.is_guest ? `#${LOGIN_POPUP_ID}` : null);

/** The category tree under `parentId` as menu items (the sidebar menu's 'Danh mục' tab). */
function categoryMenuOf(tree: CategoryTree, parentId: number | null): MenuItem[] {
  return tree.childrenOf(parentId).map((c) => ({ id: c.id, label: c.name, url: categoryUrl(c), children: categoryMenuOf(tree, c.id) }));
}

/** The banner's words, sent with it to store admins only. */
const comingSoonBannerLabels = () => ({
  region: tSiteChrome("comingSoon.banner.label"),
  settings: tSiteChrome("comingSoon.banner.settings"),
  dismiss: tSiteChrome("comingSoon.banner.dismiss"),
  failed: tSiteChrome("comingSoon.banner.failed"),
});

/** The refused sign-in waiting for this page's popup, as `{ loginPopup }`, or nothing. */
async function loginPopupOf(context: Route.LoaderArgs["context"], guestWithSession: boolean) {
  const answer = guestWithSession ? await takeLoginPopupAnswer(context.session) : null;
  return answer ? { loginPopup: answer } : {};
}

const yearInShop = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Asia/Ho_Chi_Minh" });
/** The calendar year in Việt Nam (the footer's ©); the formatter is made once, not per request. */
const shopYear = (now: Date) => Number(yearInShop.format(now));

/**
 * Every page's errors end at this frame's boundary: a page refused for coming too often (429)
 * says when to come back, with the `Retry-After` of whichever loader or action refused it; the
 * coming-soon page (503) too, kept out of search engines and caches.
 */
export function headers({ errorHeaders }: Route.HeadersArgs): HeadersInit {
  const out: Record<string, string> = {};
  for (const name of ["Retry-After", "X-Robots-Tag", "Cache-Control"]) {
    const value = errorHeaders?.get(name);
    if (value) out[name] = value;
  }
  return out;
}

type LayoutData = Awaited<ReturnType<typeof loader>>;

/**
 * Parts few visitors see — store admins' and editors' own, and the coming-soon page — kept out of
 * the layout chunk every guest loads (issue 23's weight budget): the server renders them in place
 * (renderToString cannot wait for a lazy part, so its bundle has them at once), the browser
 * fetches their code on the pages that show them, and they hydrate once it is in.
 */
const inBrowser = <P extends object>(load: () => Promise<ComponentType<P>>) => lazy(() => load().then((component) => ({ default: component })));
const loadComingSoonBanner = () => import("~/features/site/components/ComingSoonBanner").then((m) => m.ComingSoonBanner);
const loadEditorNotices = () => import("~/features/site/components/EditorNotices").then((m) => m.EditorNotices);
const loadComingSoonPage = () => import("~/features/site/components/ComingSoonPage").then((m) => m.ComingSoonPage);
const ComingSoonBanner = import.meta.env.SSR ? await loadComingSoonBanner() : inBrowser(loadComingSoonBanner);
const EditorNotices = import.meta.env.SSR ? await loadEditorNotices() : inBrowser(loadEditorNotices);
const ComingSoonPage = import.meta.env.SSR ? await loadComingSoonPage() : inBrowser(loadComingSoonPage);

function Frame({ data, children }: { data: LayoutData; children: React.ReactNode }) {
  const chrome = useRenderOnly("layout.chrome", data.chrome);
  const cartFragments = useRenderOnly("layout.cartFragments", data.cart.fragments);
  const root = useRouteLoaderData<typeof rootLoader>("root");
  // As root.tsx's: the browser hides a script's nonce, so hydration finds "".
  const nonce = typeof document === "undefined" ? root?.nonce : "";
  const stickyHeight = data.settings.theme.sticky_header_height;
  usePageBehaviours(stickyHeight);
  return (
    <SiteSettingsContext value={data.settings}>
      {/* A sticky header height of the owner's (app.css reads it): drawn with the page, so nothing moves. */}
      {stickyHeight !== theme.sticky_header_height && <style>{`:root{--sticky-header-height:${stickyHeight}px}`}</style>}
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-3">
        {t("site.skipToContent")}
      </a>
      {data.storeNotice && <StoreNotice id={data.storeNotice.id} text={data.storeNotice.text} nonce={nonce} />}
      <ChromeHeader chrome={chrome} cartFragments={cartFragments ?? {}} miniCartStyle={data.settings.theme.mini_cart_style} accountPopup={accountPopupOf(data.settings)} />
      <main id="main" tabIndex={-1} className="min-h-[50vh] outline-none">
        {data.notices.length > 0 && <Notices notices={data.notices} />}
        {children}
      </main>
      <QuickViewHost />
      <SearchOverlayHost />
      {data.settings.is_guest && <LoginPopupHost answer={data.loginPopup ?? null} />}
      <CartScripts
        redirectAfterAdd={data.settings.cartRedirectAfterAdd}
        miniCartReveal={data.settings.theme.mini_cart_reveal}
        miniCartStyle={data.settings.theme.mini_cart_style}
        pageCart={data.cart}
      />
      <AttributionScripts enabled={data.settings.orderAttributionEnabled} nonce={nonce} />
      <ChromeFooter chrome={chrome} />
      {(data.comingSoonBanner || data.editorNotices) && (
        <Suspense fallback={null}>
          {data.comingSoonBanner && <ComingSoonBanner banner={data.comingSoonBanner} />}
          {data.editorNotices && <EditorNotices reducedMotion={data.editorNotices.reducedMotion} />}
        </Suspense>
      )}
    </SiteSettingsContext>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Frame data={loaderData}>
      <Outlet />
    </Frame>
  );
}

/**
 * Errors of any page render inside the site frame, with the menu and search still there: a
 * Vietnamese 404, 400/415 (a form's body the page cannot read), 429 (too many requests) or 500.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/site-layout");
  if (isRouteErrorResponse(error) && isComingSoonPageData(error.data)) {
    return (
      <Suspense fallback={null}>
        <ComingSoonPage page={error.data.comingSoon} />
      </Suspense>
    );
  }
  const { status, title, text } = errorPageText(error);
  const body = (
    <section className="container-page py-16 text-center">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <p aria-hidden="true" className="text-6xl font-extrabold text-brand-700">{status}</p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mx-auto mt-3 max-w-prose text-muted">{text}</p>
      <p className="mt-8 flex justify-center gap-3">
        <a className="btn-primary" href="/">{t("error.backHome")}</a>
        <a className="btn-outline" href="/cua-hang/">{t("error.goShop")}</a>
      </p>
    </section>
  );
  return data ? <Frame data={data}>{body}</Frame> : body;
}
