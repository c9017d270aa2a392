import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminCredentials } from '../../test/admin-login';
import { buildTestAppAsAdmin } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { storedLabels } from '../../../domain/labels';
import { insertProspects } from './prospects-fixtures';

/** SQLite's plan of a statement the server prepared, its parameters left unbound (null): the plan does not read them. */
function planOf(file: string, text: string): string {
  const reader = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const parameters = (text.match(/\?/g) ?? []).map(() => null);
    return (reader.prepare(`explain query plan ${text}`).all(...parameters) as Array<{ detail: string }>).map((row) => row.detail).join(' / ');
  } finally {
    reader.close();
  }
}

describe.each(databaseKinds)('the counts every back-office polls, on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  beforeAll(async () => {
    ({ ctx, admin } = await buildTestAppAsAdmin(kind));
    const due = new Date(Date.now() + 3_600_000).toISOString();
    await insertProspects(ctx.db, [
      { nom: 'Attente', email: 'attente@exemple.fr', responseDueAt: due, labels: storedLabels(['salon']) },
      { nom: 'Joint', email: 'joint@exemple.fr', responseDueAt: due, firstAnsweredAt: new Date().toISOString() },
      { nom: 'Importe', email: 'importe@exemple.fr', labels: storedLabels(['salon']) },
      { nom: 'Sans', email: 'sans@exemple.fr' },
    ]);
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-api-key': admin.token } });

  it('counts the leads still to reach and the labels in use from the rows that hold them', async () => {
    const prepared = vi.spyOn(SqliteDatabase.prototype, 'prepare');
    try {
      expect((await get('/api/admin/prospects/count-waiting')).json().waitingCount).toBe(1);
      expect((await get('/api/admin/prospects/labels')).json().labels).toEqual([{ label: 'salon', count: 2 }]);
      if (kind !== 'sqlite') return;
      // Each read goes through its partial index, not a scan of every prospect (docs/decisions/0506).
      const statements = prepared.mock.calls.map(([text]) => String(text));
      const waiting = statements.find((text) => text.includes('"first_answered_at" is null') && text.includes('count(*)'));
      const labels = statements.find((text) => text.includes("labels <> ''"));
      expect(planOf(ctx.db.sqliteFile!, waiting!)).toMatch(/USING INDEX prospects_waiting_leads/);
      expect(planOf(ctx.db.sqliteFile!, labels!)).toMatch(/USING COVERING INDEX prospects_labelled/);
    } finally {
      prepared.mockRestore();
    }
  });
});
