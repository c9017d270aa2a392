import type { CallbackSubmission } from '../../../domain/validation/callback-schema';
import type { Database } from '../../db/database';
import type { LeadNotifier } from '../notifications/service';
import { requestsService } from './service';
import { agencyClosuresService } from '../settings/agency-closures';
import type { Acknowledgements } from './acknowledgement';
import { arrivalNotice } from './arrival-notice';

export function callbackService(db: Database, notifier: LeadNotifier, publicUrl: string, acknowledgements: Pick<Acknowledgements, 'acknowledge'>) {
  const requests = requestsService(db);
  const closures = agencyClosuresService(db);
  return {
    /** Stores the request first; the notification is tried only once the row is committed. */
    async submit(input: CallbackSubmission): Promise<{ id: number; notified: Promise<boolean> }> {
      // A slot on a day the agency closes is refused before anything is stored, as one outside the opening hours.
      await closures.assertSlotOpen(input.preferredTime);
      const request = {
        source: 'callback' as const,
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company,
        preferredTime: input.preferredTime,
        notes: '',
      };
      const { id, created, assignee, blocked } = await requests.store({ ...request, campaign: input.campaign, submissionId: input.submissionId });
      // The same sending received again (its browser lost the first answer): told and acknowledged once already.
      // From a blocked address (0579): kept, cancelled, and nobody told, the sender included.
      if (!created || blocked) return { id, notified: Promise.resolve(false) };
      const notified = notifier.leadArrived(arrivalNotice({ ...request, id, assignee, campaign: input.campaign ?? null }, publicUrl));
      acknowledgements.acknowledge(id, notified);
      return { id, notified };
    },
  };
}
