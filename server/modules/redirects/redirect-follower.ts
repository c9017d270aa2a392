import type { FastifyRequest } from 'fastify';
import { humanVisitDetector } from '../events/human-visit';
import type { SiteRedirects } from './site-redirects-service';

/**
 * What the site's 404 asks before answering (0465): the page an address is redirected to, a person's visit counted
 * first (0466), as a tracking link counts its clicks. A count that cannot be written still sends the visitor on.
 */
export function redirectFollower(siteRedirects: SiteRedirects) {
  const isHumanVisit = humanVisitDetector();
  return async (path: string, request: FastifyRequest): Promise<string | undefined> => {
    const redirect = await siteRedirects.targetOf(path);
    if (redirect && isHumanVisit(request)) {
      await siteRedirects.countUse(redirect).catch((error: unknown) => {
        request.log.error({ err: error, path }, 'Visite d’une redirection non comptée : visiteur redirigé quand même');
      });
    }
    return redirect?.to;
  };
}
