import { asc, eq, inArray } from "drizzle-orm";
import { menuItems, menus, options } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import { type MenuItem, buildMenuTree } from "../menu";
import { type SiteOptions, parseSiteOptions, siteOptionSchemas } from "../options";

export type SiteChrome = { options: SiteOptions; menus: { primary: MenuItem[]; footer: MenuItem[] } };

/**
 * Options and menus change a few times a year but are on every page: keep them for a few
 * seconds per process instead of querying them on every request.
 */
const CHROME_TTL_MS = 10_000;
const cache = new WeakMap<Db, { at: number; value: Promise<SiteChrome> }>();

export function loadSiteChrome(db: Db, now = Date.now()): Promise<SiteChrome> {
  const hit = cache.get(db);
  if (hit && now - hit.at < CHROME_TTL_MS) return hit.value;
  const value = readSiteChrome(db);
  cache.set(db, { at: now, value });
  value.catch(() => cache.delete(db));
  return value;
}

async function readSiteChrome(db: Db): Promise<SiteChrome> {
  const [optionRows, itemRows] = await Promise.all([
    db.select({ name: options.name, value: options.value }).from(options)
      .where(inArray(options.name, Object.keys(siteOptionSchemas))),
    db.select({ id: menuItems.id, parentId: menuItems.parentId, label: menuItems.label, url: menuItems.url, location: menus.location })
      .from(menuItems)
      .innerJoin(menus, eq(menus.id, menuItems.menuId))
      .orderBy(asc(menuItems.position), asc(menuItems.id)),
  ]);
  return {
    options: parseSiteOptions(optionRows),
    menus: {
      primary: buildMenuTree(itemRows.filter((r) => r.location === "primary")),
      footer: buildMenuTree(itemRows.filter((r) => r.location === "footer")),
    },
  };
}
