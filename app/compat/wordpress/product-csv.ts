import { createReadStream } from "node:fs";
import type { AppLoadContext } from "react-router";
import { accountById } from "~/features/account/.server/users";
import { isStoreAdmin } from "~/features/account/roles";
import { importProductsCsv } from "~/features/catalog/.server/product-import";
import { productsCsv } from "~/features/catalog/.server/product-export";
import { tProductCsv } from "~/lib/i18n/areas/product-csv";
import { readUpload } from "./media";
import { type RestRoute, restError, restResponse } from "./rest-response";

/**
 * The back office's products CSV (issue 22), WooCommerce's format both ways, for shop staff:
 * `POST cuahang/v1/products/import` takes the file (`file`, multipart) and `dry_run=1` for the
 * preview (everything read and written, then rolled back: its counts are the import's); `GET
 * cuahang/v1/products/export` answers the whole catalogue as a download.
 */

const PREVIEW_ROWS = 10;
const MB = 1024 * 1024;

async function isStaff(context: AppLoadContext, userId: number): Promise<"ok" | 401 | 403> {
  const account = userId > 0 ? await accountById(context.db, userId) : null;
  if (account && isStoreAdmin(account.roles)) return "ok";
  return account ? 403 : 401;
}

export const productCsvRoutes: RestRoute[] = [
  {
    pattern: /\/cuahang\/v1\/products\/import/,
    methods: ["POST"],
    namespace: "cuahang/v1",
    handler: async ({ request, context, userId }) => {
      const access = await isStaff(context, userId);
      if (access !== "ok") return restError("rest_cannot_create", tProductCsv("rest.cannotImport"), access);
      const read = await readUpload(request, context);
      if (!read.ok) return restError("rest_upload_no_data", tProductCsv("rest.noFile"), 400);
      try {
        const { upload } = read;
        if (upload.cut) return restError("rest_upload_file_too_big", tProductCsv("rest.fileTooBig", { limit: Math.floor(context.media.fileBytes / MB) }), 400);
        if (upload.size === 0) return restError("rest_upload_no_data", tProductCsv("rest.noFile"), 400);
        const account = await accountById(context.db, userId);
        const summary = await importProductsCsv(context.db, createReadStream(upload.path), {
          dryRun: upload.fields.dry_run === "1" || upload.fields.dry_run === "true",
          uploadsDir: context.site.uploadsDir,
          maxPixels: context.media.maxPixels,
          staffId: account?.id ?? null,
          previewRows: PREVIEW_ROWS,
        });
        return restResponse(summary);
      } finally {
        await read.cleanUp();
      }
    },
  },
  {
    pattern: /\/cuahang\/v1\/products\/export/,
    methods: ["GET"],
    namespace: "cuahang/v1",
    handler: async ({ context, userId }) => {
      const access = await isStaff(context, userId);
      if (access !== "ok") return restError("rest_forbidden", tProductCsv("rest.cannotExport"), access);
      // Read whole: a back office export is a shop's catalogue; a very large one has `npm run export`.
      let body = "";
      for await (const chunk of productsCsv(context.db, { siteUrl: context.site.url })) body += chunk;
      return new Response(body, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="san-pham-${context.now().toISOString().slice(0, 10)}.csv"`,
          "Cache-Control": "no-store, private",
        },
      });
    },
  },
];
