import { useRouteLoaderData } from "react-router";
import type { ThemeOptions } from "./options";
import { THEME_OPTION_DEFAULTS } from "./theme-defaults";

/** What the site layout's loader hands every page of the owner's settings. */
type SiteSettings = { theme: ThemeOptions; cartRedirectAfterAdd: "yes" | "no" };

/**
 * The defaults stand in only where there is no layout: a bare error page, which the server
 * renders and the browser hydrates without any component that reads settings. Kept out of the
 * browser bundle (Vite folds `import.meta.env.SSR` to false there, and the import falls away).
 */
const FALLBACK_THEME: ThemeOptions | undefined = import.meta.env.SSR ? THEME_OPTION_DEFAULTS : undefined;

/**
 * The theme options and shop settings in any component below the site layout (spec §3 "Theme
 * options read on the page"); the defaults where there is no layout (a bare error page).
 */
export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData("routes/site-layout") as Partial<SiteSettings> | undefined;
  return { theme: (data?.theme ?? FALLBACK_THEME)!, cartRedirectAfterAdd: data?.cartRedirectAfterAdd ?? "no" };
}
