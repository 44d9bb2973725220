import { defineConfig } from "drizzle-kit";

/** `npx drizzle-kit generate` writes SQL migrations from the schema; the app applies them at start. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
});
