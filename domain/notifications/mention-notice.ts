import { adminLink, prospectHash, requestHash } from '../admin-links';
import { COLLEAGUE_NOTICE_FOOTER, itemLines, type AssignedItem } from './assignment-notice';

/**
 * A colleague named in an internal note ('@camille, peux-tu rappeler ?') of a request or of a prospect's record, told
 * by e-mail (Chatwoot's and Pipedrive's mentions; docs/decisions/0444-note-mentions.md, 0449-prospect-notes.md).
 */
export interface MentionNotice {
  /** Where the note is: a request of the inbox (the default) or a deal's record. */
  kind?: 'request' | 'deal';
  /** Who wrote the note. */
  author: string;
  /** The users named in it, the author left out. */
  mentioned: string[];
  /** The request or the deal the note is about. */
  item: AssignedItem;
  note: string;
}

/** What the e-mail quotes of the note: the rest is in the conversation. */
const QUOTED_MAX = 1_000;

/** A character of a user name as a note names it ('@camille', '@jean-marc'). */
export const NAME_CHARACTER = '[A-Za-z0-9._-]';
/** What stands before a mention's '@': the start, or a character that cannot end an e-mail address's local part. */
export const MENTION_START = '(?:^|[^A-Za-z0-9._%+-])';
const MENTION = new RegExp(`${MENTION_START}@(${NAME_CHARACTER}{3,50})`, 'g');

/**
 * The users of `usernames` named in `text` as '@name': the '@' at the start or after a character that cannot end an
 * e-mail address's local part (so 'jean@exemple.fr' names nobody), any case, a sentence's final dot or dash left
 * out; each once, in the order of `usernames`, `author` left out.
 */
export function mentionsIn(text: string, usernames: readonly string[], author: string | null = null): string[] {
  const byFolded = new Map(usernames.map((username) => [username.toLowerCase(), username]));
  const named = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    const token = match[1]!.toLowerCase();
    const user = byFolded.get(token) ?? byFolded.get(token.replace(/[._-]+$/, ''));
    if (user && user !== author) named.add(user);
  }
  return usernames.filter((username) => named.has(username));
}

/** The e-mail told to each user mentioned, the note quoted with the link that opens its request or its deal. */
export function mentionMail({ kind = 'request', author, item, note }: Pick<MentionNotice, 'kind' | 'author' | 'item' | 'note'>, publicUrl: string): { subject: string; text: string } {
  const quoted = (note.length > QUOTED_MAX ? `${note.slice(0, QUOTED_MAX)}…` : note)
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    subject: `[Mention] ${author} vous a mentionné — ${item.name}`,
    text: [
      `${author} vous a mentionné dans une note interne :`,
      '',
      quoted,
      '',
      ...itemLines(item, adminLink(publicUrl, (kind === 'deal' ? prospectHash : requestHash)(item.id))),
      '',
      COLLEAGUE_NOTICE_FOOTER,
    ].join('\n'),
  };
}
