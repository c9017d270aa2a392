// Replies to the e-mails the back-office writes (from a prospect's record, from an inbox conversation), received from
// the agency's mail server (docs/decisions/0434-email-replies-filed.md).

import { parisDateTimeText } from './later-choices';
import { z } from './validation/zod';

/**
 * What the received e-mail may weigh: its text and the files the thread keeps (10 Mo, docs/decisions/0470), in the
 * base64 of an e-mail, with room for what it quotes.
 */
export const EMAIL_REPLY_MAX_BYTES = 16 * 1024 * 1024;
const BODY_MAX = 10_000;
const SUBJECT_MAX = 200;

export const emailReplyMessages = {
  contentType: "L'e-mail doit être envoyé brut, avec l'en-tête Content-Type: message/rfc822.",
  unreadable: "Ce message n'est pas un e-mail lisible : envoyez-le brut (format RFC 822), en-têtes compris.",
  noSender: "Cet e-mail n'a pas d'expéditeur lisible (en-tête From).",
  storedInRecord: (name: string) => `Réponse rangée dans la fiche du prospect ${name}.`,
  storedInConversation: (requestId: number, back: ReplyReturn | null = null) =>
    `Réponse rangée dans la conversation de la demande n° ${requestId}.${back ? ' Elle revient dans les demandes en attente.' : ''}`,
  /** The thread's note saying why a request came back when its person answered (0435). */
  returned: {
    reopened: 'Rouverte : la personne a répondu à un e-mail de cette conversation.',
    woken: 'Revenue dans les demandes en attente avant son jour : la personne a répondu à un e-mail de cette conversation.',
  },
  duplicate: 'Cette réponse est déjà rangée.',
  automatic: "Réponse automatique (absence, accusé de réception) : rien n'est rangé, elle reste dans la boîte de l'agence.",
  /** An absence message kept where the e-mail it answers was written (0557): it changes nothing there. */
  automaticInRecord: (name: string) => `Réponse automatique rangée dans la fiche du prospect ${name} : il n'attend pas de réponse, personne n'est prévenu.`,
  automaticInConversation: (requestId: number) =>
    `Réponse automatique rangée dans la conversation de la demande n° ${requestId} : rien n'est rouvert, personne n'est prévenu.`,
  /** A received message marked or given back by hand (0576). */
  markedAutomatic: 'Marquée comme réponse automatique : elle n’attend plus de réponse et les prochains e-mails ne la citent plus.',
  markedPersonal: 'Rendue à la personne : c’est sa réponse, elle attend la vôtre si personne ne lui a écrit depuis.',
  stillPending: ' La demande reste en attente : marquez-la traitée si rien d’autre n’est à faire.',
  /** The request put back where the message had taken it from (0580): the answer's end, and the thread's note. */
  putBack: {
    reopened: ' La demande est de nouveau traitée, comme avant ce message.',
    woken: (until: string) => ` La demande est de nouveau reportée jusqu’au ${parisDateTimeText(until)}.`,
  },
  putBackNote: {
    reopened: 'Remise parmi les demandes traitées : le message qui l’avait rouverte est une réponse automatique.',
    woken: (until: string) => `Remise de côté jusqu’au ${parisDateTimeText(until)} : le message qui l’avait fait revenir est une réponse automatique.`,
  },
  /** Given back to the person, the message brings the request back as a reply does (0435, 0580). */
  backToPending: ' Elle revient dans les demandes en attente.',
  receivedNotFound: 'Aucune réponse reçue n’a ce numéro ici',
  automaticMarkFormat: 'Indiquez si ce message est une réponse automatique (true ou false)',
  unmatched: "Aucun e-mail écrit depuis le back-office ne correspond à cette réponse : rien n'est rangé, elle reste dans la boîte de l'agence.",
  noSubject: '(sans objet)',
  truncated: '\n\n[…] Réponse coupée à 10 000 caractères : la suite est dans la boîte de l’agence.',
  /** Under an answer whose files were not all kept (0470): which ones are only in the agency's mailbox. */
  filesLeft: (names: readonly string[]) => `\n\n[Pièces jointes restées dans la boîte de l’agence : ${names.join(', ')}]`,
} as const;

/** PUT …/replies/{replyId}/automatic: whether a received message is an automatic reply (0576). */
export const automaticMarkSchema = z.object({ automatic: z.boolean({ error: emailReplyMessages.automaticMarkFormat }) });

/** The Message-IDs a reply names, the one it answers (In-Reply-To) first, then its References from the newest. */
export function referencedMessageIds(inReplyTo: string | undefined, references: string | undefined): string[] {
  const ids = (header: string | undefined) => header?.match(/<[^<>\s]+>/g) ?? [];
  // Bounded: a long thread names dozens; the e-mail it answers is among the first.
  return [...new Set([...ids(inReplyTo), ...ids(references).reverse()])].slice(0, 50);
}

/** Of the stored e-mails among those a reply names, the one it names first (In-Reply-To, then References). */
export const firstNamed = <T extends { messageId: string | null }>(messageIds: string[], rows: T[]): T | undefined =>
  messageIds.map((id) => rows.find((row) => row.messageId === id)).find((row) => row !== undefined);

/** The subjects mail programs give an absence message: Outlook's 'Réponse automatique : …', 'Automatic reply: …'. */
const AUTOMATIC_SUBJECT_STARTS = [
  'réponse automatique',
  'reponse automatique',
  'automatic reply',
  'auto-reply',
  'autoreply',
  'auto:',
  'out of office',
  'absence du bureau',
  'absent du bureau',
  // Outlook's and Gmail's absence subjects in the languages of the agency's neighbours.
  'automatische antwort',
  'abwesenheitsnotiz',
  'respuesta automática',
  'risposta automatica',
  'automatisch antwoord',
  'resposta automática',
];
/** `Precedence` values of messages no person wrote. */
const AUTOMATIC_PRECEDENCE = new Set(['auto_reply', 'bulk', 'junk']);

/**
 * Whether a received e-mail was written by a program, not the person (RFC 3834): an absence message, a vacation
 * responder, another help desk's acknowledgement. Its `Auto-Submitted` header other than 'no', the headers older
 * responders add, or an absence subject.
 */
export function isAutomaticReply(headers: ReadonlyArray<{ key: string; value: string }>, subject: string): boolean {
  const value = (name: string) => headers.find((header) => header.key.toLowerCase() === name)?.value.split(';')[0]!.trim().toLowerCase();
  const submitted = value('auto-submitted');
  if (submitted !== undefined && submitted !== 'no') return true;
  if (['x-autoreply', 'x-autorespond', 'x-autoresponder'].some((name) => value(name) !== undefined)) return true;
  if ([value('precedence'), value('x-precedence')].some((precedence) => precedence !== undefined && AUTOMATIC_PRECEDENCE.has(precedence))) return true;
  const plain = subject.replace(/\s+/g, ' ').trim().toLocaleLowerCase('fr');
  return AUTOMATIC_SUBJECT_STARTS.some((start) => plain.startsWith(start));
}

/** How the Message-ID a reply without one is known by (the hash of its bytes) ends: no mail program knows it. */
export const STAND_IN_MESSAGE_ID_END = '@sans-message-id>';

/** The earlier e-mails a thread's new one names: its first and its latest, as mail programs cut long References. */
const REFERENCES_MAX = 20;

/**
 * The headers that thread a new e-mail under the earlier ones of its conversation in the recipient's mail program
 * (RFC 5322 §3.6.4): In-Reply-To the latest, References the chain, oldest first. `earlier` in the order they came.
 */
export function threadHeaders(earlier: readonly string[]): { inReplyTo?: string; references?: string[] } {
  const known = earlier.filter((id) => !id.endsWith(STAND_IN_MESSAGE_ID_END));
  if (known.length === 0) return {};
  const references = known.length > REFERENCES_MAX ? [known[0]!, ...known.slice(-(REFERENCES_MAX - 1))] : known;
  return { inReplyTo: known.at(-1), references };
}

/** 'Re:', 'RE :', 'TR:', 'Fwd:', 'AW:' and the like, once the subject's spaces are single. */
const REPLY_PREFIX = /^(?:re|tr|fwd?|aw|wg)(?:\[\d{1,3}\])? ?: ?/i;

/**
 * A subject as mail programs group a conversation by it: without its 'Re :' and 'TR :' prefixes, its spaces single,
 * its case aside. 'Re : Votre devis' and 'RE: votre  devis' belong to one thread.
 */
export function threadSubject(subject: string): string {
  return withoutReplyPrefixes(subject).toLocaleLowerCase('fr');
}

/** A subject without its 'Re :' and 'TR :' prefixes, its spaces single, its case kept: 'RE: Re : Votre devis' is 'Votre devis'. */
export function withoutReplyPrefixes(subject: string): string {
  let text = subject.replace(/\s+/g, ' ').trim();
  for (let removed = 0; removed < 10 && REPLY_PREFIX.test(text); removed += 1) text = text.replace(REPLY_PREFIX, '');
  return text;
}

/** The subject an answer in a conversation is offered: 'Re : ' and the subject of its latest e-mail, else `fallback`. */
export const answerSubject = (latest: string | undefined, fallback: string) => {
  const subject = withoutReplyPrefixes(latest ?? '');
  return subject ? `Re : ${subject}` : fallback;
};

/** A written e-mail's own Message-ID, at the domain of the address it is sent from. */
export const outgoingMessageId = (unique: string, from: string) => `<${unique}@${from.split('@').pop() || 'localhost'}>`;

/** Text as a column stores it: an e-mail may carry NUL bytes, which mean nothing in text and PostgreSQL refuses. */
export const storable = (text: string) => text.replaceAll('\u0000', '');

/** 'Name <address>', or the address alone. */
export const senderOf = (from: { name?: string; address?: string }) => storable(from.name ? `${from.name} <${from.address}>` : (from.address ?? ''));

/** The subject and text the record keeps: bounded, the text cut with a French word when longer. */
export function keptReply(subject: string | undefined, text: string | undefined) {
  const trimmed = storable(text ?? '').replace(/\r\n/g, '\n').trim();
  return {
    subject: (storable(subject ?? '').trim() || emailReplyMessages.noSubject).slice(0, SUBJECT_MAX),
    body: trimmed.length > BODY_MAX ? `${trimmed.slice(0, BODY_MAX)}${emailReplyMessages.truncated}` : trimmed,
  };
}

/** A received reply as the conversations store it: who wrote it, what, and the Message-IDs it names. */
export interface ReceivedReply {
  /** In-Reply-To first, then References from the newest. */
  answers: string[];
  sender: string;
  subject: string;
  body: string;
  /** Its own Message-ID, which makes a second delivery known. */
  messageId: string;
  receivedAt: string;
  /** Written by a program (an absence message, `isAutomaticReply`): kept, but it reopens nothing and waits for no answer (0557). */
  automatic: boolean;
}

/** How a request came back among the waiting ones when its person answered: processed, or set aside (0435). */
export type ReplyReturn = 'reopened' | 'woken';

/**
 * What a reply undid when it brought its request back, kept with it (0580): the processing it cleared, or the moment
 * the request was set aside until. A reply marked automatic by hand gives it back.
 */
export type ReplyReturnedFrom = { how: 'reopened'; processedAt: string | null; processedBy: string | null } | { how: 'woken'; snoozedUntil: string };

/** The stored JSON read back; anything else (an older row, a hand-edited one) is nothing to give back. */
export function returnedFromOf(stored: string | null): ReplyReturnedFrom | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<{ how: string; processedAt: unknown; processedBy: unknown; snoozedUntil: unknown }>;
    const textOrNull = (field: unknown) => (typeof field === 'string' ? field : null);
    if (value.how === 'reopened') return { how: 'reopened', processedAt: textOrNull(value.processedAt), processedBy: textOrNull(value.processedBy) };
    if (value.how === 'woken' && typeof value.snoozedUntil === 'string') return { how: 'woken', snoozedUntil: value.snoozedUntil };
  } catch {
    // Not JSON: nothing to give back.
  }
  return null;
}

/**
 * Where a reply was filed: the prospect's record or the request's conversation, and whether it was there already;
 * for a request, whether the reply brought it back among the waiting ones.
 */
export type FiledReply = { duplicate: boolean; message: string } & ({ prospectId: number } | { requestId: number; back: ReplyReturn | null });

/** How the prospect's history shows a reply: its subject, then who wrote it and what; an absence message said so (0557). */
export const replyTimelineEntry = (reply: { at: string; sender: string; subject: string; body: string; automatic?: boolean }) => ({
  kind: 'email-reply' as const,
  at: reply.at,
  title: `${reply.automatic ? 'Réponse automatique reçue' : 'Réponse reçue'} : ${reply.subject}`,
  detail: `De ${reply.sender}\n\n${reply.body}`,
  author: null,
  ...(reply.automatic ? { automatic: true } : {}),
});
