import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { e2eAdminPassword } from '../../playwright.config';
import { expect, type Page } from './test';

/**
 * A server of its own (same build, its own database), for a journey that changes what the whole site does
 * (maintenance, a second factor required of everyone, a mail server that refuses): the other journeys, running at
 * the same time, never meet it. `env` adds settings of its environment (SMTP_URL, say).
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<{ app: FastifyInstance; baseURL: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-settings-'));
  // Its own copy of the build: a server under another address rewrites the pages it serves (public-origin.ts).
  cpSync('build/client', join(dir, 'site'), { recursive: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: `file:${join(dir, 'app.sqlite')}`,
    ADMIN_PASSWORD: e2eAdminPassword,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'error',
    SITE_DIR: join(dir, 'site'),
    BACKUP_DIR: join(dir, 'backups'),
    ...env,
  });
  const app = await buildApp(config, { logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    baseURL: address,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Logs the main admin in on that server. */
export async function loginOn(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/admin/login`);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(e2eAdminPassword);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: "Panel d'administration", level: 1 })).toBeVisible({ timeout: 20_000 });
}
