import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCodeOf, idOfClientCode } from '../../../domain/prospects/prospect-fields';
import { searchTextOf, searchWordsOf } from '../../../domain/prospects/search-text';
import { createDatabase, type Database } from '../../db/database';
import { migrateTo, migrateToLatest } from '../../db/migrate';
import type { AdminCredentials } from '../../test/admin-login';
import { createTestDatabase, databaseKinds, type TestContext } from '../../test/helper';
import { insertProspects, insertProspectsBeforePhoneKey, prospectsTestApp } from './prospects-fixtures';
import { prospectsRepository, type ProspectListOptions } from './repository';
import { defaultSearchTuning, type SearchTuning } from './prospect-search';

const searchRows = [
  { nom: 'Éluard', prenom: 'Hélène', email: 'helene@poesie.fr', entreprise: 'Bio 100% Nature', telephone: '06 11 22 33 44' },
  { nom: 'Martin', prenom: 'Jo', email: 'jo_martin@exemple.fr', entreprise: 'A_B Conseil', telephone: '06 55 66 77 88' },
  { nom: 'Ng', prenom: 'Li', email: 'li.ng@exemple.fr', entreprise: 'Ngo "Frères"', telephone: '07 12 12 12 12' },
  { nom: 'Martinez', prenom: 'Joël', email: 'joel@exemple.fr', entreprise: 'AxB Conseil', telephone: '06 55 66 77 89' },
  { nom: 'Œuvre', prenom: 'Zoé', email: 'zoe@oeuvre.fr', entreprise: 'Ab100 Nature', telephone: '01 00 00 00 01' },
];

// Short words (no trigram), % and _ typed as such, FTS5 query syntax typed as text, accents, digits.
const queries = [
  'ng', 'li ngo', 'e', 'ab', 'he lu ar', 'jo_', 'a_b', 'a%b', '%', '_', '100%', '0% bio', 'o_m', 'martin', 'martin jo', 'mar tin',
  '"freres"', '"', 'ngo "', 'martin*', 'near(martin', 'martin AND joel', 'martin OR joel', '-martin', 'nom:martin', '^martin',
  '06 55 66', '0655667788', 'œuvre zoé', 'HÉLÈNE', 'introuvable', 'exemple conseil nature 06 a b c d',
];

/** What a search must find: the rows whose folded fields contain every word, or the typed client code's row. */
async function expectedIds(db: Database, query: string): Promise<number[]> {
  const words = searchWordsOf(query);
  const code = words.length > 0 ? idOfClientCode(query) : null;
  const rows = await db.selectFrom('prospects').selectAll().orderBy('id').execute();
  return rows.filter((row) => words.every((word) => searchTextOf(row).includes(word)) || row.id === code).map((row) => row.id);
}

/** SQLite: FTS5 compares its index with the prospects table and throws on any difference. */
async function expectIndexInStep(db: Database) {
  if (db.dialect === 'sqlite') await sql`insert into prospects_search (prospects_search, rank) values ('integrity-check', 1)`.execute(db);
}

// Every way SQLite reads a search: a rare word's ids from the index (every word rare, or some), the index as a
// subquery, or a walk in sort order with `like`.
const tunings: SearchTuning[] = [defaultSearchTuning, { fewMatches: 2, scanBudget: 0 }, { fewMatches: 0, scanBudget: 0 }, { fewMatches: 0, scanBudget: 1e9 }];

async function pagesAlike(db: Database, options: ProspectListOptions) {
  const [reference, ...others] = await Promise.all(tunings.map((tuning) => prospectsRepository(db, tuning).page(options)));
  for (const other of others) expect({ ids: other.rows.map((r) => r.id), total: other.total }).toEqual({ ids: reference!.rows.map((r) => r.id), total: reference!.total });
  return reference!;
}

const foundIds = async (db: Database, query: string) =>
  (await pagesAlike(db, { page: 1, limit: 10, sortField: 'id', sortOrder: 'asc', search: query })).rows.map((r) => r.id);

describe.each(databaseKinds)('prospect search through the index on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let ids: number[];

  beforeAll(async () => {
    ({ ctx, admin, ids } = await prospectsTestApp(kind, searchRows));
    await insertProspects(ctx.db, Array.from({ length: 12 }, (_, i) => ({ nom: 'Remplissage', prenom: 'Conseil', email: `r${i}@exemple.fr` })));
  });
  afterAll(() => ctx.close());

  const search = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects?limit=100&search=${encodeURIComponent(query)}`, headers: { 'x-api-key': admin.token } });
    expect(response.statusCode, query).toBe(200);
    const body = response.json();
    return { ids: body.prospects.map((p: { id: number }) => p.id) as number[], total: body.meta.totalItems as number };
  };

  it.each(queries)('finds for %s exactly the rows containing every word', async (query) => {
    const expected = await expectedIds(ctx.db, query);
    expect(await search(query)).toEqual({ ids: expected, total: expected.length });
  });

  it('finds a client code and the rows its text matches, through the index or not', async () => {
    const code = clientCodeOf(ids[2] as number);
    expect((await search(code)).ids).toEqual([ids[2]]);
    expect((await search(code)).ids).toEqual(await expectedIds(ctx.db, code));
  });

  it('gives the same pages and totals whichever way SQLite reads the index', async () => {
    for (const query of ['conseil', 'exemple', 'martin', 'ng 06', 'e conseil', 'nature', 'exemple jo_', 'conseil 06 ngo', 'introuvable', '']) {
      for (const sortField of ['nom', 'id', 'telephone'] as const) {
        for (const sortOrder of ['asc', 'desc'] as const) {
          const all = await pagesAlike(ctx.db, { page: 1, limit: 100, sortField, sortOrder, search: query });
          expect(all.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(await expectedIds(ctx.db, query));
          const paged = [];
          for (let page = 1; page <= 6; page += 1) paged.push(...(await pagesAlike(ctx.db, { page, limit: 3, sortField, sortOrder, search: query })).rows);
          expect(paged.map((r) => r.id)).toEqual(all.rows.map((r) => r.id).slice(0, 18));
        }
      }
    }
  });

  it.runIf(kind === 'sqlite')("counts common words on the worker's connection, and on the server's when the worker is gone", async () => {
    const worker = ctx.db.readOffLoop!;
    const asked: string[] = [];
    // Counted anew: no rare word (fewMatches 0) and a plan the cache never held.
    const count = async (query: string) =>
      (await prospectsRepository(ctx.db, { fewMatches: 0, scanBudget: 0 }).page({ page: 1, limit: 2, sortField: 'id', sortOrder: 'asc', search: query })).total;
    try {
      ctx.db.readOffLoop = (text, parameters) => {
        asked.push(String(parameters[0]));
        return worker(text, parameters);
      };
      expect(await count('exemple conseil')).toBe((await expectedIds(ctx.db, 'exemple conseil')).length);
      expect(asked).toEqual(['"exemple" "conseil"']);
      ctx.db.readOffLoop = () => Promise.reject(new Error('le fil de lecture SQLite est arrêté'));
      expect(await count('exemple remplissage')).toBe(12);
    } finally {
      ctx.db.readOffLoop = worker;
    }
  });

  it('finds an edited row by its new text only, and a deleted row no more, whoever deletes it', async () => {
    const [edited, doomed] = [ids[2] as number, ids[3] as number];
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/prospects/${edited}`,
      headers: admin.cookieWrite,
      payload: { nom: 'Kowalski', email: 'anna.k@exemple.fr', telephone: '07 12 12 12 12', statut: 'Lead' },
    });
    expect(put.statusCode).toBe(200);
    expect(await search('li.ng')).toEqual({ ids: [], total: 0 });
    expect((await search('kowalski anna')).ids).toEqual([edited]);

    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/prospects/${edited}`, headers: admin.cookieWrite });
    expect(removed.statusCode).toBe(200);
    expect(await search('kowalski')).toEqual({ ids: [], total: 0 });
    // As the retention purge does, outside this module's repository.
    await ctx.db.deleteFrom('prospects').where('id', '=', doomed).execute();
    expect(await search('martinez')).toEqual({ ids: [], total: 0 });
    await expectIndexInStep(ctx.db);
  });

  it('finds imported and merged rows by their imported text', async () => {
    const csv = ['Nom;Prénom;E-mail;Téléphone;Statut;Contacté', 'Durandal;Ada;ada@exemple.fr;06 01 02 03 04;;', 'Martin;Jo;jo_martin@exemple.fr;07 98 76 54 32;;', ''].join('\r\n');
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/prospects/import', headers: admin.cookieWrite, payload: { content: csv } });
    expect(response.json()).toMatchObject({ created: 1, merged: 1, refusedCount: 0 });
    expect((await search('durandal ada')).total).toBe(1);
    expect((await search('0798765432')).ids).toEqual([ids[1]]);
    expect(await search('0655667788')).toEqual({ ids: [], total: 0 });
    await expectIndexInStep(ctx.db);
  });

  it.runIf(kind === 'postgres')('lets PostgreSQL answer a search through the trigram index', async () => {
    const plan = await ctx.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<Record<string, string>>`explain select id from prospects where search_text like ${'%martin%'} escape '\\'`.execute(trx);
      return rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('prospects_search_trigrams');
  });
});

describe.each(databaseKinds)('search totals on %s', (kind) => {
  it('follow every write since the last search, whoever makes it', async () => {
    const database = await createTestDatabase(kind);
    const otherConnection = createDatabase({ url: database.url, ...(database.schema ? { schema: database.schema } : {}) });
    try {
      await migrateToLatest(database.db);
      const [first] = await insertProspects(database.db, [{ entreprise: 'Conseil' }, { entreprise: 'Conseil' }, { entreprise: 'Conseil' }]);
      // No word is rare at this tuning: the total is counted in the index, as for a common word at full size.
      const repository = prospectsRepository(database.db, { fewMatches: 0, scanBudget: 0 });
      const total = async () => (await repository.page({ page: 1, limit: 10, sortField: 'id', sortOrder: 'asc', search: 'conseil' })).total;
      expect(await total()).toBe(3);
      await insertProspects(database.db, [{ entreprise: 'Conseil' }]);
      expect(await total()).toBe(4);
      await database.db.deleteFrom('prospects').where('id', '=', first as number).execute();
      expect(await total()).toBe(3);
      await expect(
        database.db.transaction().execute(async (trx) => {
          await trx.deleteFrom('prospects').execute();
          throw new Error('annulée');
        }),
      ).rejects.toThrow('annulée');
      expect(await total()).toBe(3);
      await insertProspects(otherConnection, [{ entreprise: 'Conseil' }]);
      expect(await total()).toBe(4);
      await otherConnection.updateTable('prospects').set({ searchText: 'autre' }).where('id', '=', (first as number) + 1).execute();
      expect(await total()).toBe(3);
    } finally {
      await otherConnection.destroy();
      await database.db.destroy();
      await database.drop();
    }
  });
});

describe.each(databaseKinds)('migration 0012 on %s', (kind) => {
  it('indexes the rows stored before it, and can be undone and applied again', async () => {
    const database = await createTestDatabase(kind);
    try {
      await migrateTo(database.db, '0011-jobs-and-retention');
      const [first, second] = await insertProspectsBeforePhoneKey(database.db, [
        { nom: 'Avant', prenom: 'Hélène', email: 'avant@exemple.fr' },
        { nom: 'Antérieur', prenom: 'Loïc', email: 'anterieur@exemple.fr' },
      ]);
      for (const round of ['up', 'up again']) {
        await migrateToLatest(database.db);
        expect(await foundIds(database.db, 'avant helene'), round).toEqual([first]);
        expect(await foundIds(database.db, 'exemple.fr'), round).toEqual([first, second]);
        await expectIndexInStep(database.db);
        if (round === 'up') await migrateTo(database.db, '0011-jobs-and-retention');
      }
    } finally {
      await database.db.destroy();
      await database.drop();
    }
  });

  // A managed database may refuse extensions: here a role without the right to create any, in a database of its own.
  it.runIf(kind === 'postgres')('goes on without the trigram index where pg_trgm cannot be installed', async () => {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await server.connect();
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    try {
      await server.query(`create role ${name} login`);
      await server.query(`create database ${name}`);
      const owner = new pg.Client({ connectionString: url.href });
      await owner.connect();
      await owner.query(`create schema ${name} authorization ${name}`);
      await owner.end();
      url.username = name;
      const db = createDatabase({ url: url.href, schema: name });
      try {
        await migrateToLatest(db);
        const [id] = await insertProspects(db, [{ nom: 'Sans', prenom: 'Index', email: 'sans.index@exemple.fr' }]);
        expect(await foundIds(db, 'sans index')).toEqual([id]);
        const { rows } = await sql`select indexname from pg_indexes where tablename = 'prospects' and indexname = 'prospects_search_trigrams'`.execute(db);
        expect(rows).toEqual([]);
      } finally {
        await db.destroy();
      }
    } finally {
      await server.query(`drop database if exists ${name}`);
      await server.query(`drop role if exists ${name}`);
      await server.end();
    }
  });
});
