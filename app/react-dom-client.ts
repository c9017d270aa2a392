/**
 * React DOM's client, required from React's own chunk (scripts/first-visit-chunks.ts). The package is CommonJS:
 * its factory, the largest piece of code a page runs at start, executes where it is first required. Required
 * here, it runs when the bootstrap evaluates React's chunk, in a task of its own (docs/decisions/0009).
 */
export { hydrateRoot } from 'react-dom/client';
