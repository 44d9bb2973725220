import { z } from "zod";
import { credentialHolders, listCredentials } from "~/features/account/.server/credentials-overview";
import { MAX_ROW_ID } from "~/lib/row-id";
import { readParams } from "../woocommerce/rest-params";
import { shopStaffFor } from "../woocommerce/rest-access";
import { gmtDate } from "../woocommerce/wc-format";
import { mayManage } from "./application-passwords";
import { type RestRoute, restResponse } from "./rest-response";

/**
 * `GET cuahang/v1/credentials[?user=ID]`: every account's WooCommerce API keys and application
 * passwords in one list for the back office (the shop's own route: WordPress lists them per
 * account only), staff only, each seeing the accounts they may manage (an administrator every
 * one, a shop manager customers' and their own). Each item says whether this staff member may revoke it
 * (`can_revoke`: WordPress's `edit_user`, as the revocations themselves check), which is done
 * through the per-account routes: `DELETE cuahang/v1/users/{id}/api-keys/{key}` and
 * `DELETE wp/v2/users/{id}/application-passwords/{uuid}`. Dates in UTC without an offset.
 */

const params = z.object({ user: z.coerce.number().int().min(1).max(MAX_ROW_ID).optional() });

export const credentialRoutes: RestRoute[] = [
  {
    pattern: /\/cuahang\/v1\/credentials/,
    methods: ["GET"],
    namespace: "cuahang/v1",
    handler: async ({ request, context, userId }) => {
      const access = await shopStaffFor(context, userId);
      if (!access.ok) return access.response;
      const query = readParams(request, params);
      if (!query.ok) return query.response;
      const [{ items, total }, users] = await Promise.all([listCredentials(context.db, query.value.user ?? null, access.staff), credentialHolders(context.db, access.staff)]);
      const response = restResponse({
        total,
        items: items.map((c) => ({
          kind: c.kind,
          id: c.id,
          user: { id: c.user.id, username: c.user.login, name: c.user.displayName },
          name: c.name,
          permissions: c.permissions,
          truncated_key: c.truncatedKey,
          created: gmtDate(c.createdAt),
          last_used: c.lastUsedAt === null ? null : gmtDate(c.lastUsedAt),
          last_ip: c.lastIp,
          can_revoke: mayManage(access.staff, c.user),
        })),
        users: users.map((u) => ({ id: u.id, username: u.login, name: u.displayName })),
      });
      response.headers.set("Cache-Control", "no-store");
      return response;
    },
  },
];
