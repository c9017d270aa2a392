import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import type { MigrationFactory } from './helpers';

/** Sortable columns that had no index over (column, id), the order the list pages in. */
const sortedColumns = ['email', 'telephone', 'fonction', 'date_ajout', 'is_contacted'];
/** Created by 0002 over the column alone: replaced by the (column, id) form under the same name. */
const singleColumnIndexes = ['email', 'date_ajout'];

/**
 * Substring search through an index (docs/decisions/0220-prospect-search-column.md): on SQLite an FTS5 trigram
 * table over `search_text`, kept in step by triggers so that every write reaches it, whichever module makes it;
 * on PostgreSQL a pg_trgm GIN index, which `like '%word%'` uses as it is. Also indexes every sortable column
 * together with id, so a deep page is read from an index.
 */
export const prospectSearchIndex: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    for (const column of singleColumnIndexes) await db.schema.dropIndex(`prospects_${column}`).execute();
    for (const column of sortedColumns) await db.schema.createIndex(`prospects_${column}`).on('prospects').columns([column, 'id']).execute();
    if (dialect === 'sqlite') await createSqliteSearchIndex(db);
    else await createPostgresSearchIndex(db);
  },
  async down(db: Kysely<unknown>) {
    await dropSearchIndex(db, dialect);
    for (const column of sortedColumns) await db.schema.dropIndex(`prospects_${column}`).execute();
    for (const column of singleColumnIndexes) await db.schema.createIndex(`prospects_${column}`).on('prospects').column(column).execute();
  },
});

async function createSqliteSearchIndex(db: Kysely<unknown>): Promise<void> {
  // case_sensitive 1: the text and the queries are already folded, and a phrase of trigrams then matches
  // exactly where `like '%phrase%'` does.
  await sql`create virtual table prospects_search using fts5(
    search_text, content = 'prospects', content_rowid = 'id', tokenize = 'trigram case_sensitive 1')`.execute(db);
  await sql`create trigger prospects_search_insert after insert on prospects begin
    insert into prospects_search (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger prospects_search_delete after delete on prospects begin
    insert into prospects_search (prospects_search, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger prospects_search_update after update of id, search_text on prospects begin
    insert into prospects_search (prospects_search, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into prospects_search (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`insert into prospects_search (prospects_search) values ('rebuild')`.execute(db);
}

/**
 * pg_trgm may not be installable (a managed database, a role without the right): the migration then goes on
 * without the index, and searches stay correct, by scanning. The extension goes to the public schema because
 * it belongs to the whole database: installed in a site's or a test's own schema, it would vanish with it.
 * PostgreSQL migrations run in one transaction, which a failed statement would abort: hence the savepoint.
 */
async function createPostgresSearchIndex(db: Kysely<unknown>): Promise<void> {
  await sql`savepoint install_pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint install_pg_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint install_pg_trgm`.execute(db);
  }
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema;
  if (schema === undefined) return;
  await sql`create index prospects_search_trigrams on prospects using gin (search_text ${sql.id(schema, 'gin_trgm_ops')})`.execute(db);
}

async function dropSearchIndex(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop index if exists prospects_search_trigrams`.execute(db);
    return;
  }
  for (const trigger of ['insert', 'delete', 'update']) await sql`drop trigger ${sql.id(`prospects_search_${trigger}`)}`.execute(db);
  await sql`drop table prospects_search`.execute(db);
}
