import './browser-runtime';
import { StrictMode } from 'react';
import { hydrateRoot } from './react-dom-client';
import { HydratedRouter } from 'react-router/dom';
import { ROUTE_MODULES_READY } from '../domain/first-paint';
import { startSlicedHydration } from './ui/hydration-slice';
import { loadRestStylesheet } from './ui/rest-stylesheet';
import { nextTask, queueTask } from './ui/next-task';

/**
 * React Router decodes the pre-rendered state asynchronously and, on its first render, throws the promise of
 * that decoding (React suspends the root on it). Preact has no root suspension (docs/decisions/0291), so the
 * router is prepared by calls made outside any render:
 * - the first starts the decoding and throws its promise, awaited here;
 * - the second, in a task of its own, creates the router from the decoded state, then fails at its first hook,
 *   outside a render: that error is expected. Hydrating later finds the router created and does not pay for it.
 * `e2e/` journeys hydrate every page this way.
 */
const prepareRouter = HydratedRouter as (props: object) => unknown;

async function routerPrepared() {
  try {
    prepareRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
  await nextTask();
  try {
    prepareRouter({});
  } catch {
    // the first hook, called outside a render
  }
  await nextTask();
}

function hydrate() {
  // The rest of the stylesheet, preloaded by the bootstrap, applies in the task that follows the root's
  // hydration, before any slice draws something that needs it (the consent banner, a toast); parsing it does
  // not lengthen the root's task.
  queueTask(() => void loadRestStylesheet());
  startSlicedHydration();
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
}

/**
 * The pre-rendered page is complete: the browser paints it before the runtime takes the main thread over.
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

afterFirstPaint(() => whenRouteModulesReady(() => void routerPrepared().then(hydrate)));
