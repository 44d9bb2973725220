import { useRouteLoaderData } from "react-router";
import { THEME_OPTION_DEFAULTS, type ThemeOptions } from "./options";

/** What the site layout's loader hands every page of the owner's settings. */
type SiteSettings = { theme: ThemeOptions; cartRedirectAfterAdd: "yes" | "no" };

/**
 * The theme options and shop settings in any component below the site layout (spec §3 "Theme
 * options read on the page"); the defaults where there is no layout (a bare error page).
 */
export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData("routes/site-layout") as Partial<SiteSettings> | undefined;
  return { theme: data?.theme ?? THEME_OPTION_DEFAULTS, cartRedirectAfterAdd: data?.cartRedirectAfterAdd ?? "no" };
}
