/**
 * The client's `hydrateRoot`, kept in the runtime's own chunk (scripts/first-visit-chunks.ts), which the
 * bootstrap evaluates in a task of its own. In the browser `react-dom/client` resolves to Preact's compat
 * client (docs/decisions/0291); React's CommonJS factory ran where it was first required (decision 0009).
 */
export { hydrateRoot } from 'react-dom/client';
