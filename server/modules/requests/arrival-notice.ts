import { NO_PHONE, parseContactNotes } from '../../../domain/contact-notes';
import { adminLink, requestHash } from '../../../domain/admin-links';
import type { LeadCampaign } from '../../../domain/tracking-links-attribution';
import type { LeadEvent } from '../notifications/service';
import type { RequestSource } from './repository';
import { frenchDateFormat } from '../../../domain/french-dates';

/** A stored contact message or callback request, as its arrival notice reads it. */
export interface ArrivedRequest {
  id: number;
  source: RequestSource;
  name: string;
  email: string;
  phone: string;
  company: string;
  preferredTime: string | null;
  notes: string;
  campaign: LeadCampaign | null;
  assignee: string | null;
}

const slotFormat = frenchDateFormat({ dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** The preferred slot as the agency reads it, in Paris time. */
export const formatSlot = (iso: string | null): string => (iso ? slotFormat(new Date(iso)) : 'Dès que possible (sous 24h)');

/** The notification's line naming who a request was given to on arrival, when it was (0406). */
export const assignedLine = (assignee: string | null): string[] => (assignee ? [`Attribuée à : ${assignee}`] : []);

/**
 * The agency's notice of a new contact message or callback request (0300): e-mail and webhook. Made from the stored
 * request, so that the notice a stopped server left unsent is the same when made again (0546).
 */
export function arrivalNotice(request: ArrivedRequest, publicUrl: string): LeadEvent {
  const { id, name, email, company, assignee, campaign } = request;
  const openLine = `Ouvrir dans le back-office : ${adminLink(publicUrl, requestHash(id))}`;
  if (request.source === 'contact') {
    const { subject, message } = parseContactNotes(request.notes);
    const phone = request.phone === NO_PHONE ? '' : request.phone;
    return {
      source: 'contact',
      event: 'lead.created',
      assignee,
      recordKey: `request:${id}`,
      data: { id, kind: 'contact', name, email, phone, company, subject, message, campaign },
      mail: {
        subject: `[Contact #${id}] ${subject}`,
        replyTo: email,
        text: [
          `Nouveau message de contact #${id}`,
          '',
          `Nom : ${name}`,
          `E-mail : ${email}`,
          `Téléphone : ${phone || NO_PHONE}`,
          `Entreprise : ${company || '-'}`,
          ...assignedLine(assignee),
          '',
          message,
          '',
          openLine,
        ].join('\n'),
      },
    };
  }
  const { phone, preferredTime } = request;
  return {
    source: 'callback',
    event: 'lead.created',
    assignee,
    recordKey: `request:${id}`,
    data: { id, kind: 'callback', name, email, phone, company, preferredTime, campaign },
    mail: {
      subject: `[Rappel #${id}] ${name} - ${phone}`,
      ...(email ? { replyTo: email } : {}),
      text: [
        `Nouvelle demande de rappel #${id} (à traiter sous 24h)`,
        '',
        `Nom : ${name}`,
        `Téléphone : ${phone}`,
        `E-mail : ${email || '-'}`,
        `Entreprise : ${company || '-'}`,
        `Créneau souhaité : ${formatSlot(preferredTime)}`,
        ...assignedLine(assignee),
        '',
        openLine,
      ].join('\n'),
    },
  };
}
