import type { FastifyRequest } from 'fastify';
import { withoutCalendarSecret } from '../../domain/calendar-feed';
import { withoutSurveySecret } from '../../domain/satisfaction';

/**
 * Fastify's own request serializer, with the secret of a calendar address left out of the address logged: that
 * secret is the credential of a user's feed (docs/decisions/0474-calendar-feed.md); so is a satisfaction survey's
 * (0487).
 */
export function requestLogLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSurveySecret(withoutCalendarSecret(request.url)),
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
