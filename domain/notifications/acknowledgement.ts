import type { RequestSource } from '../inbox';
import { OPENING_HOURS_TEXT, isOpenAt } from '../response-promises';
import { publicHolidayOn } from '../public-holidays';
import { parisWallClock } from '../paris-time';
import { siteConfig } from '../site-config';
import { closureSpan, NO_CLOSURES, type AgencyClosure } from '../settings/agency-closures';
import { parisToday } from '../paris-time';
import { frenchDateFormat } from '../french-dates';

/** The author of the acknowledgement in a request's thread: what the visitor received, shown to the agency. */
export const ACKNOWLEDGEMENT_AUTHOR = 'Accusé de réception automatique';

/** A request as its acknowledgement names it. */
export interface AcknowledgedRequest {
  source: RequestSource;
  name: string;
  phone: string;
  createdAt: string;
  preferredTime: string | null;
  responseDueAt: string | null;
}

const dayAndTime = frenchDateFormat({ timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
const when = (iso: string) => dayAndTime(new Date(iso));

/**
 * What the acknowledgement says, before its promise, of a request that arrives while the agency is closed, or
 * whose answer waits for the end of a closure (docs/decisions/0501-agency-closures.md).
 */
function closedSentence(at: Date, dueAt: string | null, closures: readonly AgencyClosure[]): string {
  const received = parisToday(at);
  const due = dueAt ? parisToday(new Date(dueAt)) : received;
  const closure = closures.find((period) => period.to >= received && period.from <= due);
  if (closure) return `Nos bureaux sont fermés ${closureSpan(closure)} : `;
  if (isOpenAt(at)) return '';
  const clock = parisWallClock(at.getTime());
  const holiday = publicHolidayOn(clock.year, clock.month, clock.day);
  if (holiday) return `Nos bureaux sont fermés ce jour férié (${holiday}) : `;
  return `Nos bureaux sont ouverts ${OPENING_HOURS_TEXT} : `;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** How every acknowledgement ends: the visitor may answer it, and who writes. */
const closing = (publicUrl: string) => ['', 'Pour ajouter une précision, répondez simplement à cet e-mail.', '', `L’équipe ${siteConfig.name}`, publicUrl];

/**
 * The e-mail a visitor receives once a message or a callback request is stored: it arrived, and when the agency
 * will answer, the deadline the back-office follows (docs/decisions/0376-visitor-acknowledgement.md). It repeats
 * nothing the visitor wrote but the first name, so that the form cannot send someone else a text of its choice.
 */
export function acknowledgementMail(request: AcknowledgedRequest, publicUrl: string, closures: readonly AgencyClosure[] = NO_CLOSURES) {
  const received = new Date(request.createdAt);
  const closed = closedSentence(received, request.responseDueAt, closures);
  const due = request.responseDueAt ? when(request.responseDueAt) : null;
  const slot = request.source === 'callback' && request.preferredTime && request.preferredTime === request.responseDueAt;
  const promise =
    request.source === 'contact'
      ? due && `${closed}nous vous répondrons au plus tard ${due}.`
      : slot
        ? `Nous vous appellerons au ${request.phone} au créneau que vous avez choisi, ${due}.`
        : due && `${closed}nous vous appellerons au ${request.phone} au plus tard ${due}.`;
  const subject = request.source === 'contact' ? 'Nous avons bien reçu votre message' : 'Votre demande de rappel est bien enregistrée';
  const lines = [
    `Bonjour ${firstName(request.name)},`,
    '',
    `${request.source === 'contact' ? 'Nous avons bien reçu votre message' : 'Nous avons bien reçu votre demande de rappel'} du ${when(request.createdAt)}.`,
    ...(promise ? [promise.charAt(0).toUpperCase() + promise.slice(1)] : []),
    ...closing(publicUrl),
  ];
  return { subject, text: lines.join('\n') };
}

/** A super-assistant lead as its acknowledgement names it. */
export interface AcknowledgedLead {
  firstName: string;
  createdAt: string;
  /** When an expert must have contacted them, from their band (public-site §7, docs/decisions/0377). */
  responseDueAt: string | null;
}

/**
 * The e-mail a visitor receives once the super assistant's lead is stored (docs/decisions/0503-lead-acknowledgement.md):
 * it arrived, and by when an expert calls, the deadline the back-office follows. As for a message, it repeats
 * nothing the visitor wrote but the first name.
 */
export function leadAcknowledgementMail(lead: AcknowledgedLead, publicUrl: string, closures: readonly AgencyClosure[] = NO_CLOSURES) {
  const closed = closedSentence(new Date(lead.createdAt), lead.responseDueAt, closures);
  const promise = lead.responseDueAt ? `${closed}un expert vous contactera au plus tard ${when(lead.responseDueAt)}.` : '';
  const lines = [
    `Bonjour ${firstName(lead.firstName)},`,
    '',
    `Nous avons bien reçu votre demande d’analyse du ${when(lead.createdAt)} : votre assistant est prêt à être présenté.`,
    ...(promise ? [promise.charAt(0).toUpperCase() + promise.slice(1)] : []),
    ...closing(publicUrl),
  ];
  return { subject: 'Votre demande d’analyse est bien enregistrée', text: lines.join('\n') };
}
