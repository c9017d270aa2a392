import { MENTION_START, NAME_CHARACTER } from './mention-notice';

/**
 * The '@name' being typed in a note, and the users proposed for it (docs/decisions/0448-mention-suggestions.md). The
 * same characters as `mentionsIn` reads, so that a name chosen here is a name the server tells.
 */
export interface TypedMention {
  /** Where its '@' is. */
  start: number;
  /** What follows the '@' up to the caret. */
  query: string;
}

/** Users proposed at once; typing more narrows them. */
export const MENTION_CHOICES_MAX = 6;

const NAME_AT_START = new RegExp(`^${NAME_CHARACTER}*`);
const MENTION_BEFORE_CARET = new RegExp(`${MENTION_START}@(${NAME_CHARACTER}{0,50})$`);

/**
 * The mention the caret is in: an '@' at the start or after a character that cannot end an e-mail address's local
 * part, then up to 50 characters of a user name up to the caret; null anywhere else ('jean@exemple' included).
 */
export function mentionTypedAt(text: string, caret: number): TypedMention | null {
  const match = MENTION_BEFORE_CARET.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1]!;
  return { start: caret - query.length - 1, query };
}

/** The users whose name starts with `query`, then those that contain it, any case, in the list's order; `exclude` left out. */
export function mentionChoices<T extends { username: string }>(query: string, users: readonly T[], exclude: string | null = null): T[] {
  const folded = query.toLowerCase();
  const candidates = users.filter((user) => user.username !== exclude);
  const starting = candidates.filter((user) => user.username.toLowerCase().startsWith(folded));
  const containing = candidates.filter((user) => !starting.includes(user) && user.username.toLowerCase().includes(folded));
  return [...starting, ...containing].slice(0, MENTION_CHOICES_MAX);
}

/**
 * The text with the mention being typed (the whole name the caret is in) replaced by '@username' and one space (the
 * one already there kept), and where the caret goes: after that space, out of the mention.
 */
export function withMention(text: string, typed: TypedMention, username: string): { text: string; caret: number } {
  const nameEnd = typed.start + 1 + typed.query.length;
  const after = text.slice(nameEnd);
  const rest = after.slice(NAME_AT_START.exec(after)![0].length).replace(/^ /, '');
  const inserted = `@${username} `;
  return { text: `${text.slice(0, typed.start)}${inserted}${rest}`, caret: typed.start + inserted.length };
}
