import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './database';
import { insertProspects } from '../modules/prospects/prospects-fixtures';
import { migrateToLatest } from './migrate';
import { readAllOffLoop, readOneOffLoop } from './off-loop-reads';

describe('long reads off the event loop', () => {
  let dir: string;
  let db: Database;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'off-loop-reads-'));
    db = createDatabase({ url: `file:${join(dir, 'app.sqlite')}` });
    await migrateToLatest(db);
    await insertProspects(db, [
      { nom: 'Aubert', statut: 'Lead', estimatedValue: 1000 },
      { nom: 'Blanc', statut: 'Lead', estimatedValue: null },
      { nom: 'Colin', statut: 'Client', estimatedValue: 5000 },
    ]);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  // Aliases in camel case are written in snake case in the statement: the worker's rows are named back as the
  // server's connection names them.
  const perStatus = () =>
    db
      .selectFrom('prospects')
      .select((eb) => ['statut', eb.fn.count<number>('estimatedValue').as('withValue'), eb.fn.sum<number>('estimatedValue').as('totalValue')])
      .groupBy('statut')
      .orderBy('statut')
      .compile();
  const everything = () => db.selectFrom('prospects').select((eb) => eb.fn.countAll<number>().as('allProspects')).compile();

  it("gives the worker's rows the names the server's connection gives them, and asks the worker", async () => {
    const asked: string[] = [];
    const [one, all] = [db.readOffLoop!, db.readAllOffLoop!];
    try {
      db.readOffLoop = (text, parameters) => (asked.push(text), one(text, parameters));
      db.readAllOffLoop = (text, parameters) => (asked.push(text), all(text, parameters));
      const expected = [
        { statut: 'Client', withValue: 1, totalValue: 5000 },
        { statut: 'Lead', withValue: 1, totalValue: 1000 },
      ];
      expect(await readAllOffLoop(db, perStatus())).toEqual(expected);
      expect(await readOneOffLoop(db, everything())).toEqual({ allProspects: 3 });
      expect(asked).toHaveLength(2);
      expect(await db.executeQuery(perStatus())).toMatchObject({ rows: expected });
    } finally {
      [db.readOffLoop, db.readAllOffLoop] = [one, all];
    }
  });

  it("reads on the server's connection when the worker is gone, with the same answer", async () => {
    const [one, all] = [db.readOffLoop!, db.readAllOffLoop!];
    const gone = () => Promise.reject(new Error('le fil de lecture SQLite est arrêté'));
    try {
      db.readOffLoop = gone;
      db.readAllOffLoop = gone;
      expect(await readAllOffLoop(db, perStatus())).toEqual([
        { statut: 'Client', withValue: 1, totalValue: 5000 },
        { statut: 'Lead', withValue: 1, totalValue: 1000 },
      ]);
      expect(await readOneOffLoop(db, everything())).toEqual({ allProspects: 3 });
    } finally {
      [db.readOffLoop, db.readAllOffLoop] = [one, all];
    }
  });
});
