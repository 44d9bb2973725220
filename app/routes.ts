import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/**
 * Every URL of the shop. Paths keep WooCommerce's Vietnamese permalinks so links, bookmarks and
 * search rankings survive the move; WordPress's own endpoints are kept for scripts written for it.
 */
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx", { id: "home" }),
    route("page/:page", "routes/home.tsx", { id: "home-paged" }),
    // Listings: /page/N/ is WordPress's pagination shape.
    route("cua-hang", "routes/shop.tsx", { id: "shop" }),
    route("cua-hang/page/:page", "routes/shop.tsx", { id: "shop-paged" }),
    route("danh-muc-san-pham/*", "routes/product-category.tsx"),
    route("tu-khoa-san-pham/:slug", "routes/product-tag.tsx", { id: "product-tag" }),
    route("tu-khoa-san-pham/:slug/page/:page", "routes/product-tag.tsx", { id: "product-tag-paged" }),
    route("san-pham/:slug", "routes/product.tsx", { id: "product" }),
    // WordPress's review pages: /san-pham/{slug}/comment-page-2/.
    route("san-pham/:slug/:reviewsPage", "routes/product.tsx", { id: "product-reviews-page" }),
    route("gio-hang", "routes/cart.tsx"),
    route("thanh-toan", "routes/checkout.tsx"),
    // WooCommerce's order-received endpoint under the checkout: /thanh-toan/order-received/{number}/?key=…
    route("thanh-toan/order-received/:orderId", "routes/order-received.tsx"),
    // My account, with WooCommerce's endpoints under it; WordPress's login page beside it.
    ...prefix("tai-khoan", [
      layout("routes/account/layout.tsx", [
        index("routes/account/dashboard.tsx", { id: "account-dashboard" }),
        route("customer-logout", "routes/account/logout.tsx", { id: "account-logout" }),
        route("two-factor", "routes/account/two-factor.tsx", { id: "account-two-factor" }),
        route("application-passwords", "routes/account/application-passwords.tsx", { id: "account-application-passwords" }),
        route("lost-password", "routes/account/lost-password.tsx", { id: "account-lost-password" }),
        route("orders", "routes/account/orders.tsx", { id: "account-orders" }),
        route("orders/:page", "routes/account/orders.tsx", { id: "account-orders-paged" }),
        route("view-order/:orderId", "routes/account/view-order.tsx", { id: "account-view-order" }),
        route("edit-address", "routes/account/edit-address.tsx", { id: "account-edit-address" }),
        // WooCommerce's two address forms: /tai-khoan/edit-address/billing/ and …/shipping/.
        route("edit-address/:kind", "routes/account/edit-address-form.tsx", { id: "account-edit-address-form" }),
        route("edit-account", "routes/account/edit-account.tsx", { id: "account-edit-account" }),
      ]),
    ]),
    route("wp-login.php", "routes/wp-login.tsx"),
    // Content.
    ...prefix("blog", [
      index("routes/blog.tsx", { id: "blog" }),
      route("page/:page", "routes/blog.tsx", { id: "blog-paged" }),
    ]),
    route("tag/:slug", "routes/post-archive.tsx", { id: "post-tag" }),
    route("tag/:slug/page/:page", "routes/post-archive.tsx", { id: "post-tag-paged" }),
    route("category/:slug", "routes/post-archive.tsx", { id: "post-category" }),
    route("category/:slug/page/:page", "routes/post-archive.tsx", { id: "post-category-paged" }),
    route("portfolio", "routes/portfolio.tsx"),
    route("portfolio/:slug", "routes/portfolio-item.tsx"),
    // A page (/gioi-thieu/, /parent/child/) or a post (/ten-bai-viet/), else the 404 page.
    route("*", "routes/page-or-post.tsx"),
  ]),
  // The owner's back office, at the address every WordPress shop owner types.
  ...prefix("wp-admin", [
    layout("routes/back-office/layout.tsx", [
      index("routes/back-office/dashboard.tsx", { id: "back-office-dashboard" }),
      route("don-hang", "routes/back-office/orders.tsx", { id: "back-office-orders" }),
      route("don-hang/:orderId", "routes/back-office/order.tsx", { id: "back-office-order" }),
      route("danh-gia", "routes/back-office/reviews.tsx", { id: "back-office-reviews" }),
      route("cai-dat", "routes/back-office/settings.tsx", { id: "back-office-settings" }),
      route("san-pham", "routes/back-office/products.tsx", { id: "back-office-products" }),
      route("san-pham/moi", "routes/back-office/product-new.tsx", { id: "back-office-product-new" }),
      route("san-pham/:productId", "routes/back-office/product.tsx", { id: "back-office-product" }),
      route("thuoc-tinh", "routes/back-office/attributes.tsx", { id: "back-office-attributes" }),
      route("khach-hang", "routes/back-office/customers.tsx", { id: "back-office-customers" }),
      route("khach-hang/:customerId", "routes/back-office/customer.tsx", { id: "back-office-customer" }),
      route("khoa-api", "routes/back-office/credentials.tsx", { id: "back-office-credentials" }),
      route("tin-nhan", "routes/back-office/messages.tsx", { id: "back-office-messages" }),
      route("tin-nhan/:messageId", "routes/back-office/message.tsx", { id: "back-office-message" }),
      route("thu-vien", "routes/back-office/media.tsx", { id: "back-office-media" }),
      route("nhap-xuat", "routes/back-office/import-export.tsx", { id: "back-office-import-export" }),
      route("ma-giam-gia", "routes/back-office/coupons.tsx", { id: "back-office-coupons" }),
      route("ma-giam-gia/moi", "routes/back-office/coupon.tsx", { id: "back-office-coupon-new" }),
      route("ma-giam-gia/:couponId", "routes/back-office/coupon.tsx", { id: "back-office-coupon" }),
    ]),
  ]),
  // Machine-readable documents.
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // The WordPress-compatible surface (spec §7); `?wc-ajax=X` is rewritten to /wc-ajax/X by the server.
  route("wc-ajax/:endpoint", "compat/wordpress/wc-ajax.route.ts"),
  route("wp-admin/admin-ajax.php", "compat/wordpress/admin-ajax.route.ts"),
  route("wp-json/*", "compat/wordpress/wp-json.route.ts"),
] satisfies RouteConfig;
