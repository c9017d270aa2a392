import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupSqlite } from './sqlite-backup';

const ROWS = 20_000;

describe('SQLite backup', () => {
  let dir: string;
  let source: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sqlite-backup-'));
    source = join(dir, 'live.sqlite');
    const db = new SqliteDatabase(source);
    db.pragma('journal_mode = WAL');
    db.exec('create table prospects (id integer primary key, notes text not null)');
    const insert = db.prepare('insert into prospects (notes) values (?)');
    db.transaction(() => {
      for (let n = 0; n < ROWS; n += 1) insert.run(`Notes du prospect ${n} `.repeat(40));
    })();
    db.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('copies about 20 MB while the event loop keeps turning, and counts the rows of the copy', async () => {
    // Copied on the event loop, the file goes in one synchronous step and the loop turns a few times at most
    // around it; on its own thread, the loop keeps answering for as long as the copy takes.
    let turns = 0;
    let copying = true;
    const turn = () => {
      turns += 1;
      if (copying) setImmediate(turn);
    };
    setImmediate(turn);
    const rows = await backupSqlite(source, join(dir, 'copy.sqlite')).finally(() => (copying = false));
    expect(turns).toBeGreaterThan(1000);
    expect(rows).toEqual({ callbackRequests: 0, prospects: ROWS, trackingLinks: 0, analyticsEvents: 0, chatbotRequests: 0 });
    const copy = new SqliteDatabase(join(dir, 'copy.sqlite'), { readonly: true });
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(copy.prepare('select count(*) from prospects').pluck().get()).toBe(ROWS);
    copy.close();
  });

  it('fails with the reason when the source cannot be read, leaving no thread behind', async () => {
    await expect(backupSqlite(join(dir, 'absent.sqlite'), join(dir, 'never.sqlite'))).rejects.toThrow(/unable to open|directory does not exist|no such file/i);
  });
});
