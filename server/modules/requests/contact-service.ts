import { formatContactNotes, NO_PHONE } from '../../../domain/contact-notes';
import { contactSubject } from '../../../domain/contact/subject';
import type { ContactSubmission } from '../../../domain/validation/contact-schema';
import type { Database } from '../../db/database';
import type { LeadNotifier } from '../notifications/service';
import { requestsService } from './service';
import type { Acknowledgements } from './acknowledgement';
import { arrivalNotice } from './arrival-notice';

export function contactService(db: Database, notifier: LeadNotifier, publicUrl: string, acknowledgements: Pick<Acknowledgements, 'acknowledge'>) {
  const requests = requestsService(db);
  return {
    /** Stores the message first; the notification is tried only once the row is committed. */
    async submit(input: ContactSubmission): Promise<{ id: number; notified: Promise<boolean> }> {
      const subject = input.subject || contactSubject(input.company);
      const request = {
        source: 'contact' as const,
        name: input.name,
        email: input.email,
        phone: input.phone || NO_PHONE,
        company: input.company,
        preferredTime: null,
        notes: formatContactNotes(subject, input.message),
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
