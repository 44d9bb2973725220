import { type ComponentType, type Ref, lazy, useEffect, useState, useSyncExternalStore } from "react";
import { AS_DRAWN } from "./render-only";

type Loader<P> = () => Promise<ComponentType<P>>;

type Props<P extends object> = {
  /**
   * The component itself on the server, null in the browser's bundle: callers import it with
   * `import.meta.env.SSR ? await load() : null`, so the browser fetches it only through `load`.
   */
  server: ComponentType<P> | null;
  /** Its code for the browser; a module-level function, so the loaded component is shared. */
  load: Loader<P>;
  props: P;
  /** Whether the browser needs it live now (a section just opened). */
  wanted?: boolean;
  className?: string;
  /** The wrapper, for scripts that work on the markup whichever renders it. */
  rootRef?: Ref<HTMLDivElement>;
};

const noSubscription = () => () => {};
const lazies = new WeakMap<Loader<never>, ComponentType<never>>();

function lazyOf<P>(load: Loader<P>): ComponentType<P> {
  let component = lazies.get(load as Loader<never>) as ComponentType<P> | undefined;
  if (!component) {
    component = lazy(() => load().then((c) => ({ default: c })));
    lazies.set(load as Loader<never>, component as ComponentType<never>);
  }
  return component;
}

/**
 * Part of a page whose code the browser needs only later, if at all: the server renders it, and
 * hydration keeps that markup as it is (links, forms and the page's delegated scripts work on it)
 * until `wanted`; then `load`'s component takes over with the same props, so the same markup. A
 * page drawn in the browser (a client-side navigation) has no server markup: the code loads at
 * once, within the navigation.
 */
export function DeferredHydration<P extends object>({ server: Server, load, props, wanted = false, className, rootRef }: Props<P>) {
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const [fromServer] = useState(hydrating);
  const [Live, setLive] = useState<ComponentType<P> | null>(null);

  useEffect(() => {
    if (!fromServer || !wanted || Live) return;
    let current = true;
    load().then(
      (component) => current && setLive(() => component),
      () => {}, // Not fetched (offline, a new release): the server's markup keeps working as it is.
    );
    return () => {
      current = false;
    };
  }, [fromServer, wanted, Live, load]);

  if (Server) {
    return (
      <div ref={rootRef} className={className}>
        <Server {...props} />
      </div>
    );
  }
  if (fromServer && !Live) return <div ref={rootRef} className={className} dangerouslySetInnerHTML={AS_DRAWN} suppressHydrationWarning />;
  const Component = Live ?? lazyOf(load);
  return (
    <div ref={rootRef} className={className}>
      <Component {...props} />
    </div>
  );
}
