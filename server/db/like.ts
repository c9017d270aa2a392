import { sql, type RawBuilder } from 'kysely';

/** % and _ typed by a person match themselves, not any text. */
const escaped = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePattern = (pattern: string) => sql<string>`${pattern} escape '\\'`;

/** A `like` pattern that finds `term` anywhere. */
export function containsPattern(term: string): RawBuilder<string> {
  return likePattern(`%${escaped(term)}%`);
}

/** A `like` pattern that finds the texts ending with `term`. */
export function endsWithPattern(term: string): RawBuilder<string> {
  return likePattern(`%${escaped(term)}`);
}
