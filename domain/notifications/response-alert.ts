import { adminLink, prospectHash, requestHash } from '../admin-links';
import type { RequestSource } from '../inbox';
import { formatDeadline, promiseLabels } from '../response-promises';
import { leadBandById, type LeadBandId } from '../super-assistant/lead-score';

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

/** A super-assistant lead not yet reached, as its alert names it. */
export interface UnreachedLead {
  id: number;
  prenom: string;
  nom: string;
  entreprise: string;
  email: string;
  telephone: string;
  owner: string | null;
  band: LeadBandId;
  responseDueAt: string;
}

/** The e-mail sent once per super-assistant lead nobody reached as its band's deadline nears or passes. */
export function leadAlertMail(lead: UnreachedLead, now: Date, publicUrl: string) {
  const late = Date.parse(lead.responseDueAt) <= now.getTime();
  const deadline = formatDeadline(lead.responseDueAt, now);
  const name = `${lead.prenom} ${lead.nom}`.trim();
  const band = leadBandById(lead.band);
  const subject = late
    ? `[En retard] ${band.label} · ${name} : contact dû depuis ${deadline}`
    : `[À contacter] ${band.label} · ${name} : contact promis avant ${deadline}`;
  const text = [
    'Bonjour,',
    '',
    `${name}${lead.entreprise ? ` (${lead.entreprise})` : ''}, ${band.label} du super assistant, n’a pas encore été contacté(e) ; ${late ? `le contact était dû à ${deadline}` : `le contact est dû avant ${deadline}`} (${band.contactDelay.toLowerCase()}).`,
    '',
    `E-mail : ${lead.email || '-'}`,
    `Téléphone : ${lead.telephone || '-'}`,
    `Responsable : ${lead.owner ?? 'personne'}`,
    '',
    `Ouvrir la fiche : ${adminLink(publicUrl, prospectHash(lead.id))}`,
    '',
    'Cochez « Contacté » ou passez le prospect en Qualifié, RDV planifié ou Client une fois joint. Cette alerte part une fois par lead, une demi-heure avant l’échéance. Réglage : Paramètres › Notifications.',
  ];
  return { subject, text: text.join('\n') };
}
