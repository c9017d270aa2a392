import { eventsScenario } from './events-scenario';
import type { HttpScenario } from './http';

let sequence = 0;
export const contactBody = () =>
  JSON.stringify({
    name: 'Jean Dupont',
    email: `bench-${(sequence += 1)}@exemple.fr`,
    company: 'Banc Essai',
    phone: '06 12 34 56 78',
    subject: 'Demande de contact - Banc Essai',
    message: 'Message de mesure de performance, assez long pour passer.',
    website: '',
  });

/** Public endpoints measured by `npm run bench`, with the targets the product commits to. */
export const httpScenarios: HttpScenario[] = [
  { name: 'GET / (page pré-rendue, brotli)', path: '/', headers: { 'accept-encoding': 'br' }, connections: 50, target: { minRequestsPerSecond: 5000 } },
  {
    name: 'POST /api/contact (SQLite)',
    path: '/api/contact',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: contactBody,
    // Each answer waits for the WAL sync of the group holding its row (docs/decisions/0320-durable-public-writes.md).
    connections: 20,
    target: { minRequestsPerSecond: 4000, maxP99Ms: 10 },
  },
  eventsScenario,
];
