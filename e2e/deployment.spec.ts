import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { Redis } from 'ioredis';
import pg from 'pg';
import { renderNginxSite } from '../deploy/render-nginx-site';
import { startLocalNginx, type LocalNginx } from '../scripts/local-nginx';
import { TEST_ADMIN_PASSWORD } from '../server/test/helper';
import { freePort, inSchema, startServerProcess, type ServerProcess } from '../server/reliability/support/server-process';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;

test.describe.configure({ mode: 'serial' });
// .ci/run always provides both: there, their absence is a failure, never a silent skip. A newcomer's machine
// without PostgreSQL or Redis skips this one journey, as the API suites skip their PostgreSQL runs.
if (process.env.CI && (!DATABASE_URL || !REDIS_URL)) {
  throw new Error('Le test de déploiement demande TEST_DATABASE_URL et TEST_REDIS_URL en CI.');
}
test.skip(!DATABASE_URL || !REDIS_URL, 'Le test de déploiement demande TEST_DATABASE_URL et TEST_REDIS_URL (.ci/run les fournit).');

let schema: string;
let dir: string;
let instances: ServerProcess[] = [];
let nginx: LocalNginx | undefined;
let site: string;

const clearRateLimits = async () => {
  const redis = new Redis(REDIS_URL as string);
  const keys = await redis.keys('rl:*');
  if (keys.length) await redis.del(...keys);
  await redis.quit();
};
const contact = (n: number) =>
  JSON.stringify({ name: 'Client Réparti', email: `reparti-${n}@exemple.fr`, company: '', phone: '', message: `Message ${n} passé par nginx.` });
const postContact = (base: string, n: number) => fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: contact(n) });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  schema = `deploy_${Date.now()}_${process.pid}`;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  dir = mkdtempSync(join(tmpdir(), 'nginx-deploy-'));
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  // A copy of the build: started under another PUBLIC_URL, the instances rewrite the pages they serve
  // (server/plugins/public-origin.ts), which must not change the build the other journeys' server reads.
  const siteDir = join(dir, 'site');
  cpSync('build/client', siteDir, { recursive: true });
  const env = { DATABASE_URL: inSchema(DATABASE_URL as string, schema), REDIS_URL: REDIS_URL as string, RATE_LIMITS: 'on', TRUST_PROXY: 'true', PUBLIC_URL: site, SITE_DIR: siteDir };
  // The bundle, as the systemd unit of docs/DEPLOY.md runs it; one after the other: the first applies the migrations.
  instances.push(await startServerProcess(env, { bundle: true }));
  instances.push(await startServerProcess(env, { bundle: true }));
  const upstreams = instances.map((i) => i.url.replace('http://', ''));
  nginx = await startLocalNginx(renderNginxSite({ listen: `127.0.0.1:${port}`, serverName: 'localhost', upstreams }), port, () =>
    fetch(`${site}/api/health`).then((r) => r.ok, () => false),
  );
  await clearRateLimits();
});

test.afterAll(async () => {
  nginx?.stop();
  for (const instance of instances) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((i) => i.exited));
  instances = [];
  await clearRateLimits();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
  rmSync(dir, { recursive: true, force: true });
});

test('serves the pre-rendered pages through nginx', async ({ page }) => {
  for (const path of ['/', '/contact', '/pricing']) {
    const response = await fetch(`${site}${path}`);
    expect(response.status, path).toBe(200);
    expect(await response.text()).toContain('lang="fr"');
  }
  await page.goto(`${site}/contact`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('stores a contact message posted through nginx, seen by both instances', async () => {
  const response = await postContact(site, 1);
  expect(response.status).toBe(201);
  const { id } = await response.json();
  const admin = await (await fetch(`${site}/api/security/check-admin-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: TEST_ADMIN_PASSWORD }) })).json();
  for (const instance of instances) {
    const inbox = await (await fetch(`${instance.url}/api/admin/callback-requests?source=contact`, { headers: { 'x-api-key': admin.token } })).json();
    expect(inbox.callbackRequests.map((r: { id: number }) => r.id)).toContain(id);
  }
});

test('an admin session opened through nginx works on both instances', async () => {
  const login = await fetch(`${site}/api/security/check-admin-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: TEST_ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('admin_session='))!.split(';')[0]!;
  for (const instance of instances) {
    expect((await fetch(`${instance.url}/api/admin/dashboard`, { headers: { cookie } })).status, instance.url).toBe(200);
  }
  // Through nginx, consecutive requests go to both instances in turn; every one knows the session.
  for (let i = 0; i < 4; i += 1) expect((await fetch(`${site}/api/admin/dashboard`, { headers: { cookie } })).status).toBe(200);
  const write = await fetch(`${site}/api/admin/system-monitor/start`, { method: 'POST', headers: { cookie, origin: site } });
  expect(write.status).toBe(200);
});

test('a reply carrying a file of a few Mo passes nginx, a public post that large does not', async () => {
  await clearRateLimits();
  const id = (await (await postContact(site, 400)).json()).id as number;
  const admin = await (await fetch(`${site}/api/security/check-admin-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: TEST_ADMIN_PASSWORD }) })).json();
  const quote = Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), Buffer.alloc(3 * 1024 * 1024)]);
  const reply = await fetch(`${site}/api/admin/callback-requests/${id}/reply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': admin.token },
    body: JSON.stringify({ subject: 'Votre devis', message: 'Le voici.', attachments: [{ name: 'devis.pdf', content: quote.toString('base64') }] }),
  });
  expect(reply.status, await reply.clone().text()).toBe(201);
  expect((await reply.json()).entry.attachments).toEqual([expect.objectContaining({ name: 'devis.pdf', size: quote.length })]);
  const large = await fetch(`${site}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x', email: 'x@exemple.fr', message: 'x'.repeat(2 * 1024 * 1024) }) });
  expect(large.status).toBe(413);
  await clearRateLimits();
});

test('counts rate limits once across both instances', async () => {
  await clearRateLimits();
  const statuses: number[] = [];
  for (let n = 0; n < 5; n += 1) statuses.push((await postContact(site, 100 + n)).status);
  expect(statuses).toEqual([201, 201, 201, 201, 201]);
  const limited = await postContact(site, 200);
  expect(limited.status).toBe(429);
  expect((await limited.json()).message).toMatch(/^Trop de requêtes/);
  // Each instance, asked directly by the same address, has seen all five.
  for (const instance of instances) expect((await postContact(instance.url, 300)).status, instance.url).toBe(429);
});
