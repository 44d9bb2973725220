import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { t } from "./lib/i18n";
import { PAGE_SCRIPTS_READY, heldWorkSettled } from "./lib/page-scripts-ready";
import { errorPageText } from "./ui/error-page-text";
import stylesheet from "./app.css?url";

export function links(): Route.LinkDescriptors {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

/** The document shell: Vietnamese, with the CSP nonce on every inline script. */
export function loader({ context }: Route.LoaderArgs) {
  return { nonce: context.cspNonce };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Browsers blank a script's nonce attribute once it is in the document ("nonce hiding"), so
  // the client renders "" to match what hydration finds there; only the server sends the value.
  const nonce = typeof document === "undefined" ? data?.nonce : "";
  // The root's effects run after every other of the first render's: the page's listeners are in.
  // The event goes out in a task of its own, as the starter then types again what the shopper
  // typed and does the held taps: React must take them as the shopper's own events. Inside its
  // effects it cannot draw at once, and puts a controlled field back to the value it last drew
  // (a quantity typed before hydration was posted as 1). Parts whose listeners come with code
  // their first effect fetches (contact forms) are waited for.
  useEffect(() => {
    void heldWorkSettled().then(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        window.dispatchEvent(new Event(PAGE_SCRIPTS_READY));
      };
      channel.port2.postMessage(0);
    });
  }, []);
  return (
    <html lang="vi">
      <head>
        <meta charSet="utf-8" />
        {/* Here, not in a meta export: a route's meta replaces its parents', and phones need this on every page. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/*
          The one render-blocking stylesheet as a React resource (`precedence`): React puts it in
          the head before the route modules' preload links, so a phone asks for it first instead of
          queueing it behind two dozen scripts.
        */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* Styles keep their nonce attribute visible, so they get the real value on both sides. */}
        <Links nonce={data?.nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort when even the site layout failed: a plain Vietnamese message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { title, text } = errorPageText(error);
  return (
    <main className="container-page py-16 text-center">
      <title>{title}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4">{text}</p>
      <p className="mt-6">
        <a className="btn-primary" href="/">{t("error.backHome")}</a>
      </p>
    </main>
  );
}
