import { adminLink, prospectHash, requestHash } from '../admin-links';

/**
 * What someone else assigned to a user of the back-office, told to that user by e-mail (Chatwoot's 'assigned to
 * you', Pipedrive's deal assigned; docs/decisions/0443-assignment-notices.md).
 */
export interface AssignedItem {
  id: number;
  /** Who the request or the deal is about: a name, else an e-mail address. */
  name: string;
  /** What it is: 'Message de contact · Durand SA', 'Affaire · Qualifié · Durand SA'. */
  detail: string;
}

export interface AssignmentNotice {
  kind: 'request' | 'deal';
  /** The user given the items. */
  assignee: string;
  /** The user who gave them, null for a key without a user. */
  by: string | null;
  items: AssignedItem[];
}

/** Items listed in one e-mail; a bulk assignment of more says how many others. */
export const LISTED_MAX = 50;

const nouns = {
  request: { one: 'une demande', many: 'demandes', subject: 'Demande' },
  deal: { one: 'une affaire', many: 'affaires', subject: 'Affaire' },
} as const;

/** The last line of every notice to a colleague: why it comes, and how to stop it. */
export const COLLEAGUE_NOTICE_FOOTER = 'Vous recevez cet e-mail parce que votre adresse est enregistrée dans Utilisateurs ; la retirer arrête ces avis.';

/** An item on one line, and the back-office link that opens it on the next. */
export const itemLines = (item: AssignedItem, link: string): string[] => [`- ${item.name} · ${item.detail}`, `  Ouvrir : ${link}`];

/** Whether a notice has anyone to tell: nothing to oneself, to nobody, or of nothing. */
export const isToTell = (notice: AssignmentNotice): boolean => notice.items.length > 0 && notice.assignee !== '' && notice.assignee !== notice.by;

/** The e-mail told to the assignee, each item with the back-office link that opens it. */
export function assignmentMail({ kind, by, items }: AssignmentNotice, publicUrl: string): { subject: string; text: string } {
  const noun = nouns[kind];
  const hash = kind === 'request' ? requestHash : prospectHash;
  const what = items.length === 1 ? noun.one : `${items.length} ${noun.many}`;
  const subject = items.length === 1 ? `[Attribution] ${noun.subject} — ${items[0]!.name}` : `[Attribution] ${items.length} ${noun.many} vous sont assignées`;
  const listed = items.slice(0, LISTED_MAX).flatMap((item) => itemLines(item, adminLink(publicUrl, hash(item.id))));
  const more = items.length > LISTED_MAX ? [`… et ${items.length - LISTED_MAX} autres.`] : [];
  const opening = by ? `${by} vous a assigné ${what}.` : `On vous a assigné ${what}.`;
  return { subject, text: [opening, '', ...listed, ...more, '', COLLEAGUE_NOTICE_FOOTER].join('\n') };
}

/** What the automatic assignment (0406) can give: a new contact message, callback request or super-assistant lead. */
export const AUTO_ASSIGNED_SOURCES = ['contact', 'callback', 'super-assistant'] as const;
export type AutoAssignedSource = (typeof AUTO_ASSIGNED_SOURCES)[number];
export const isAutoAssignedSource = (source: string): source is AutoAssignedSource => (AUTO_ASSIGNED_SOURCES as readonly string[]).includes(source);

const autoAssignedOpenings: Record<AutoAssignedSource, string> = {
  contact: 'Ce nouveau message de contact vous est attribué automatiquement.',
  callback: 'Cette nouvelle demande de rappel vous est attribuée automatiquement.',
  'super-assistant': 'Ce nouveau lead du super assistant vous est attribué automatiquement.',
};

/**
 * The new-lead notification, told to the user the automatic assignment gave it to when its recipients do not include
 * them (docs/decisions/0447-auto-assignment-notice.md): why it comes first, then the notification as the agency reads it.
 */
export function autoAssignmentMail(source: AutoAssignedSource, mail: { subject: string; text: string }): { subject: string; text: string } {
  return { subject: `[Attribution] ${mail.subject}`, text: [autoAssignedOpenings[source], '', mail.text, '', COLLEAGUE_NOTICE_FOOTER].join('\n') };
}
