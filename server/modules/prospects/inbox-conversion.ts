import type { Database } from '../../db/database';
import { requestsService } from '../requests/service';
import { prospectsService } from './service';

/** An inbox request turned into a prospect: read through the requests module, stored as a prospect here. */
export function inboxConversion(db: Database) {
  const requests = requestsService(db);
  const prospects = prospectsService(db);
  return {
    /** The prospect made from the request, or null; the French 404 when the request does not exist. */
    async linked(requestId: number) {
      await requests.get(requestId);
      return prospects.linkedToInboxRequest(requestId);
    },
    /** One click: the request becomes a prospect linked to it; a second click finds the same prospect. */
    async convert(requestId: number) {
      const { created } = await prospects.fromInboxRequest(await requests.get(requestId));
      return { created, prospect: await prospects.linkedToInboxRequest(requestId) };
    },
  };
}
