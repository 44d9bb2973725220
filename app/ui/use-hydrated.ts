import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the server renders and while the page hydrates, true once scripts run the page
 * (at once for a component first drawn in the browser). React draws again after hydration when
 * it turns true, without an effect setting state.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
