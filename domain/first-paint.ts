/** Sent once the route modules are on window, after the first paint (scripts/first-paint.ts, app/entry.client.tsx). */
export const ROUTE_MODULES_READY = 'route-modules-ready';
