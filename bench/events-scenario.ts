import type { HttpScenario } from './http';

/** POST /api/events as a browser sends it. */
const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const pages = ['/', '/contact', '/workflows-assistants', '/pricing', '/team'];
let sequence = 0;

export const eventsScenario: HttpScenario = {
  name: 'POST /api/events (SQLite)',
  path: '/api/events',
  method: 'POST',
  headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
  body: () => {
    sequence += 1;
    return JSON.stringify({ event: 'page_view', page: pages[sequence % pages.length], properties: { title: 'Banc d’essai', n: sequence } });
  },
  connections: 20,
  target: { minRequestsPerSecond: 8000 },
};
