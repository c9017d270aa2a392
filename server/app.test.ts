import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { verifyPassword } from './lib/password';
import { adminUsersRepository } from './modules/admin-users/repository';
import { requestsRepository } from './modules/requests/repository';

const dir = mkdtempSync(join(tmpdir(), 'restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const start = (password?: string) =>
  buildApp(
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: `file:${join(dir, 'app.sqlite')}`,
      SITE_DIR: join(dir, 'no-site'),
      LOG_LEVEL: 'silent',
      ...(password ? { ADMIN_PASSWORD: password } : {}),
    }),
    { logger: false },
  );

describe('restarting on the same SQLite file', () => {
  it('keeps every stored row and the first admin password', async () => {
    const first = await start('Premier-Mot-De-Passe-1');
    const created = await first.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: { name: 'Jean Dupont', email: 'jean@exemple.fr', message: 'Un message assez long.', website: '' },
    });
    expect(created.statusCode).toBe(201);
    await first.close();

    const second = await start('Autre-Mot-De-Passe-2');
    expect(await requestsRepository(second.db).count()).toBe(1);
    const admin = await adminUsersRepository(second.db).findByUsername('admin');
    expect(admin?.roles).toBe('ROLE_ADMIN');
    expect(await verifyPassword('Premier-Mot-De-Passe-1', admin?.passwordHash ?? '')).toBe(true);
    expect(await adminUsersRepository(second.db).count()).toBe(1);
    await second.close();
  });

  it('generates a password when ADMIN_PASSWORD is absent, never a fixed one', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'fresh-'));
    const writes: string[] = [];
    const original = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => (writes.push(String(chunk)), true)) as typeof process.stdout.write;
    try {
      const app = await buildApp(
        loadConfig({ NODE_ENV: 'test', DATABASE_URL: `file:${join(fresh, 'a.sqlite')}`, SITE_DIR: join(fresh, 'x'), LOG_LEVEL: 'silent' }),
        { logger: false },
      );
      const printed = /Mot de passe \(affiché une seule fois\) : (\S+)/.exec(writes.join(''))?.[1] ?? '';
      expect(printed.length).toBeGreaterThanOrEqual(20);
      const admin = await adminUsersRepository(app.db).findByUsername('admin');
      expect(await verifyPassword(printed, admin?.passwordHash ?? '')).toBe(true);
      await app.close();
    } finally {
      process.stdout.write = original;
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
