export type { MenuItem } from "./menu";
export type { SiteOptions } from "./options";
