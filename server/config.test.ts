import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: 'file:data/app.sqlite', rateLimits: true });
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
  });
  it('names every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', RATE_LIMITS: 'maybe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', RATE_LIMITS: 'maybe' });
    } catch (error) {
      const text = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'RATE_LIMITS']) expect(text).toContain(name);
    }
  });
  it('refuses a short ADMIN_PASSWORD', () => expect(() => loadConfig({ ADMIN_PASSWORD: 'court' })).toThrow(/ADMIN_PASSWORD/));
});
