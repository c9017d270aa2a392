import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseForBlock } from '../test/block-database';
import { databaseKinds } from '../test/helper';
import { isOneOf } from './one-of';

describe.each(databaseKinds)('a value among a list given as one parameter on %s', (kind) => {
  const database = databaseForBlock(kind);

  const kept = async (values: readonly (string | number)[]) => {
    const stored = sql`(values ('abc', 1), ('déf', 2), ('x''y', 3))`;
    const { rows } = await sql<{ code: string; n: number }>`with stored(code, n) as ${stored} select code from stored where ${isOneOf(database().dialect, 'code', values)} order by code`.execute(database());
    return rows.map((row) => row.code);
  };

  it('keeps the rows whose value is listed, text as numbers, and none for an empty list', async () => {
    expect(await kept(['déf', "x'y", 'absent'])).toEqual(['déf', "x'y"]);
    expect(await kept([])).toEqual([]);
    const { rows } = await sql<{ n: number }>`with stored(n) as (values (1), (2), (3)) select n from stored where ${isOneOf(database().dialect, 'n', [3, 1])} order by n`.execute(database());
    expect(rows.map((row) => Number(row.n))).toEqual([1, 3]);
  });

  it('takes more values than a statement may have parameters', async () => {
    const many = Array.from({ length: 70_000 }, (_, index) => `code-${index}`);
    expect(await kept([...many, 'abc'])).toEqual(['abc']);
  });
});
