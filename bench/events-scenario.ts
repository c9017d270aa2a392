/** POST /api/events as a browser sends it; shaped like the other HTTP scenarios of `npm run bench`. */
const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const pages = ['/', '/contact', '/workflows-assistants', '/pricing', '/team'];
let sequence = 0;

export const eventsScenario = {
  name: 'POST /api/events (SQLite)',
  path: '/api/events',
  method: 'POST' as const,
  headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
  body: () => {
    sequence += 1;
    return JSON.stringify({ event: 'page_view', page: pages[sequence % pages.length], properties: { title: 'Banc d’essai', n: sequence } });
  },
  connections: 10,
  target: { minRequestsPerSecond: 1500, maxP99Ms: 25 },
};
