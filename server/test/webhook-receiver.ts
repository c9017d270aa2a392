import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A webhook receiver on loopback that answers 500 to its first `failures` requests, 204 to the others. */
export async function startWebhookReceiver(failures = 0) {
  const received: ReceivedWebhook[] = [];
  let seen = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      seen += 1;
      received.push({ headers: request.headers, body });
      response.writeHead(seen <= failures ? 500 : 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
