import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogLine } from './request-log';

describe('the request logged', () => {
  it('keeps Fastify’s fields and leaves a calendar address’s secret out', () => {
    const request = { method: 'GET', url: `/api/calendar/${'s'.repeat(43)}/actions.ics`, headers: {}, host: 'agence.fr', ip: '127.0.0.1', socket: { remotePort: 4242 } };
    expect(requestLogLine(request as unknown as FastifyRequest)).toEqual({
      method: 'GET',
      url: '/api/calendar/…/actions.ics',
      version: undefined,
      host: 'agence.fr',
      remoteAddress: '127.0.0.1',
      remotePort: 4242,
    });
  });
});
