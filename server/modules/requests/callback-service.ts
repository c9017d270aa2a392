import type { CallbackSubmission } from '../../../domain/validation/callback-schema';
import { adminLink, requestHash } from '../../../domain/admin-links';
import type { Database } from '../../db/database';
import type { LeadNotifier } from '../notifications/service';
import { assignedLine, requestsService } from './service';
import { agencyClosuresService } from '../settings/agency-closures';
import type { Acknowledgements } from './acknowledgement';
import { frenchDateFormat } from '../../../domain/french-dates';

const slotFormat = frenchDateFormat({ dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** The preferred slot as the agency reads it, in Paris time. */
export const formatSlot = (iso: string | null): string => (iso ? slotFormat(new Date(iso)) : 'Dès que possible (sous 24h)');

export function callbackService(db: Database, notifier: LeadNotifier, publicUrl: string, acknowledgements: Pick<Acknowledgements, 'acknowledge'>) {
  const requests = requestsService(db);
  const closures = agencyClosuresService(db);
  return {
    /** Stores the request first; the notification is tried only once the row is committed. */
    async submit(input: CallbackSubmission): Promise<{ id: number; notified: Promise<boolean> }> {
      // A slot on a day the agency closes is refused before anything is stored, as one outside the opening hours.
      await closures.assertSlotOpen(input.preferredTime);
      const { id, created, assignee } = await requests.store({
        source: 'callback',
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company,
        preferredTime: input.preferredTime,
        notes: '',
        campaign: input.campaign,
        submissionId: input.submissionId,
      });
      // The same sending received again (its browser lost the first answer): told and acknowledged once already.
      if (!created) return { id, notified: Promise.resolve(false) };
      const notified = notifier.leadArrived({
        source: 'callback',
        event: 'lead.created',
        assignee,
        data: { id, kind: 'callback', name: input.name, email: input.email, phone: input.phone, company: input.company, preferredTime: input.preferredTime, campaign: input.campaign ?? null },
        mail: {
          subject: `[Rappel #${id}] ${input.name} - ${input.phone}`,
          ...(input.email ? { replyTo: input.email } : {}),
          text: [
            `Nouvelle demande de rappel #${id} (à traiter sous 24h)`,
            '',
            `Nom : ${input.name}`,
            `Téléphone : ${input.phone}`,
            `E-mail : ${input.email || '-'}`,
            `Entreprise : ${input.company || '-'}`,
            `Créneau souhaité : ${formatSlot(input.preferredTime)}`,
            ...assignedLine(assignee),
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
