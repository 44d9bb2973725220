import { eq } from "drizzle-orm";
import { contactForms } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import { memoPerDb } from "../../../platform/.server/memo";
import { isoInShopZone } from "../../../lib/dates";
import { type ContactForm, formMessages, formSettings } from "../contact-form";
import { buildSchema } from "../schema";
import { parseTemplate } from "../template";

/**
 * A stored form, parsed and with its schema built, by its number (the REST contract's `{id}`) or,
 * as `[contact-form-7 id="lien-he"]` may name it, its slug. Forms change a few times a year and
 * are read on every submit and schema request: kept 10 s per thread.
 */
export const findContactForm: (db: Db, ref: number | string) => Promise<ContactForm | null> = memoPerDb(10_000, async (db: Db, ref: number | string) => {
  const [row] = await db
    .select()
    .from(contactForms)
    .where(typeof ref === "number" ? eq(contactForms.id, ref) : eq(contactForms.slug, ref))
    .limit(1);
  if (!row) return null;
  const messages = formMessages(row.messages);
  const template = parseTemplate(row.template);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    locale: row.locale,
    template,
    mail: row.mail,
    messages,
    settings: formSettings(row.settings),
    schema: buildSchema(template.tags, messages, row.locale, isoInShopZone(new Date()).slice(0, 10)),
  };
});
