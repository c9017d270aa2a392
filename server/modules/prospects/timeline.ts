import type { TimelineEntry } from '../../../domain/api/prospect-answers';
import { parseContactNotes } from '../../../domain/contact-notes';
import { sourceLabels } from '../../../domain/prospects/prospect-fields';
import { campaignOfRow } from '../../db/campaign-columns';
import type { Database } from '../../db/database';
import { requestsService } from '../requests/service';
import { emailTimelineTitle, scheduledEmailLine } from '../../../domain/prospects/prospect-emails';
import { replyTimelineEntry } from '../../../domain/email-replies';
import { noteTimelineEntry } from './prospect-notes';
import { prospectsService } from './service';
import { emailAttachmentsService } from '../email-attachments/service';

const activityTitles = { status: 'Statut changé', owner: 'Responsable changé', 'next-action': 'Prochaine action', value: 'Valeur estimée', 'close-date': 'Clôture prévue', edit: 'Fiche modifiée' } as const;

/**
 * Everything that happened with one prospect, newest first: its arrival and tracking link, the inbox messages
 * sent from its address (or the one it was made from) with their replies and notes, the e-mails written to it from
 * its record and the replies it sent to them, the notes written in its record, and its pipeline changes.
 */
export async function prospectTimeline(db: Database, id: number): Promise<TimelineEntry[] | null> {
  const prospects = prospectsService(db);
  const requests = requestsService(db);
  const row = await prospects.findRow(id);
  if (!row) return null;
  const entries: TimelineEntry[] = [
    { kind: 'created', at: row.dateAjout, title: 'Prospect ajouté', detail: sourceLabels[row.source] ?? row.source, author: null },
  ];
  const campaign = campaignOfRow(row);
  if (campaign) {
    const parts = [campaign.source, campaign.medium, campaign.campaign].filter(Boolean).join(' / ');
    entries.push({ kind: 'campaign', at: row.dateAjout, title: 'Arrivé par un lien de suivi', detail: `${parts}${campaign.code ? ` (code ${campaign.code})` : ''}`, author: null });
  }
  const byEmail = row.email ? await requests.personalData(row.email) : [];
  const linked = row.inboxRequestId !== null && !byEmail.some((r) => Number(r.id) === Number(row.inboxRequestId)) ? await requests.find(Number(row.inboxRequestId)) : undefined;
  const inbox = linked ? [...byEmail, linked] : byEmail;
  for (const request of inbox) {
    const notes = request.source === 'contact' ? parseContactNotes(request.notes) : null;
    entries.push({
      kind: 'inbox-message',
      at: request.createdAt,
      title: request.source === 'contact' ? 'Message de contact' : 'Demande de rappel',
      detail: notes ? [notes.subject, notes.message].filter(Boolean).join(' — ') : request.notes || (request.preferredTime ? `Créneau souhaité : ${request.preferredTime}` : 'Rappel dès que possible'),
      author: null,
    });
  }
  for (const message of await requests.messagesOf(inbox.map((r) => Number(r.id)))) {
    if (message.kind === 'received') {
      entries.push(replyTimelineEntry({ at: message.createdAt, sender: message.author, subject: message.subject, body: message.body, automatic: message.automatic }));
      continue;
    }
    entries.push({
      kind: message.kind,
      at: message.createdAt,
      title: message.kind === 'reply' ? `Réponse envoyée : ${message.subject}` : 'Note interne',
      detail: message.body,
      author: message.author,
    });
  }
  for (const note of await prospects.notesOf(id)) entries.push(noteTimelineEntry(note));
  const attachments = emailAttachmentsService(db);
  const emails = await prospects.emailsOf(id);
  const files = await attachments.ofProspectEmails(emails.map((email) => email.id));
  for (const email of emails) {
    entries.push({
      kind: 'email',
      // A scheduled e-mail stands at the time it leaves, or left (0472).
      at: email.sendAt ?? email.createdAt,
      title: emailTimelineTitle(email.delivery, email.subject),
      detail: `${email.delivery === 'scheduled' && email.sendAt ? scheduledEmailLine(email.sendAt, email.recipient) : `À ${email.recipient}`}\n\n${email.body}`,
      author: email.author,
      emailId: email.id,
      delivery: email.delivery,
      ...(email.sendAt ? { sendAt: email.sendAt } : {}),
      ...(email.delivery === 'failed' && email.retryAt ? { retryAt: email.retryAt } : {}),
      attachments: files.get(email.id) ?? [],
      subject: email.subject,
    });
  }
  const replies = await prospects.repliesOf(id);
  const replyFiles = await attachments.ofProspectReplies(replies.map((reply) => reply.id));
  for (const reply of replies) {
    // An absence message names no subject to answer under (0557).
    entries.push({ ...replyTimelineEntry({ at: reply.receivedAt, ...reply }), replyId: reply.id, attachments: replyFiles.get(reply.id) ?? [], ...(reply.automatic ? {} : { subject: reply.subject }) });
  }
  for (const activity of await prospects.activitiesOf(id)) {
    entries.push({ kind: activity.kind, at: activity.createdAt, title: activityTitles[activity.kind], detail: activity.detail, author: activity.author });
  }
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}
