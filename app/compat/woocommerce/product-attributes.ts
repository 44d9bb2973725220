import { z } from "zod";
import {
  type AttributeRefusal,
  type StaffAttribute,
  type StaffAttributeTerm,
  type TermInput,
  createAttribute,
  createAttributeTerm,
  deleteAttribute,
  deleteAttributeTerm,
  listAttributeTerms,
  listAttributes,
  staffAttribute,
  staffAttributeTerm,
  updateAttribute,
  updateAttributeTerm,
} from "~/features/catalog/.server/attribute-admin";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { tCatalogAdmin } from "~/lib/i18n/areas/back-office-catalog";
import { toPicture } from "~/lib/media";
import { MAX_ROW_ID, rowId } from "~/lib/row-id";
import { type RestRoute, restError, restPage, restResponse } from "../wordpress/rest-response";
import { jsonBody, readParams } from "./rest-params";
import { staffFor } from "./rest-access";

/**
 * WooCommerce's REST API v3 for product attributes (`products/attributes`) and their terms
 * (`products/attributes/{id}/terms`): list, create, read, update and delete (`force=true`, as
 * WooCommerce has no trash for them), in its field names. A term also carries its swatch, the
 * shop's own fields beside WooCommerce's: `color` and `color2` (`#rrggbb`, the second for a split
 * swatch), `label` (a short text), and `image` (a picture of the media library, `{id}` to set it).
 */

const id = z.coerce.number().int().min(1).max(MAX_ROW_ID);
const swatchTypes = ["select", "color", "image", "label"] as const;

const attributeBody = z.object({
  name: z.string().max(200).optional(),
  slug: z.string().max(200).optional(),
  type: z.enum(swatchTypes).optional(),
  // WooCommerce's own fields, taken and not kept: terms follow the shop's order, attributes have no archives.
  order_by: z.enum(["menu_order", "name", "name_num", "id"]).optional(),
  has_archives: z.boolean().optional(),
});

const color = z.union([z.literal(""), z.string().regex(/^#[0-9a-fA-F]{6}$/, tCatalogAdmin("rest.color"))]).nullable();
const termBody = z.object({
  name: z.string().max(200).optional(),
  slug: z.string().max(200).optional(),
  description: z.string().max(10_000).optional(),
  menu_order: z.int().min(-100_000).max(100_000).optional(),
  color: color.optional(),
  color2: color.optional(),
  label: z.string().max(40).nullable().optional(),
  image: z.object({ id: z.union([id, z.literal(0)]) }).nullable().optional(),
});

const termParams = z.object({
  search: z.string().max(200).default(""),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  hide_empty: z.enum(["true", "false", "1", "0"]).default("false"),
});

const attributeNotFound = () => restError("woocommerce_rest_taxonomy_invalid", tCatalogAdmin("rest.attributeInvalid"), 404);
const termNotFound = () => restError("woocommerce_rest_term_invalid", tCatalogAdmin("rest.attributeInvalid"), 404);
const forced = (request: Request) => ["true", "1"].includes(new URL(request.url).searchParams.get("force") ?? "");

const invalid = (field: string, message: string) =>
  restResponse({ code: "rest_invalid_param", message: tBackOffice("rest.invalidParam", { params: field }), data: { status: 400, params: { [field]: message } } }, 400);

/** WordPress's answer when a required field is not sent at all. */
const missing = (field: string) => restResponse({ code: "rest_missing_callback_param", message: tBackOffice("rest.missingParam", { params: field }), data: { status: 400, params: [field] } }, 400);

/** A refusal of the feature in WooCommerce's (or WordPress's) shape. */
function refusalResponse(refusal: AttributeRefusal, kind: "attribute" | "term", write: "create" | "edit"): Response {
  switch (refusal.code) {
    case "not_found":
      return kind === "attribute" ? attributeNotFound() : termNotFound();
    case "empty_name":
      return invalid("name", tCatalogAdmin(kind === "attribute" ? "rest.attributeNameEmpty" : "rest.termNameEmpty"));
    case "invalid_slug":
      return invalid("slug", tCatalogAdmin("rest.slugInvalid"));
    case "slug_too_long":
      return restError(`woocommerce_rest_cannot_${write}`, tCatalogAdmin("rest.slugTooLong", { slug: refusal.slug }), 400);
    case "slug_taken":
      return restError(`woocommerce_rest_cannot_${write}`, tCatalogAdmin("rest.slugTaken", { slug: refusal.slug }), 400);
    case "term_exists":
      return restResponse({ code: "term_exists", message: tCatalogAdmin("rest.termExists"), data: { status: 400, resource_id: refusal.id } }, 400);
    case "unknown_image":
      return invalid("image", tCatalogAdmin("rest.invalidImage", { ids: refusal.id }));
  }
}

function attributeJson(a: StaffAttribute, base: string) {
  return {
    id: a.id,
    name: a.name,
    slug: `pa_${a.slug}`,
    type: a.type,
    order_by: "menu_order",
    has_archives: false,
    _links: {
      self: [{ href: `${base}/wp-json/wc/v3/products/attributes/${a.id}` }],
      collection: [{ href: `${base}/wp-json/wc/v3/products/attributes` }],
    },
  };
}

function termJson(t: StaffAttributeTerm, base: string) {
  const picture = t.image ? toPicture({ alt: t.image.alt, sizes: t.image.sizes }, "thumbnail") : null;
  return {
    id: t.id,
    name: t.name,
    slug: t.slug,
    description: "",
    menu_order: t.menuOrder,
    count: t.count,
    color: t.color ?? "",
    color2: t.color2 ?? "",
    label: t.label ?? "",
    image: t.image ? { id: t.image.id, src: picture ? `${base}${picture.src}` : "", name: t.image.name, alt: t.image.alt } : null,
    _links: {
      self: [{ href: `${base}/wp-json/wc/v3/products/attributes/${t.attributeId}/terms/${t.id}` }],
      collection: [{ href: `${base}/wp-json/wc/v3/products/attributes/${t.attributeId}/terms` }],
    },
  };
}

/** The term fields of a body as the feature takes them: "" clears a swatch field, `image: {id: 0}` or null clears the picture. */
function termInput(body: z.infer<typeof termBody>): TermInput {
  return {
    name: body.name,
    slug: body.slug,
    menuOrder: body.menu_order,
    color: body.color === undefined ? undefined : body.color || null,
    color2: body.color2 === undefined ? undefined : body.color2 || null,
    label: body.label === undefined ? undefined : body.label || null,
    imageId: body.image === undefined ? undefined : body.image?.id || null,
  };
}

function created(body: { _links: { self: Array<{ href: string }> } }): Response {
  const response = restResponse(body, 201);
  response.headers.set("Location", body._links.self[0]!.href);
  return response;
}

const writeOf = (method: string) => (method === "GET" ? "read" : method === "DELETE" ? "delete" : method === "POST" ? "create" : "edit");

export const wcAttributeRoutes: RestRoute[] = [
  {
    pattern: /\/wc\/v3\/products\/attributes/,
    methods: ["GET", "POST"],
    namespace: "wc/v3",
    handler: async ({ request, context, method, userId }) => {
      const access = await staffFor(context, userId, method === "GET" ? "list" : "create");
      if (!access.ok) return access.response;
      const base = context.site.url;
      if (method === "GET") return restResponse((await listAttributes(context.db)).map((a) => attributeJson(a, base)));
      const body = await jsonBody(request, attributeBody);
      if (!body.ok) return body.response;
      if (body.value.name === undefined) return missing("name");
      const result = await createAttribute(context.db, body.value, access.staff.id);
      return result.ok ? created(attributeJson(result.value, base)) : refusalResponse(result.error, "attribute", "create");
    },
  },
  {
    pattern: /\/wc\/v3\/products\/attributes\/(?<id>\d+)/,
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    namespace: "wc/v3",
    handler: async ({ request, context, params, method, userId }) => {
      const write = writeOf(method);
      const access = await staffFor(context, userId, write === "create" ? "edit" : write);
      if (!access.ok) return access.response;
      const attributeId = rowId(params.id!);
      if (attributeId === null) return attributeNotFound();
      const base = context.site.url;
      if (method === "GET") {
        const attribute = await staffAttribute(context.db, attributeId);
        return attribute ? restResponse(attributeJson(attribute, base)) : attributeNotFound();
      }
      if (method === "DELETE") {
        if (!forced(request)) return restError("woocommerce_rest_trash_not_supported", tCatalogAdmin("rest.noTrash"), 501);
        const result = await deleteAttribute(context.db, attributeId, access.staff.id);
        return result.ok ? restResponse(attributeJson(result.value, base)) : refusalResponse(result.error, "attribute", "edit");
      }
      const body = await jsonBody(request, attributeBody);
      if (!body.ok) return body.response;
      const result = await updateAttribute(context.db, attributeId, body.value, access.staff.id);
      return result.ok ? restResponse(attributeJson(result.value, base)) : refusalResponse(result.error, "attribute", "edit");
    },
  },
  {
    pattern: /\/wc\/v3\/products\/attributes\/(?<id>\d+)\/terms/,
    methods: ["GET", "POST"],
    namespace: "wc/v3",
    handler: async ({ request, context, params, method, userId }) => {
      const access = await staffFor(context, userId, method === "GET" ? "list" : "create");
      if (!access.ok) return access.response;
      const attributeId = rowId(params.id!);
      const attribute = attributeId === null ? null : await staffAttribute(context.db, attributeId);
      if (!attribute) return attributeNotFound();
      const base = context.site.url;
      if (method === "GET") {
        const query = readParams(request, termParams);
        if (!query.ok) return query.response;
        const q = query.value;
        const { terms, total } = await listAttributeTerms(context.db, attribute.id, { search: q.search, hideEmpty: q.hide_empty === "true" || q.hide_empty === "1", page: q.page, perPage: q.per_page });
        return restPage(request, terms.map((t) => termJson(t, base)), { total, page: q.page, perPage: q.per_page });
      }
      const body = await jsonBody(request, termBody);
      if (!body.ok) return body.response;
      if (body.value.name === undefined) return missing("name");
      const result = await createAttributeTerm(context.db, attribute.id, termInput(body.value), access.staff.id);
      return result.ok ? created(termJson(result.value, base)) : refusalResponse(result.error, "term", "create");
    },
  },
  {
    pattern: /\/wc\/v3\/products\/attributes\/(?<id>\d+)\/terms\/(?<term>\d+)/,
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    namespace: "wc/v3",
    handler: async ({ request, context, params, method, userId }) => {
      const write = writeOf(method);
      const access = await staffFor(context, userId, write === "create" ? "edit" : write);
      if (!access.ok) return access.response;
      const attributeId = rowId(params.id!);
      const termId = rowId(params.term!);
      if (attributeId === null || termId === null) return termNotFound();
      const base = context.site.url;
      if (method === "GET") {
        const term = await staffAttributeTerm(context.db, attributeId, termId);
        return term ? restResponse(termJson(term, base)) : termNotFound();
      }
      if (method === "DELETE") {
        if (!forced(request)) return restError("woocommerce_rest_trash_not_supported", tCatalogAdmin("rest.noTrash"), 501);
        const result = await deleteAttributeTerm(context.db, attributeId, termId, access.staff.id);
        return result.ok ? restResponse(termJson(result.value, base)) : refusalResponse(result.error, "term", "edit");
      }
      const body = await jsonBody(request, termBody);
      if (!body.ok) return body.response;
      const result = await updateAttributeTerm(context.db, attributeId, termId, termInput(body.value), access.staff.id);
      return result.ok ? restResponse(termJson(result.value, base)) : refusalResponse(result.error, "term", "edit");
    },
  },
];
