import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { agencyClosuresAnswer, agencyClosuresSavedAnswer } from '../../../domain/api/settings-answers';
import { parisToday } from '../../../domain/paris-time';
import { announcedClosure, closureNoticeText, closureOn, closuresFrom, closureSpan, type AgencyClosure } from '../../../domain/settings/agency-closures';
import { agencyClosureMessages, agencyClosuresSchema, decodeAgencyClosures, encodeAgencyClosures } from '../../../domain/settings/agency-closures-schema';
import { fieldRefusal } from '../../lib/api-error';
import { perDatabase, storedList } from './stored-list';

/**
 * The days the agency closes besides weekends and public holidays (docs/decisions/0501-agency-closures.md): the
 * requests and prospects modules read them through this service to count their promises.
 */
export const agencyClosuresService = perDatabase((db) => {
  const list = storedList<AgencyClosure>(db, 'agency-closures', { decode: decodeAgencyClosures, encode: encodeAgencyClosures });
  return {
    current: list.current,
    replace: list.replace,
    /** Those not over on the Paris day of `now`, as the public site announces them. */
    async upcoming(now = new Date()): Promise<AgencyClosure[]> {
      return closuresFrom(await list.current(), parisToday(now));
    },
    /** What the public forms say of the closure under way or within two weeks; null when there is none. */
    async notice(now = new Date()): Promise<string | null> {
      const closure = announcedClosure(await list.current(), parisToday(now));
      return closure ? closureNoticeText(closure) : null;
    },
    /** Refuses a callback slot on a closed day, naming the closure, as a slot outside the opening hours is. */
    async assertSlotOpen(slot: string | null | undefined): Promise<void> {
      if (!slot) return;
      const closure = closureOn(await list.current(), parisToday(new Date(slot)));
      if (closure) throw fieldRefusal(400, 'preferredTime', closedSlotMessage(closure));
    },
  };
});

export const closedSlotMessage = (closure: AgencyClosure) => `L’agence est fermée ${closureSpan(closure)} : choisissez un autre jour`;

/** Paramètres › Général › 'Fermetures de l’agence'. */
export async function agencyClosuresRoutes(app: FastifyInstance): Promise<void> {
  const closures = agencyClosuresService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/admin/settings/closures', { schema: { response: answers({ 200: agencyClosuresAnswer }) } }, async () => ({
    success: true as const,
    closures: await closures.current(),
  }));
  routes.put(
    '/api/admin/settings/closures',
    { schema: { body: agencyClosuresSchema, response: answers({ 200: agencyClosuresSavedAnswer }) } },
    async (request) => ({
      success: true as const,
      message: agencyClosureMessages.saved,
      closures: await closures.replace(request.body.closures, request.admin?.username ?? 'inconnu'),
    }),
  );
}
