import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { landingPath, QR_SCAN_MARKER } from '../../../domain/tracking-links';
import { TRACKING_CODE_FORMAT } from '../../../domain/tracking-links-attribution';
import { z } from '../../../domain/validation/zod';
import { botDetector } from '../events/bot-filter';
import { trackingLinksService, type VisitKind } from './service';

const isPrefetch = (request: FastifyRequest) =>
  [request.headers.purpose, request.headers['sec-purpose']].some((value) => typeof value === 'string' && value.includes('prefetch'));

/**
 * The public short address of a tracking link: it sends the visitor to the home page with the link's UTM
 * parameters and counts the visit in the same request: the answer leaves once the visit is on disk. HEAD
 * requests, prefetches and robots are sent on without being counted; an unknown or inactive code goes to the
 * home page. A visit whose group cannot be stored is still sent on, uncounted.
 */
export async function trackingRedirectRoutes(app: FastifyInstance): Promise<void> {
  const links = trackingLinksService(app.db, app.config.publicUrl);
  const isRobot = botDetector();

  /** The link to send the visitor to. A database failure is logged, never answered with an error. */
  const landingLink = async (request: FastifyRequest, code: string, counting: VisitKind | undefined) => {
    if (counting) {
      try {
        return await links.recordVisit(code, counting);
      } catch (error) {
        request.log.error({ err: error, trackingCode: code }, 'Tracking visit lost: its group could not be stored');
      }
    }
    try {
      return await links.findActiveByCode(code);
    } catch (error) {
      request.log.error({ err: error, trackingCode: code }, 'Tracking link unreadable: visitor sent to the home page');
      return undefined;
    }
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/t/:code',
    {
      schema: {
        params: z.object({ code: z.string() }),
        querystring: z.object({ [QR_SCAN_MARKER]: z.string().optional() }).loose(),
        response: { 302: z.null().describe('Redirection vers la page d’arrivée avec ses paramètres UTM (en-tête Location)') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const code = request.params.code.toLowerCase();
      if (!TRACKING_CODE_FORMAT.test(code)) return reply.redirect('/', 302);
      const userAgent = String(request.headers['user-agent'] ?? '');
      const counted = request.method === 'GET' && !isPrefetch(request) && userAgent !== '' && !isRobot(userAgent);
      const kind = request.query[QR_SCAN_MARKER] === '1' ? 'scan' : 'click';
      const link = await landingLink(request, code, counted ? kind : undefined);
      return reply.redirect(link ? landingPath(link) : '/', 302);
    },
  );
}
