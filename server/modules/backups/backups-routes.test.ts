import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupMessages } from '../../../domain/backups/backup-messages';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { buildTestAppAsAdmin, createAndLogin, loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { buildTwoInstances } from '../../test/two-instances';
import { settingsService } from '../settings/service';
import { BACKUP_JOB, backupsService } from './service';

const DAY = 86_400_000;

describe.each(databaseKinds)('the daily backup job on %s', (kind) => {
  it('runs once when two instances tick together, and keeps only the newest N backups', { timeout: 60_000 }, async () => {
    const instances = await buildTwoInstances(kind);
    try {
      const backups = backupsService(instances.first.db, { directory: instances.config.backupDir });
      await settingsService(instances.first.db).update({ backupsKept: 3 }, 'admin');
      const start = new Date('2026-03-01T02:00:00.000Z');
      // Three older backups, as three earlier days would have left.
      for (let day = 3; day >= 1; day -= 1) await backups.backUp(new Date(start.getTime() - day * DAY));
      const oldest = (await backups.list()).at(-1)?.name;

      const [first, second] = await Promise.all([instances.first.jobs.tick(start), instances.second.jobs.tick(start)]);
      expect([first.includes(BACKUP_JOB), second.includes(BACKUP_JOB)].filter(Boolean)).toHaveLength(1);
      const kept = await backups.list();
      expect(kept).toHaveLength(3);
      expect(kept[0]?.createdAt).toBe(start.toISOString());
      expect(kept.map((backup) => backup.name)).not.toContain(oldest);
      expect(await instances.first.jobs.tick(new Date(start.getTime() + DAY - 1))).not.toContain(BACKUP_JOB);
    } finally {
      await instances.close();
    }
  });
});

describe.each(databaseKinds)('GET /api/admin/backups on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  beforeAll(async () => {
    ({ ctx, admin } = await buildTestAppAsAdmin(kind));
    reader = await createAndLogin(ctx, admin, 'lecteur', ['ROLE_USER']);
  });
  afterAll(() => ctx.close());

  const get = (url: string, who: AdminCredentials) => ctx.app.inject({ method: 'GET', url, headers: { 'x-api-key': who.token } });

  it('lists the backups, newest first, with their size and the rows of the main tables', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Léa Martin', email: 'lea@exemple.fr', message: 'Un projet à discuter ensemble.' } });
    expect(await ctx.app.jobs.tick(new Date('2026-04-01T02:00:00.000Z'))).toContain(BACKUP_JOB);
    const response = await get('/api/admin/backups', reader);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, kept: 14, lastError: null });
    expect(body.backups).toHaveLength(1);
    expect(body.backups[0]).toMatchObject({ createdAt: '2026-04-01T02:00:00.000Z', dialect: kind, rows: { callbackRequests: 1 } });
    expect(body.backups[0].sizeBytes).toBeGreaterThan(0);
  });

  it('lets an admin download a backup, byte for byte, and no one else', async () => {
    const [backup] = (await get('/api/admin/backups', admin)).json().backups;
    const download = await get(`/api/admin/backups/${backup.name}`, admin);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${backup.name}"`);
    expect(download.rawPayload.equals(readFileSync(join(ctx.config.backupDir, backup.name)))).toBe(true);

    const refused = await get(`/api/admin/backups/${backup.name}`, reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(adminMessages.forbidden);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/admin/backups/${backup.name}` })).statusCode).toBe(401);
  });

  it.each([['..%2F..%2Fetc%2Fpasswd'], ['..%2Fapp.sqlite'], ['backup-2026-04-01T02-00-00-000Z.sqlite.json'], ['backup-2020-01-01T00-00-00-000Z.sqlite']])(
    'answers 404 in French for %s, outside the list',
    async (name) => {
      const response = await get(`/api/admin/backups/${name}`, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(backupMessages.notFound);
    },
  );

  it('keeps the count an admin sets, from 1 to 365, and refuses any other in French', async () => {
    const put = (backupsKept: unknown) =>
      ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { 'x-api-key': admin.token }, payload: { backupsKept } });
    for (const refused of [0, 366, 2.5, '7']) {
      const response = await put(refused);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(backupMessages.kept);
    }
    expect((await put(30)).statusCode).toBe(200);
    expect((await get('/api/admin/backups', admin)).json().kept).toBe(30);
  });

  it('reports a failed backup in French in the panel and the logs', async () => {
    // A directory that cannot be created: its parent is a file.
    const blocker = join(tmpdir(), `backup-blocker-${Date.now()}`);
    writeFileSync(blocker, '');
    const failing = await buildTestApp(kind, { RATE_LIMITS: 'off', BACKUP_DIR: join(blocker, 'sauvegardes'), LOG_LEVEL: 'error' });
    try {
      const logged: Array<{ err?: Error; message?: string }> = [];
      const error = failing.app.log.error.bind(failing.app.log);
      failing.app.log.error = ((fields: { err?: Error }, message?: string) => void logged.push({ ...fields, message })) as typeof failing.app.log.error;
      await failing.app.jobs.tick(new Date('2026-04-02T02:00:00.000Z'));
      failing.app.log.error = error;
      const token = (await loginAs(failing)).token;
      const body = (await failing.app.inject({ method: 'GET', url: '/api/admin/backups', headers: { 'x-api-key': token } })).json();
      expect(body.lastError).toMatch(new RegExp(`^${backupMessages.failed} : `));
      expect(body.backups).toEqual([]);
      expect(body.directoryError).toMatch(new RegExp(`^${backupMessages.unreadableDirectory} : `));
      expect(logged).toHaveLength(1);
      expect(logged[0]?.message).toBe('Échec d’une tâche périodique');
      expect(logged[0]?.err?.message).toMatch(new RegExp(`^${backupMessages.failed} : `));
    } finally {
      await failing.close();
      rmSync(blocker);
    }
  });
});
