import { formatContactNotes, NO_PHONE } from '../../../domain/contact-notes';
import { contactSubject } from '../../../domain/contact/subject';
import type { ContactSubmission } from '../../../domain/validation/contact-schema';
import { adminLink, requestHash } from '../../../domain/admin-links';
import type { Database } from '../../db/database';
import type { LeadNotifier } from '../notifications/service';
import { assignedLine, requestsService } from './service';
import type { Acknowledgements } from './acknowledgement';

export function contactService(db: Database, notifier: LeadNotifier, publicUrl: string, acknowledgements: Pick<Acknowledgements, 'acknowledge'>) {
  const requests = requestsService(db);
  return {
    /** Stores the message first; the notification is tried only once the row is committed. */
    async submit(input: ContactSubmission): Promise<{ id: number; notified: Promise<boolean> }> {
      const subject = input.subject || contactSubject(input.company);
      const { id, created, assignee } = await requests.store({
        source: 'contact',
        name: input.name,
        email: input.email,
        phone: input.phone || NO_PHONE,
        company: input.company,
        preferredTime: null,
        notes: formatContactNotes(subject, input.message),
        campaign: input.campaign,
        submissionId: input.submissionId,
      });
      // The same sending received again (its browser lost the first answer): told and acknowledged once already.
      if (!created) return { id, notified: Promise.resolve(false) };
      const notified = notifier.leadArrived({
        source: 'contact',
        event: 'lead.created',
        assignee,
        data: { id, kind: 'contact', name: input.name, email: input.email, phone: input.phone || '', company: input.company, subject, message: input.message, campaign: input.campaign ?? null },
        mail: {
          subject: `[Contact #${id}] ${subject}`,
          replyTo: input.email,
          text: [
            `Nouveau message de contact #${id}`,
            '',
            `Nom : ${input.name}`,
            `E-mail : ${input.email}`,
            `Téléphone : ${input.phone || NO_PHONE}`,
            `Entreprise : ${input.company || '-'}`,
            ...assignedLine(assignee),
            '',
            input.message,
            '',
            `Ouvrir dans le back-office : ${adminLink(publicUrl, requestHash(id))}`,
          ].join('\n'),
        },
      });
      acknowledgements.acknowledge(id);
      return { id, notified };
    },
  };
}
