import type { Selectable } from 'kysely';
import { canMoveTo } from '../../../domain/inbox';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { campaignOfRow } from '../../db/campaign-columns';
import type { Database } from '../../db/database';
import type { CallbackRequestTable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { prospectsService } from '../prospects/service';
import { requestsService, type RequestFilter, type RequestSource, type RequestStatus } from '../requests/service';

type RequestRow = Selectable<CallbackRequestTable>;

/** A request with its campaign in one piece; the answer's schema leaves out the four columns it came from. */
const requestView = (row: RequestRow) => ({ ...row, id: Number(row.id), campaign: campaignOfRow(row) });

/** Contact messages and callback requests: reading, processing, and turning one into a prospect. */
export function inboxService(db: Database) {
  const requests = requestsService(db);
  const prospects = prospectsService(db);

  const findOrThrow = async (id: number) => {
    const request = await requests.find(id);
    if (!request) throw new ApiError(404, adminMessages.requestNotFound);
    return request;
  };

  return {
    async page(filter: RequestFilter, page: number, limit: number) {
      const { rows, total } = await requests.page(filter, page, limit);
      return { rows: rows.map(requestView), total };
    },
    countPending: (source?: RequestSource) => requests.countPending(source),

    async changeStatus(id: number, status: RequestStatus, by: string | null) {
      const current = await findOrThrow(id);
      if (!canMoveTo(current.status, status)) throw new ApiError(409, adminMessages.statusTransition);
      const changed = await requests.changeStatus(id, current.status, status, by, new Date());
      if (!changed) throw new ApiError(409, adminMessages.statusTransition);
      const updated = await requests.find(id);
      return updated && requestView(updated);
    },

    /** One click: the request becomes a prospect linked to it; a second click finds the same prospect. */
    async convertToProspect(id: number) {
      const request = requestView(await findOrThrow(id));
      const { id: prospectId, created } = await prospects.fromInboxRequest(request);
      return { created, prospect: await prospects.linkedToInboxRequest(Number(request.id)), prospectId };
    },

    async linkedProspect(id: number) {
      await findOrThrow(id);
      return prospects.linkedToInboxRequest(id);
    },

    /** Every request sent from one address (GDPR access). */
    personalData: (email: string) => requests.personalData(email),
    /** Deletes them (GDPR erasure); answers how many went. */
    eraseByEmail: (email: string) => requests.eraseByEmail(email),
  };
}
