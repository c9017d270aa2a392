import { z } from './validation/zod';
import { daysMessage, daysQuerySchema } from './validation/days-query';
import { wholeNumberQuery } from './validation/query-numbers';
import { snoozeMessages, SNOOZE_VIEWS } from './inbox-snooze';
import { labelFilterSchema } from './labels';
import { attachmentsSchema } from './email-attachments';

/** Lead inbox statuses and sources (back-office §4), shared by the admin screens and the API. */
export const REQUEST_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export const REQUEST_SOURCES = ['contact', 'callback'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type RequestSource = (typeof REQUEST_SOURCES)[number];

export const statusLabels: Record<RequestStatus, string> = {
  pending: 'En attente',
  completed: 'Traité',
  cancelled: 'Annulé',
};

export const sourceLabels: Record<RequestSource, string> = {
  contact: 'Contact',
  callback: 'Rappel',
};

/** From pending an admin processes or cancels; a processed or cancelled item can go back to pending. */
export function canMoveTo(from: RequestStatus, to: RequestStatus): boolean {
  return from === 'pending' ? to !== 'pending' : to === 'pending';
}

export const INBOX_PAGE_SIZE = 20;

/**
 * 'recent': the newest arrivals first; 'exchange': the latest exchange with the person first (an e-mail written to
 * them or received from them, else the arrival: a request reopened by a reply comes first, as in Chatwoot's 'Last
 * activity'); 'slot': the soonest requested callback first.
 */
export const INBOX_ORDERS = ['recent', 'exchange', 'slot'] as const;
export type InboxOrder = (typeof INBOX_ORDERS)[number];

const NOTE_ADDED = 'Note interne ajoutée';
const NOTE_EDITED = 'Note modifiée';
const telling = (done: string, told: readonly string[]) => (told.length === 0 ? done : `${done} ; prévenu par e-mail : ${told.join(', ')}`);

/** French messages of the conversation view. */
export const conversationMessages = {
  search: 'La recherche ne peut pas dépasser 200 caractères',
  assigneeFilter: "Le nom d'utilisateur ne peut pas dépasser 100 caractères",
  sort: 'Le tri doit valoir « recent », « exchange » ou « slot »',
  response: 'Le filtre de réponse doit valoir « late » (demandes en retard)',
  assignment: 'La vue doit valoir « mine » (mes demandes) ou « unassigned » (non assignées)',
  source: 'La source doit valoir « contact » ou « callback »',
  status: 'Le statut doit valoir « pending » (en attente), « completed » (traitée) ou « cancelled » (annulée)',
  page: 'La page doit être un nombre entier de 1 à 100 000',
  limit: 'Le nombre de demandes par page doit être un entier de 1 à 100',
  days: daysMessage,
  noteText: 'La note doit contenir de 1 à 5 000 caractères',
  replySubject: "L'objet doit contenir de 1 à 200 caractères",
  replyMessage: 'La réponse doit contenir de 1 à 10 000 caractères',
  assignee: "Choisissez un utilisateur du back-office, ou personne",
  unknownAssignee: "Cet utilisateur n'existe pas dans le back-office",
  noEmail: "Cette demande n'a pas d'adresse e-mail : rappelez la personne par téléphone.",
  noteAdded: NOTE_ADDED,
  /** Deleting a note, which only its author may do (docs/decisions/0450-notes-deleted-by-their-author.md). */
  noteDeleted: 'Note supprimée',
  noteNotFound: 'Note introuvable',
  noteNotYours: 'Seul l’auteur d’une note peut la supprimer',
  /** Changing a note, which only its author may do (docs/decisions/0452-notes-edited-by-their-author.md). */
  noteNotYoursToEdit: 'Seul l’auteur d’une note peut la modifier',
  /** The note's answer, naming the colleagues it mentions who are told by e-mail (docs/decisions/0444-note-mentions.md). */
  noteAddedTelling: (told: readonly string[]) => telling(NOTE_ADDED, told),
  /** A changed note's answer, naming the colleagues it names now and did not before, told by e-mail. */
  noteEditedTelling: (told: readonly string[]) => telling(NOTE_EDITED, told),
  replySent: (to: string) => `Réponse envoyée à ${to}`,
  /** A failed acknowledgement sent again (0376): not an answer, the request still waits for one. */
  acknowledgementSent: (to: string) => `Accusé de réception envoyé à ${to} ; la demande attend toujours votre réponse.`,
  acknowledgementLogged: (to: string) => `Sans serveur SMTP configuré, l’accusé de réception à ${to} a seulement été journalisé.`,
  acknowledgementFailed: "L'accusé de réception n'a pas pu être envoyé : vérifiez la configuration SMTP puis renvoyez-le.",
  replyLogged: (to: string) => `Réponse enregistrée ; sans serveur SMTP configuré, l'e-mail à ${to} a seulement été journalisé.`,
  replyFailed: "Réponse enregistrée mais l'e-mail n'a pas pu être envoyé : vérifiez la configuration SMTP puis renvoyez-la.",
  /** A failed reply sent again (docs/decisions/0455-failed-emails-sent-again.md). */
  replyNotFound: 'Réponse introuvable',
  replyNotFailed: 'Cette réponse n’a pas échoué : rien à renvoyer',
  assigned: (username: string | null) => (username ? `Demande assignée à ${username}` : 'Demande désassignée'),
} as const;

/** The inbox's views by assignee, besides every request. */
export const INBOX_ASSIGNMENTS = ['mine', 'unassigned'] as const;
export type InboxAssignment = (typeof INBOX_ASSIGNMENTS)[number];

export const inboxQuerySchema = z.object({
  source: z.enum(REQUEST_SOURCES, { error: conversationMessages.source }).optional(),
  status: z.enum(REQUEST_STATUSES, { error: conversationMessages.status }).optional(),
  search: z.string({ error: conversationMessages.search }).trim().max(200, conversationMessages.search).default(''),
  assignee: z.string({ error: conversationMessages.assigneeFilter }).trim().max(100, conversationMessages.assigneeFilter).optional(),
  sort: z.enum(INBOX_ORDERS, { error: conversationMessages.sort }).default('recent'),
  /** 'late': only the requests still waiting for their first answer past their deadline. */
  response: z.enum(['late'], { error: conversationMessages.response }).optional(),
  /** 'mine': assigned to the signed-in user; 'unassigned': assigned to nobody (Chatwoot's views). */
  assignment: z.enum(INBOX_ASSIGNMENTS, { error: conversationMessages.assignment }).optional(),
  /** 'hidden': without the requests snoozed at this moment (the waiting views); 'only': those alone. */
  snooze: z.enum(SNOOZE_VIEWS, { error: snoozeMessages.view }).optional(),
  /** Only the requests carrying this label (docs/decisions/0416-inbox-labels.md). */
  label: labelFilterSchema.optional(),
  page: wholeNumberQuery(1, 100_000, conversationMessages.page).default(1),
  limit: wholeNumberQuery(1, 100, conversationMessages.limit).default(INBOX_PAGE_SIZE),
});

/** GET /api/admin/callback-requests/response-times: the requests received over the last `days` days. */
export const responseTimesQuerySchema = daysQuerySchema(30);

export const statusChangeSchema = z.object({ status: z.enum(REQUEST_STATUSES, { error: conversationMessages.status }) });

export const countPendingQuerySchema = z.object({ source: z.enum(REQUEST_SOURCES, { error: conversationMessages.source }).optional() });

/** POST /api/admin/callback-requests/{id}/notes: an internal note, never e-mailed. */
export const noteSchema = z.object({
  text: z.string({ error: conversationMessages.noteText }).trim().min(1, conversationMessages.noteText).max(5000, conversationMessages.noteText),
});

/** POST /api/admin/callback-requests/{id}/reply: an e-mail to the visitor, kept in the thread. */
export const replySchema = z.object({
  subject: z.string({ error: conversationMessages.replySubject }).trim().min(1, conversationMessages.replySubject).max(200, conversationMessages.replySubject),
  message: z.string({ error: conversationMessages.replyMessage }).trim().min(1, conversationMessages.replyMessage).max(10_000, conversationMessages.replyMessage),
  /** Files joined to the e-mail (added, optional: docs/decisions/0470-email-attachments.md). */
  attachments: attachmentsSchema,
});

/** PUT /api/admin/callback-requests/{id}/assignee: an admin user, or null for nobody. */
export const assigneeSchema = z.object({
  username: z.string({ error: conversationMessages.assignee }).trim().min(1, conversationMessages.assignee).max(100, conversationMessages.assignee).nullable(),
});
