import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, type Location } from 'react-router';
import type { Route } from './+types/root';
import { sendClientErrorReport } from './features/client-errors/send-report';
import { useRedirectLoopWatch } from './features/client-errors/use-redirect-loop-watch';
import { ICON_SYMBOLS_ID } from './ui/icon-symbols';
import { IconSymbols } from './ui/sprite-icon';
import { loadRestStylesheet } from './ui/rest-stylesheet';
import './app.css';

/**
 * Where React Router keeps a page's scroll position. A history entry that React Router did not write (an in-page
 * `#hash` link, a fragment set by the admin's section navigation) has the key 'default', the same as the first
 * page of the visit: keyed by its address instead, a `#hash` never inherits the position of another entry, and
 * React Router scrolls to its element as the browser would.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key);

export function Layout({ children }: { children: ReactNode }) {
  // Once the document is hydrated (the crash screen too), the rest of the stylesheet is applied and the document
  // is marked: browser tests wait for it.
  useEffect(() => {
    void loadRestStylesheet().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return (
    <html lang="fr" className="dark">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#05070f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* The first frame waits for the icon symbols, drawn after the whole page: no frame shows a half-parsed
            document, so nothing moves while the HTML arrives (decision 0009). */}
        <link rel="expect" href={`#${ICON_SYMBOLS_ID}`} blocking="render" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-ink-950 font-sans text-gray-200 antialiased">
        {children}
        <IconSymbols />
        <ScrollRestoration getKey={scrollKey} />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useRedirectLoopWatch();
  return <Outlet />;
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status">
      <span className="text-gray-400">Chargement…</span>
    </div>
  );
}

/* The crash screen speaks French like the rest of the interface (docs/decisions/0004-french-everywhere.md). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const details = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Erreur inconnue';
  useEffect(() => {
    // A missing page is not a crash; anything else is reported for the back-office error check.
    if (isRouteErrorResponse(error) && error.status < 500) return;
    sendClientErrorReport({ kind: 'render-crash', message: details, detail: error instanceof Error ? (error.stack ?? '') : '' });
  }, [error, details]);
  return (
    <main className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="text-3xl font-bold text-white">Un problème est survenu</h1>
      <p className="mt-4 text-gray-300">{details}</p>
      <button
        type="button"
        className="mt-8 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        onClick={() => window.location.reload()}
      >
        Réessayer
      </button>
    </main>
  );
}
