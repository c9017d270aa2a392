import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { landingPath, QR_SCAN_MARKER } from '../../../domain/tracking-links';
import { TRACKING_CODE_FORMAT } from '../../../domain/tracking-links-attribution';
import { z } from '../../../domain/validation/zod';
import { humanVisitDetector } from '../events/human-visit';
import { visitorKeyer } from '../events/visitor-key';
import { trackingLinksService, type TrackingLinkRow, type VisitKind } from './service';
import { deviceOf } from '../../../domain/analytics/device';
import { referrerHostOf } from './visitor-traits';
import { answers } from '../../../domain/api/answers';
import { redirectAnswer } from '../../../domain/api/public-answers';

/**
 * The public short address of a tracking link: it sends the visitor to the link's destination (the home page
 * without one) with its UTM parameters and counts the visit in the same request: the answer leaves once the
 * visit is on disk. HEAD requests, prefetches and robots are sent on without being counted; an unknown,
 * inactive or expired code goes to the home page. A visit whose group cannot be stored is still sent on,
 * uncounted. Maintenance mode lets these addresses through (maintenance.ts).
 */
export async function trackingRedirectRoutes(app: FastifyInstance): Promise<void> {
  const links = trackingLinksService(app.db, app.config.publicUrl);
  const isHumanVisit = humanVisitDetector();
  const keyOf = visitorKeyer();
  const ownHost = new URL(app.config.publicUrl).hostname;

  /** The link to send the visitor to. A database failure is logged, never answered with an error. */
  const landingLink = async (request: FastifyRequest, code: string, counting: VisitKind | undefined, userAgent: string) => {
    if (counting) {
      try {
        return await links.recordVisit({
          trackingCode: code,
          kind: counting,
          visitorKey: keyOf(request.ip, userAgent),
          referrer: referrerHostOf(request.headers.referer, ownHost),
          device: deviceOf(userAgent),
        });
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

  /** Only an https destination needs the allow-list, read from the settings' one-second cache. */
  const landingOf = async (link: TrackingLinkRow) =>
    landingPath(link, link.destination.startsWith('https:') ? await links.allowedDomains() : []);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/t/:code',
    {
      schema: {
        params: z.object({ code: z.string() }),
        // A visitor is always sent on: a repeated marker (`?qr=1&qr=1`) reads as its first value, never as a 400.
        querystring: z.object({ [QR_SCAN_MARKER]: z.union([z.string(), z.array(z.string())]).optional() }).loose(),
        // To the link's destination with its UTM parameters, or the home page when it has none.
        response: answers({ 302: redirectAnswer }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const code = request.params.code.toLowerCase();
      if (!TRACKING_CODE_FORMAT.test(code)) return reply.redirect('/', 302);
      const userAgent = String(request.headers['user-agent'] ?? '');
      const counted = isHumanVisit(request);
      const kind = [request.query[QR_SCAN_MARKER]].flat()[0] === '1' ? 'scan' : 'click';
      const link = await landingLink(request, code, counted ? kind : undefined, userAgent);
      return reply.redirect(link ? await landingOf(link) : '/', 302);
    },
  );
}
