import { sql, type RawBuilder } from 'kysely';

/** A `like` pattern that finds `term` anywhere: % and _ typed by a person match themselves, not any text. */
export function containsPattern(term: string): RawBuilder<string> {
  return sql<string>`${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
}
