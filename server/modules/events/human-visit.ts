import type { FastifyRequest } from 'fastify';
import { botDetector } from './bot-filter';

const isPrefetch = (request: FastifyRequest) =>
  [request.headers.purpose, request.headers['sec-purpose']].some((value) => typeof value === 'string' && value.includes('prefetch'));

/**
 * Whether a request to a public address is a person's visit, to be counted: a GET with a user agent that is
 * no robot's, not a browser's prefetch. HEAD requests, link checkers and previews are sent on uncounted.
 */
export function humanVisitDetector() {
  const isRobot = botDetector();
  return (request: FastifyRequest): boolean => {
    if (request.method !== 'GET' || isPrefetch(request)) return false;
    const userAgent = String(request.headers['user-agent'] ?? '');
    return userAgent !== '' && !isRobot(userAgent);
  };
}
