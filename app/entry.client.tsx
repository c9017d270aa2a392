import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from './react-dom-client';
import { HydratedRouter } from 'react-router/dom';
import { ROUTE_MODULES_READY } from '../domain/first-paint';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * The pre-rendered page is complete: the browser paints it before React takes the main thread over.
 * The paint is observed rather than waited for with timers, which tests may freeze.
 */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return run();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    run();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A tab put in the background before its first paint never paints.
  document.addEventListener('visibilitychange', start, { once: true });
  window.setTimeout(start, 3000);
}

/**
 * The bootstrap written by scripts/first-paint.ts imports the route modules after the paint and sets them
 * on window; this module can run before that (the root's chunk carries it), so it waits for the signal.
 */
function whenRouteModulesReady(run: () => void) {
  if ((window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules) return run();
  window.addEventListener(ROUTE_MODULES_READY, run, { once: true });
}

afterFirstPaint(() => whenRouteModulesReady(hydrate));
