import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permanentRedirects } from '../../../domain/redirects';
import { buildTestApp, type TestContext } from '../../test/helper';

describe('permanent redirects of menu targets', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp('sqlite');
  });
  afterAll(() => ctx.close());

  it.each(Object.entries(permanentRedirects))('%s answers 301 to %s', async (from, to) => {
    const response = await ctx.app.inject({ method: 'GET', url: from });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it('keeps the query string and ignores a trailing slash', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/developpement-web/?c=1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/web-dev?c=1');
  });

  it('answers HEAD like GET', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url: '/architecture-code' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/expert-ia');
  });
});
