import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../../db/schema";
import { type Database, queryRows } from "../../../platform/.server/db";
import { afterCatalogWrite } from "../../../platform/.server/versioned-cache";
import { cloneSeededDatabase } from "../../../../tests/support/db";
import { listProducts } from "./products";

/*
 * Product names in Vietnamese dictionary order (issue 17): the letters by the Vietnamese
 * alphabet, then the tones (none, huyền, hỏi, ngã, sắc, nặng), syllable by syllable, case aside,
 * through the key the database keeps per product (`vn_sort_key`, migration 0014) on PGlite
 * (no ICU) and PostgreSQL alike.
 */
let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

/** `words` sorted by the database's key, ties (equal keys) kept in the given order. */
async function sortedByKey(words: string[]): Promise<string[]> {
  const rows = await queryRows<{ w: string }>(
    database.db,
    sql`select w from unnest(${sql.param(words)}::text[]) with ordinality as u(w, n)
        order by public.vn_sort_key(w) collate "C", n`,
  );
  return rows.map((r) => r.w);
}

const keysOf = async (words: string[]) =>
  (await queryRows<{ k: string }>(database.db, sql`select public.vn_sort_key(w) as k from unnest(${sql.param(words)}::text[]) with ordinality as u(w, n) order by n`)).map((r) => r.k);

/** Each list is in order; the database is given it reversed. */
const expectOrdered = async (ordered: string[]) => expect(await sortedByKey(ordered.toReversed())).toEqual(ordered);

describe("the Vietnamese name key", () => {
  it("orders letters by the Vietnamese alphabet, with f, j, w and z where Latin has them", async () => {
    await expectOrdered([..."aăâbcdđeêfghijklmnoôơpqrstuưvwxyz"]);
  });

  it("puts ă and â after every a, ơ after ô after o, ư after u, and đ after every d", async () => {
    await expectOrdered(["Mặt", "Mũ"]);
    await expectOrdered(["Dầu", "Dép"]);
    await expectOrdered(["Dừa", "Dz", "Đá", "Đầm", "Eo"]);
    await expectOrdered(["Áo", "Ăn", "Ấm", "Bát"]);
    await expectOrdered(["Cỏ", "Cổ", "Cờ", "Cu", "Cừ"]);
  });

  it("decides by tone only between the same letters, in the dictionaries' order", async () => {
    await expectOrdered(["ma", "mà", "mả", "mã", "má", "mạ", "mac"]);
    await expectOrdered(["Mùa", "Múa", "mưa", "Mừa"]);
  });

  it("compares syllable by syllable: a shorter syllable first, a syllable's tone before the next syllable", async () => {
    await expectOrdered(["ba", "ba ba", "bà", "bà ba", "bàn"]);
    await expectOrdered(["Mũ bucket vải kaki", "Mũi giày"]);
    await expectOrdered(["Áo sơ mi", "Áo sơ mi lụa", "Áo thun"]);
  });

  it("knows every form of every letter: a vowel's tones in order, upper case as lower case", async () => {
    const tones = ["", "\u0300", "\u0309", "\u0303", "\u0301", "\u0323"]; // none, huyền, hỏi, ngã, sắc, nặng
    for (const vowel of "aăâeêioôơuưy") {
      const forms = tones.map((mark) => `${vowel}${mark}`.normalize("NFC"));
      await expectOrdered(forms);
      const keys = await keysOf([...forms, ...forms.map((f) => f.toUpperCase())]);
      expect(keys.slice(6), vowel).toEqual(keys.slice(0, 6));
    }
    const consonants = [..."bcdđfghjklmnpqrstvwxz"];
    expect(await keysOf(consonants.map((c) => c.toUpperCase()))).toEqual(await keysOf(consonants));
  });

  it("ignores case, extra spaces and how the marks were typed (composed or not)", async () => {
    const keys = await keysOf(["Đồng hồ", "đỒNG HỒ", "  Đồng   hồ ", "Đồng hồ".normalize("NFD")]);
    expect(new Set(keys).size).toBe(1);
  });

  it("sorts digits before letters and other signs before digits", async () => {
    await expectOrdered(["Bộ 3 món", "Bộ khăn"]);
    await expectOrdered(["Kem +", "Kem 50", "Kem chống nắng"]);
  });
});

describe("the shop's name order", () => {
  /** The listing as a shopper sees it, read again after the tests' own edits (decision 013). */
  const namesInShop = async () => {
    afterCatalogWrite(database.db);
    return (await listProducts(database.db, { sort: "menu_order", page: 1, perPage: 1000 })).items.map((p) => p.name);
  };
  /** A name's first letter with its tone taken off: "Ấm" → "â", "Đầm" → "đ". */
  const firstLetter = (name: string) => name[0]!.toLowerCase().normalize("NFD").replace(/[\u0300\u0301\u0303\u0309\u0323]/g, "").normalize("NFC");
  const ALPHABET = [..."aăâbcdđeêfghijklmnoôơpqrstuưvwxyz"];

  it("lists the demo products by first letter in the Vietnamese alphabet, Mặt before Mũ, Dầu before Dép, Đ after every D", async () => {
    const names = await namesInShop();
    const letters = names.map(firstLetter);
    expect(letters.every((l) => ALPHABET.includes(l))).toBe(true);
    const ranks = letters.map((l) => ALPHABET.indexOf(l));
    expect(ranks).toEqual(ranks.toSorted((a, b) => a - b));

    const at = (name: string) => names.indexOf(name);
    expect(at("Mặt nạ ngủ môi dâu tây")).toBeGreaterThanOrEqual(0);
    expect(at("Mặt nạ ngủ môi dâu tây")).toBeLessThan(at("Mũ bucket vải kaki"));
    expect(at("Dầu gội thảo dược bồ kết 300 ml")).toBeLessThan(at("Dép quai ngang da"));
    const lastD = letters.lastIndexOf("d");
    const firstĐ = letters.indexOf("đ");
    expect(lastD).toBeGreaterThanOrEqual(0);
    expect(firstĐ).toBeGreaterThan(lastD);
    // Within a letter: ầ (â) before è (e) before ồ (ô), then word by word.
    expect(names.filter((n) => n.startsWith("Đ"))).toEqual([
      "Đầm len tăm ôm dáng",
      "Đầm lụa hai dây dự tiệc",
      "Đầm midi hoa nhí cổ vuông",
      "Đầm sơ mi thắt eo",
      "Đèn ngủ gốm để bàn",
      "Đồng hồ cơ lộ máy automatic",
      "Đồng hồ dây da nam cổ điển",
      "Đồng hồ mặt vuông tối giản",
      "Đồng hồ nữ dây lưới vàng hồng",
      "Đồng hồ thể thao chống nước 10 ATM",
    ]);
  });

  it("keeps the same order across pages of 24", async () => {
    const all = await namesInShop();
    const paged: string[] = [];
    for (let page = 1; paged.length < all.length; page++) {
      const { items } = await listProducts(database.db, { sort: "menu_order", page, perPage: 24 });
      expect(items.length).toBeGreaterThan(0);
      paged.push(...items.map((p) => p.name));
    }
    expect(paged).toEqual(all);
  });

  it("keeps every product's key from its name, also after a rename", async () => {
    const stale = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products where name_sort_key is distinct from public.vn_sort_key(name)`,
    );
    expect(stale[0]!.n).toBe(0);

    const [mu] = await database.db.select({ id: products.id }).from(products).where(eq(products.name, "Mũ bucket vải kaki"));
    await database.db.update(products).set({ name: "Ăn dặm: Mũ bucket vải kaki" }).where(eq(products.id, mu!.id));
    const names = await namesInShop();
    const renamed = names.indexOf("Ăn dặm: Mũ bucket vải kaki");
    // After every "Á…" name (a), before every "Ấ…"/"B…" one.
    expect(names.slice(0, renamed).every((n) => firstLetter(n) === "a")).toBe(true);
    expect(names.slice(renamed + 1).every((n) => firstLetter(n) !== "a")).toBe(true);
  });
});
