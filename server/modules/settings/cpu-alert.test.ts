import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { mailText, startSmtpServer } from '../../test/smtp';
import { CPU_ALERT } from './cpu-alert-job';

describe.each(databaseKinds)('CPU alert on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  // The test decides every reading the job takes.
  const readings: number[] = [];
  const sampler = async () => {
    const next = readings.shift();
    if (next === undefined) throw new Error('no reading queued');
    return next;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr' }, { cpuSampler: sampler });
    admin = await loginAs(ctx);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.cookieWrite,
      payload: { cpuAlertThreshold: 70, alertEmail: 'ops@exemple.fr' },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const run = async (...values: number[]) => {
    const outcomes = [];
    for (const value of values) {
      readings.push(value);
      outcomes.push(await ctx.app.cpuAlerts.tick());
    }
    return outcomes;
  };
  const activity = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: admin.cookie } })).json().recentActivity as Array<{
      kind: string;
      name: string;
      detail: string;
    }>;

  it('sends exactly one e-mail per episode above the threshold, to the alert address, and records it', async () => {
    expect(await run(95, 50, 95, 95)).toEqual(['above', 'normal', 'above', 'above']);
    expect(smtp.received).toHaveLength(0);

    expect(await run(91.5, 99, 96, 88)).toEqual(['alerted', 'above', 'above', 'above']);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['ops@exemple.fr']);
    const mail = await PostalMime.parse(smtp.received[0]!.raw);
    expect(mail.subject).toMatch(/^\[Alerte CPU\] .+ au-dessus de 70\u00a0%$/);
    expect(mailText(smtp.received[0]!.raw)).toContain('Seuil configuré : 70 %');
    const alerts = (await activity()).filter((entry) => entry.kind === 'alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ name: expect.any(String), detail: 'pic à 99\u00a0% (seuil 70\u00a0%)' });

    expect(await run(70)).toEqual(['normal']);
    expect(await run(...Array<number>(CPU_ALERT.samplesToAlert).fill(80))).toEqual(['above', 'above', 'alerted']);
    expect(smtp.received).toHaveLength(2);
    expect((await activity()).filter((entry) => entry.kind === 'alert')).toHaveLength(2);
  });

  it('follows a new threshold and holds the e-mail in the test environment', async () => {
    await run(10);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.cookieWrite,
      payload: { cpuAlertThreshold: 90, testEnvironment: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(await run(85, 85, 85)).toEqual(['normal', 'normal', 'normal']);
    expect(await run(92, 93, 94)).toEqual(['above', 'above', 'alerted']);
    // The e-mail was tried and held: nothing reached the server, the episode is still recorded.
    expect(smtp.received).toHaveLength(2);
    expect((await activity()).filter((entry) => entry.kind === 'alert')).toHaveLength(3);
  });
});
