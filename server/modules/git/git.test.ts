import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAndLogin, loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { commitTypeOf } from './commit-types';
import { gitHistoryMessages } from './routes';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

describe('commit types from message keywords', () => {
  it.each([
    ['Fix the login redirect', 'fix'],
    ['Add a feature flag, fix nothing', 'fix'],
    ['Add the QR code library', 'feature'],
    ['Refactor the inbox repository', 'refactor'],
    ['Update the README', 'docs'],
    ['Format the styles', 'style'],
    ['Cover the chat with tests', 'test'],
    ['Bump dependencies', 'chore'],
    ['Un message sans mot-clé', 'other'],
  ])('%s → %s', (message, type) => expect(commitTypeOf(message)).toBe(type));
});

describe.each(databaseKinds)('git panels on this repository on %s', (kind) => {
  let ctx: TestContext;
  let reader: AdminCredentials;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', REPOSITORY_DIR: process.cwd() });
    reader = await createAndLogin(ctx, await loginAs(ctx), 'lecteur-git', ['ROLE_USER']);
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { 'x-api-key': reader.token, ...XHR, ...headers } });

  it('pages the history with each commit and its changed files', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/git-history' })).statusCode).toBe(401);
    const first = await get('/api/admin/git-history?page=1&limit=5');
    expect(first.statusCode).toBe(200);
    expect(first.headers.vary).toContain('X-Requested-With');
    const body = first.json();
    expect(body).toMatchObject({ success: true, demo_mode: false, reason: null, has_more: true });
    expect(body.commits).toHaveLength(5);
    const [commit] = body.commits;
    expect(commit.hash).toMatch(/^[0-9a-f]{40}$/);
    expect(commit.author).toMatch(/\S/);
    expect(['fix', 'feature', 'refactor', 'docs', 'style', 'test', 'chore', 'other']).toContain(commit.type);
    expect(Number.isNaN(Date.parse(commit.date))).toBe(false);
    const allFiles = body.commits.flatMap((c: { files: Array<{ path: string; status: string }> }) => c.files);
    expect(allFiles.length).toBeGreaterThan(0);
    for (const file of allFiles) expect(['modified', 'added', 'deleted', 'renamed', 'copied', 'type-changed']).toContain(file.status);
    const second = (await get('/api/admin/git-history?page=2&limit=5')).json();
    expect(second.commits[0].hash).not.toBe(commit.hash);
    const oneByOne = (await get('/api/admin/git-history?page=6&limit=1')).json();
    expect(oneByOne.commits[0].hash).toBe(second.commits[0].hash);
  });

  it('summarises the last 90 days with types in the §4 order, file types and authors', async () => {
    const response = await get('/api/admin/git-summary?days=90');
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({ success: true, demo_mode: false, days_analyzed: 90 });
    expect(summary.total_commits).toBeGreaterThan(0);
    expect(summary.commits_per_day).toBeCloseTo(summary.total_commits / 90, 1);
    const order = ['fix', 'feature', 'refactor', 'docs', 'style', 'test', 'chore', 'other'];
    const types = summary.commit_types.map((t: { type: string }) => t.type);
    expect(types).toEqual(order.filter((t) => types.includes(t)));
    expect(summary.commit_types.reduce((n: number, t: { count: number }) => n + t.count, 0)).toBe(summary.total_commits);
    expect(summary.file_types.map((f: { extension: string }) => f.extension)).toContain('ts');
    expect(summary.authors.reduce((n: number, a: { commits: number }) => n + a.commits, 0)).toBe(summary.total_commits);
    expect(summary.recent_commits.length).toBeLessThanOrEqual(5);
    expect(summary.daily.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(summary.total_commits);
  });

  it('refuses a period other than 7, 30 or 90 days and a bad page, in French', async () => {
    const days = await get('/api/admin/git-summary?days=12');
    expect(days.statusCode).toBe(400);
    expect(days.json().message).toBe('La période doit valoir 7, 30 ou 90 jours');
    for (const [query, message] of [['page=0', gitHistoryMessages.page], ['page=1.5', gitHistoryMessages.page], ['limit=500', gitHistoryMessages.limit]] as const) {
      const refused = await get(`/api/admin/git-history?${query}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const header = await get('/api/admin/git-summary?days=7', { 'x-requested-with': 'autre' });
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toContain('X-Requested-With');
  });
});

describe.each(databaseKinds)('git panels without a repository on %s', (kind) => {
  let ctx: TestContext;
  let token: string;
  const outside = mkdtempSync(join(tmpdir(), 'no-repository-'));
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', REPOSITORY_DIR: outside });
    token = (await loginAs(ctx)).token;
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(outside, { recursive: true, force: true });
  });

  it('answers demo mode with the reason, and no invented commit', async () => {
    const history = (await ctx.app.inject({ method: 'GET', url: '/api/admin/git-history', headers: { 'x-api-key': token, ...XHR } })).json();
    expect(history).toMatchObject({ success: true, demo_mode: true, commits: [], has_more: false });
    expect(history.reason).toContain('dépôt Git');
    const summary = (await ctx.app.inject({ method: 'GET', url: '/api/admin/git-summary?days=7', headers: { 'x-api-key': token } })).json();
    expect(summary).toMatchObject({ success: true, demo_mode: true, total_commits: 0, commit_types: [], authors: [] });
    expect(summary.reason).toContain('dépôt Git');
  });
});
