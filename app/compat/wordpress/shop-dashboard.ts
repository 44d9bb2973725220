import { lowStock, outOfStockCount } from "~/features/catalog/.server/stock-report";
import { unreadMessageCount } from "~/features/account/.server/staff-messages";
import { REVENUE_STATUSES, salesIn } from "~/features/orders/.server/sales-summary";
import { orderCountsByStatus } from "~/features/orders/.server/staff-orders";
import { loadSiteChrome } from "~/features/site/.server/site";
import { shopPeriods } from "~/lib/dates";
import { shopStaffFor } from "../woocommerce/rest-access";
import { localDate, money } from "../woocommerce/wc-format";
import type { RestRoute } from "./rest-response";
import { restResponse } from "./rest-response";

/** How many low-stock items the dashboard lists; `low_stock.total` says how many there are. */
const LOW_STOCK_LISTED = 10;

/**
 * The back office's dashboard in one call (`cuahang/v1`; WooCommerce's admin draws its widgets
 * on the server): today's and this month's orders and revenue in the shop's zone, counted in
 * WooCommerce's report statuses (`revenue_statuses`); the orders waiting for staff; what runs
 * low (at or below the shop's `notify_low_stock_amount`) and what is out of stock; unread messages.
 */
export const shopDashboardRoutes: RestRoute[] = [
  {
    pattern: /\/cuahang\/v1\/dashboard/,
    methods: ["GET"],
    namespace: "cuahang/v1",
    handler: async ({ context, userId }) => {
      const access = await shopStaffFor(context, userId);
      if (!access.ok) return access.response;
      const { day, month } = shopPeriods(context.now());
      const { options } = await loadSiteChrome(context.db);
      const threshold = options.woocommerce_settings.notify_low_stock_amount;
      const [sales, byStatus, low, out, unread] = await Promise.all([
        salesIn(context.db, { day, month }),
        orderCountsByStatus(context.db),
        lowStock(context.db, threshold, LOW_STOCK_LISTED),
        outOfStockCount(context.db),
        unreadMessageCount(context.db),
      ]);
      const period = (p: { from: Date; to: Date }, figures: { orders: number; revenue: number }) => ({
        after: localDate(p.from),
        before: localDate(p.to),
        orders: figures.orders,
        revenue: money(figures.revenue),
      });
      return restResponse({
        today: period(day, sales.day),
        month: period(month, sales.month),
        revenue_statuses: REVENUE_STATUSES,
        awaiting: { processing: byStatus.processing, "on-hold": byStatus["on-hold"] },
        low_stock: {
          threshold,
          total: low.total,
          items: low.items.map((i) => ({
            product_id: i.productId,
            variation_id: i.variationId ?? 0,
            name: i.name,
            sku: i.sku ?? "",
            stock_quantity: i.stockQuantity,
            permalink: `${context.site.url}/san-pham/${i.slug}/`,
          })),
        },
        out_of_stock: out,
        unread_messages: unread,
      });
    },
  },
];
