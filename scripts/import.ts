/**
 * `npm run import -- <kind> …`: bringing a shop's data in from WooCommerce's files (issue 22).
 * One subcommand per kind of file: products in scripts/import-export/, WordPress's files in scripts/import/.
 *
 *   products FILE.csv [--images DIR] [--dry-run] [--continue-on-error]   WooCommerce's product CSV
 *   wxr FILE.xml [--uploads DIR] [--dry-run] [--continue-on-error]       a WordPress export file
 *   customers FILE.csv|FILE.json [--dry-run] [--continue-on-error]       WooCommerce's customers
 */
import { PRODUCTS_IMPORT_USAGE, importProductsCommand } from "./import-export/products-import";
import { UsageError } from "./import-export/database";
import { CUSTOMERS_IMPORT_USAGE, WXR_IMPORT_USAGE, wordpressImportCommand } from "./import/wordpress-command";

const commands: Record<string, { usage: string; run: (args: string[]) => Promise<number> }> = {
  products: { usage: PRODUCTS_IMPORT_USAGE, run: importProductsCommand },
  wxr: { usage: WXR_IMPORT_USAGE, run: wordpressImportCommand("wxr") },
  customers: { usage: CUSTOMERS_IMPORT_USAGE, run: wordpressImportCommand("customers") },
};

const usage = () => `Cách dùng:\n${Object.values(commands).map((c) => `  ${c.usage}`).join("\n")}`;

async function main(): Promise<void> {
  const [kind, ...rest] = process.argv.slice(2);
  const command = kind ? commands[kind] : undefined;
  if (!command) throw new UsageError(kind ? `không biết loại "${kind}"` : "cần một loại dữ liệu");
  process.exitCode = await command.run(rest);
}

main().catch((error: unknown) => {
  const usageMistake = error instanceof UsageError || (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS"));
  console.error(usageMistake ? `Lỗi: ${(error as Error).message}\n${usage()}` : error);
  process.exitCode = 1;
});
