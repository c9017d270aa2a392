import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { answerFor, type StaticFile } from './static-answers';

/**
 * The front of the HTTP server (docs/decisions/0431-static-answers-before-fastify.md): a plain GET for a page or a
 * hashed asset held in memory is answered here, from the answer Fastify's route would send, before Fastify turns
 * the request into its own objects and runs its hooks, which cost a page more CPU than nginx spends on it whole.
 * Any other request goes on to Fastify: another method, a conditional request, a path not held in memory, and a
 * public page while maintenance mode is on or the settings' cached copy is stale.
 */
export interface StaticFront {
  /** Given the files once the site is loaded, and whether public pages may be served right now. */
  install(files: Map<string, StaticFile>, pagesOpen: () => boolean): void;
  /** For Fastify's `serverFactory` option (its documented way of supplying the HTTP server). */
  serverFactory: FastifyServerFactory;
}

export function staticFront(): StaticFront {
  let files = new Map<string, StaticFile>();
  let pagesOpen = () => false;

  const answered = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' || request.headers['if-none-match'] !== undefined) return false;
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const file = files.get(query === -1 ? url : url.slice(0, query));
    if (!file || (file.isPage && !pagesOpen())) return false;
    const answer = answerFor(file, request.headers['accept-encoding']);
    response.writeHead(200, answer.headerList).end(answer.body);
    return true;
  };

  return {
    install(loaded, open) {
      files = loaded;
      pagesOpen = open;
    },
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        if (!answered(request, response)) handler(request, response);
      });
      // Fastify's defaults for the server it creates itself (docs/Reference/Server.md), kept as they were.
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = 0;
      return server;
    },
  };
}
