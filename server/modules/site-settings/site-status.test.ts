import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { siteSettingsRepository } from './repository';

describe.each(databaseKinds)('public site status on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  const status = () => ctx.app.inject({ method: 'GET', url: '/api/site-status' });

  it('reports no maintenance on a fresh site, uncached', async () => {
    const response = await status();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ maintenance: false });
  });

  it('follows the maintenance flag as it is switched on and off', async () => {
    const settings = siteSettingsRepository(ctx.db);
    await settings.setMaintenance(true);
    expect((await status()).json()).toEqual({ maintenance: true });
    await settings.setMaintenance(true);
    expect(await settings.isMaintenance()).toBe(true);
    await settings.setMaintenance(false);
    expect((await status()).json()).toEqual({ maintenance: false });
  });

  it('does not accept writes on the public path', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/site-status', payload: { maintenance: true } });
    expect(response.statusCode).toBe(404);
    expect((await status()).json()).toEqual({ maintenance: false });
  });
});
