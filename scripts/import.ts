/**
 * `npm run import -- <kind> …`: bringing a shop's data in from WooCommerce's files (issue 22).
 * One subcommand per kind of file: products in scripts/import-export/, WordPress's files in scripts/import/.
 *
 *   products FILE.csv [--images DIR] [--dry-run] [--continue-on-error]   WooCommerce's product CSV
 *   wxr FILE.xml [--uploads DIR] [--dry-run] [--continue-on-error]       a WordPress export file
 *   customers FILE.csv|FILE.json [--dry-run] [--continue-on-error]       WooCommerce's customers
 */
import { PRODUCTS_IMPORT_USAGE, importProductsCommand } from "./import-export/products-import";
import { type Subcommand, runSubcommand } from "./import-export/database";
import { CUSTOMERS_IMPORT_USAGE, WXR_IMPORT_USAGE, wordpressImportCommand } from "./import/wordpress-command";

const commands: Record<string, Subcommand> = {
  products: { usage: PRODUCTS_IMPORT_USAGE, run: importProductsCommand },
  wxr: { usage: WXR_IMPORT_USAGE, run: wordpressImportCommand("wxr") },
  customers: { usage: CUSTOMERS_IMPORT_USAGE, run: wordpressImportCommand("customers") },
};

await runSubcommand(commands);
