import { z } from "zod";
import {
  MAX_REPLY_LENGTH,
  type ReviewStatus,
  type StaffReview,
  deleteReview,
  listReviews,
  setReviewReply,
  setReviewStatus,
  staffReview,
} from "~/features/catalog/.server/review-moderation";
import { escapeHtml } from "~/lib/escape-html";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { rowId } from "~/lib/row-id";
import { type RestRoute, restError, restPage, restResponse } from "../wordpress/rest-response";
import { jsonBody, readParams } from "./rest-params";
import { staffFor } from "./rest-access";
import { gmtDate, localDate } from "./wc-format";

/**
 * WooCommerce's REST API v3 for product reviews: the list (`status` all|approved|hold|spam|trash,
 * `product`, `search`, `page`, `per_page`), one review, its status changed (`PUT {status}`) and
 * its deletion (to the trash; `force=true` for good). WooCommerce's `hold` is a review waiting
 * for moderation. The shop's public reply under a review (a WordPress comment reply) is the
 * shop's own route, `cuahang/v1/reviews/{id}/reply`, and reaches clients in the review's
 * `shop_reply` field.
 */

type WcReviewStatus = "approved" | "hold" | "spam" | "trash";
const toWc = (status: ReviewStatus): WcReviewStatus => (status === "pending" ? "hold" : status);
const fromWc = (status: WcReviewStatus): ReviewStatus => (status === "hold" ? "pending" : status);

const listParams = z.object({
  status: z.enum(["all", "approved", "hold", "spam", "trash"]).default("all"),
  product: z.coerce.number().int().min(1).optional(),
  search: z.string().max(200).default(""),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

// WooCommerce also takes `unspam` and `untrash`: both bring a review back to approved.
const updateBody = z.object({ status: z.enum(["approved", "hold", "spam", "trash", "unspam", "untrash"]) });

const replyBody = z.object({ content: z.string().trim().min(1).max(MAX_REPLY_LENGTH) });

/** A review as WooCommerce's API answers it (its text as WordPress stores a comment: HTML, escaped here). */
export function wcReviewJson(review: StaffReview, base: string) {
  return {
    id: review.id,
    date_created: localDate(review.createdAt),
    date_created_gmt: gmtDate(review.createdAt),
    product_id: review.productId,
    product_name: review.productName,
    product_permalink: `${base}/san-pham/${review.productSlug}/`,
    status: toWc(review.status),
    reviewer: review.authorName,
    reviewer_email: review.authorEmail,
    review: `<p>${escapeHtml(review.content).replace(/\r?\n/g, "<br />\n")}</p>\n`,
    rating: review.rating,
    verified: review.verifiedOwner,
    reviewer_avatar_urls: {},
    shop_reply: review.reply && {
      content: review.reply.content,
      date_created: localDate(review.reply.createdAt),
      date_created_gmt: gmtDate(review.reply.createdAt),
    },
    _links: {
      self: [{ href: `${base}/wp-json/wc/v3/products/reviews/${review.id}` }],
      collection: [{ href: `${base}/wp-json/wc/v3/products/reviews` }],
      up: [{ href: `${base}/wp-json/wc/v3/products/${review.productId}` }],
    },
  };
}

const invalidId = () => restError("woocommerce_rest_review_invalid_id", tBackOffice("rest.invalidId"), 404);

export const wcReviewRoutes: RestRoute[] = [
  {
    pattern: /\/wc\/v3\/products\/reviews/,
    methods: ["GET"],
    namespace: "wc/v3",
    handler: async ({ request, context, userId }) => {
      const access = await staffFor(context, userId, "list");
      if (!access.ok) return access.response;
      const params = readParams(request, listParams);
      if (!params.ok) return params.response;
      const q = params.value;
      const { reviews, total } = await listReviews(context.db, {
        status: q.status === "all" ? null : fromWc(q.status),
        productId: q.product ?? null,
        search: q.search,
        page: q.page,
        perPage: q.per_page,
      });
      return restPage(request, reviews.map((r) => wcReviewJson(r, context.site.url)), { total, page: q.page, perPage: q.per_page });
    },
  },
  {
    pattern: /\/wc\/v3\/products\/reviews\/(?<id>\d+)/,
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    namespace: "wc/v3",
    handler: async ({ request, context, params, method, userId }) => {
      const access = await staffFor(context, userId, method === "GET" ? "read" : "edit");
      if (!access.ok) return access.response;
      const id = rowId(params.id!);
      if (id === null) return invalidId();
      if (method === "GET") {
        const review = await staffReview(context.db, id);
        return review ? restResponse(wcReviewJson(review, context.site.url)) : invalidId();
      }
      if (method === "DELETE") {
        const force = new URL(request.url).searchParams.get("force") === "true";
        const before = await staffReview(context.db, id);
        if (!before) return invalidId();
        if (force) {
          await deleteReview(context.db, id, access.staff.id);
          return restResponse({ deleted: true, previous: wcReviewJson(before, context.site.url) });
        }
        const trashed = await setReviewStatus(context.db, id, "trash", access.staff.id);
        return trashed ? restResponse(wcReviewJson(trashed, context.site.url)) : invalidId();
      }
      const body = await jsonBody(request, updateBody);
      if (!body.ok) return body.response;
      const wanted = body.value.status === "unspam" || body.value.status === "untrash" ? "approved" : fromWc(body.value.status);
      const review = await setReviewStatus(context.db, id, wanted, access.staff.id);
      return review ? restResponse(wcReviewJson(review, context.site.url)) : invalidId();
    },
  },
  {
    pattern: /\/cuahang\/v1\/reviews\/(?<id>\d+)\/reply/,
    methods: ["POST", "PUT", "DELETE"],
    namespace: "cuahang/v1",
    handler: async ({ request, context, params, method, userId }) => {
      const access = await staffFor(context, userId, "edit");
      if (!access.ok) return access.response;
      const id = rowId(params.id!);
      if (id === null) return invalidId();
      let content: string | null = null;
      if (method !== "DELETE") {
        const body = await jsonBody(request, replyBody);
        if (!body.ok) return body.response;
        content = body.value.content;
      }
      const review = await setReviewReply(context.db, id, content, access.staff.id);
      return review ? restResponse(wcReviewJson(review, context.site.url)) : invalidId();
    },
  },
];
