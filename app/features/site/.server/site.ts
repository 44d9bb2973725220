import { asc, eq, inArray } from "drizzle-orm";
import { menuItems, menus, options } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import { memoPerDb } from "../../../platform/.server/memo";
import { listenToPeers, tellPeers } from "../../../platform/.server/peers";
import { type MenuItem, buildMenuTree } from "../menu";
import { type SiteOptions, parseSiteOptions, siteOptionSchemas } from "../options";

export type SiteChrome = { options: SiteOptions; menus: { primary: MenuItem[]; footer: MenuItem[] } };

/**
 * Options and menus are on every page and change a few times a year: read them every 10 s at
 * most, and again at once after the owner's change (`forgetSiteChrome`).
 */
const chrome = memoPerDb(10_000, (db: Db) => readSiteChrome(db));
const PEER_TOPIC = "site-chrome";
const listening = new WeakSet<Db>();

export const loadSiteChrome = (db: Db): Promise<SiteChrome> => {
  if (!listening.has(db)) {
    listening.add(db);
    listenToPeers(db, PEER_TOPIC, () => chrome.forget(db));
  }
  return chrome(db, null);
};

/**
 * After a committed change of options or menus: this thread reads them again on its next page,
 * and tells the other threads to (another process sees the change within the 10 s).
 */
export function forgetSiteChrome(db: Db): void {
  chrome.forget(db);
  tellPeers(db, PEER_TOPIC, "");
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
