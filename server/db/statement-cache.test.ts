import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('withStatementCache', () => {
  it('prepares each SQL text once and reuses the statement', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const database = withStatementCache(sqlite);
    database.prepare('create table notes (body text)').run([]);
    const insert = database.prepare('insert into notes (body) values (?)');
    expect(database.prepare('insert into notes (body) values (?)')).toBe(insert);
    insert.run(['un']);
    database.prepare('insert into notes (body) values (?)').run(['deux']);
    expect(database.prepare('select body from notes order by body').all([])).toEqual([{ body: 'deux' }, { body: 'un' }]);
    database.close();
  });

  it('forgets the oldest statement beyond its capacity', () => {
    const database = withStatementCache(new SqliteDatabase(':memory:'), 2);
    const first = database.prepare('select 1');
    database.prepare('select 2');
    database.prepare('select 3');
    expect(database.prepare('select 1')).not.toBe(first);
    database.close();
  });
});
