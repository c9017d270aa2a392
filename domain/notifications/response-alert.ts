import { adminLink, requestHash } from '../admin-links';
import type { RequestSource } from '../inbox';
import { formatDeadline, promiseLabels } from '../response-promises';

/** A request waiting for its first answer, as its alert names it. */
export interface UnansweredRequest {
  id: number;
  source: RequestSource;
  name: string;
  company: string;
  email: string;
  phone: string;
  assignee: string | null;
  responseDueAt: string;
}

const kindOf: Record<RequestSource, string> = { contact: 'Contact', callback: 'Rappel' };
const waitsFor: Record<RequestSource, string> = { contact: 'attend une réponse à son message', callback: 'attend d’être rappelé(e)' };

/**
 * The e-mail sent once per request when its answer deadline is near or past and nobody answered: who waits,
 * since when it is due, who follows it up, and the link that opens it (docs/decisions/0374-response-promises.md).
 */
export function responseAlertMail(request: UnansweredRequest, now: Date, publicUrl: string) {
  const late = Date.parse(request.responseDueAt) <= now.getTime();
  const deadline = formatDeadline(request.responseDueAt, now);
  const who = `${request.name}${request.company ? ` (${request.company})` : ''}`;
  const subject = late
    ? `[En retard] ${kindOf[request.source]} #${request.id} · ${request.name} : réponse due depuis ${deadline}`
    : `[À répondre] ${kindOf[request.source]} #${request.id} · ${request.name} : réponse promise avant ${deadline}`;
  const text = [
    'Bonjour,',
    '',
    `${who} ${waitsFor[request.source]} (#${request.id}) ; ${late ? `la réponse était due à ${deadline}` : `la réponse est due avant ${deadline}`} (${promiseLabels[request.source]}).`,
    '',
    `E-mail : ${request.email || '-'}`,
    `Téléphone : ${request.phone || '-'}`,
    `Suivi : ${request.assignee ?? 'personne n’est assigné'}`,
    '',
    `Répondre dans le back-office : ${adminLink(publicUrl, requestHash(request.id))}`,
    '',
    'Cette alerte part une fois par demande, une demi-heure avant l’échéance. Réglage : Paramètres › Notifications.',
  ];
  return { subject, text: text.join('\n') };
}
