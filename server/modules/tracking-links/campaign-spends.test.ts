import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spendMessages } from '../../../domain/campaign-spends';
import { buildTestAppWithReader, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { contactMessage } from '../../test/lead-payload';
import { addDays } from '../../../domain/calendar-day';
import { parisToday } from '../../../domain/paris-time';

const today = () => parisToday();
const daysAgo = (days: number) => addDays(parisToday(), -days);

describe.each(databaseKinds)('campaign spends on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;

  beforeAll(async () => {
    ({ ctx, admin, reader } = await buildTestAppWithReader(kind, 'lecteur'));
  });
  afterAll(() => ctx.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = admin) =>
    ctx.app.inject({ method, url, headers: who.cookieWrite, ...(payload ? { payload } : {}) });
  const spendsOf = async (campaign: string) => (await api('GET', `/api/admin/campaigns/spends?campaign=${encodeURIComponent(campaign)}`)).json().spends;
  const campaignStats = async (campaign: string, query = '') =>
    (await api('GET', `/api/admin/campaigns/stats${query}`)).json().campaigns.find((entry: { campaign: string }) => entry.campaign === campaign);
  const contact = (code: string, campaign: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactMessage({ email: `elodie.${Math.random().toString(36).slice(2)}@exemple.fr`, campaign: { source: 'linkedin', medium: 'cpc', campaign, code } }),
    });

  it('adds a spend signed and dated, lists a campaign’s spends the latest day first, and deletes one', async () => {
    const added = await api('POST', '/api/admin/campaigns/spends', { campaign: ' linkedin-ads ', day: daysAgo(3), amount: 450, label: ' Publicité LinkedIn ' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ success: true, message: spendMessages.added, spend: { campaign: 'linkedin-ads', day: daysAgo(3), amount: 450, label: 'Publicité LinkedIn', createdBy: 'admin' } });
    // The label may be left out, as a client written without it sends.
    const later = (await api('POST', '/api/admin/campaigns/spends', { campaign: 'linkedin-ads', day: today(), amount: 300 })).json().spend;
    expect(later.label).toBe('');
    await api('POST', '/api/admin/campaigns/spends', { campaign: 'autre', day: today(), amount: 99 });
    expect((await spendsOf('linkedin-ads')).map((spend: { amount: number }) => spend.amount)).toEqual([300, 450]);

    const deleted = await api('DELETE', `/api/admin/campaigns/spends/${later.id}`);
    expect(deleted.json()).toEqual({ success: true, message: spendMessages.deleted });
    expect((await spendsOf('linkedin-ads')).map((spend: { amount: number }) => spend.amount)).toEqual([450]);
    const again = await api('DELETE', `/api/admin/campaigns/spends/${later.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(spendMessages.notFound);
  });

  it('refuses a spend without campaign, day or whole amount, or with a long label, in French, storing nothing; a reader is refused', async () => {
    const valid = { campaign: 'refus', day: today(), amount: 100, label: '' };
    const cases: [object, string][] = [
      [{ ...valid, campaign: '  ' }, spendMessages.campaign],
      [{ ...valid, campaign: 'x'.repeat(101) }, spendMessages.campaign],
      [{ ...valid, day: '2026-02-30' }, spendMessages.day],
      [{ ...valid, day: '29/11/2026' }, spendMessages.day],
      [{ ...valid, amount: 0 }, spendMessages.amount],
      [{ ...valid, amount: 12.5 }, spendMessages.amount],
      [{ ...valid, amount: '1 200 €' }, spendMessages.amount],
      [{ ...valid, amount: 10_000_001 }, spendMessages.amount],
      [{ ...valid, label: 'x'.repeat(201) }, spendMessages.label],
    ];
    for (const [payload, message] of cases) {
      const refused = await api('POST', '/api/admin/campaigns/spends', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().errors).toContain(message);
    }
    expect((await api('POST', '/api/admin/campaigns/spends', valid, reader)).statusCode).toBe(403);
    expect(await spendsOf('refus')).toEqual([]);
    const noCampaign = await api('GET', '/api/admin/campaigns/spends?campaign=');
    expect(noCampaign.statusCode).toBe(400);
    expect(noCampaign.json().errors).toContain(spendMessages.campaign);
  });

  it('gives each campaign the spends of the period, their cost per lead and the won value they brought back', async () => {
    const link = (await api('POST', '/api/admin/tracking-links', { clientName: 'Google Ads', campaign: 'google-ads' })).json().data;
    await api('POST', '/api/admin/tracking-links', { clientName: 'Sans campagne' });
    const none = await campaignStats('google-ads');
    expect(none.spend).toEqual({ total: 0, costPerLead: null, returnOnSpend: null });

    await api('POST', '/api/admin/campaigns/spends', { campaign: 'google-ads', day: today(), amount: 600 });
    await api('POST', '/api/admin/campaigns/spends', { campaign: 'google-ads', day: daysAgo(2), amount: 400 });
    // Outside the 30 days shown by default: counted only by a period that holds it.
    await api('POST', '/api/admin/campaigns/spends', { campaign: 'google-ads', day: daysAgo(40), amount: 5_000 });
    expect((await campaignStats('google-ads')).spend).toEqual({ total: 1_000, costPerLead: null, returnOnSpend: 0 });

    const first = (await contact(link.trackingCode, 'google-ads')).json();
    expect((await contact(link.trackingCode, 'google-ads')).statusCode).toBe(201);
    const prospect = (await api('POST', `/api/admin/callback-requests/${first.id}/prospect`)).json().prospect;
    const won = await api('PUT', `/api/admin/prospects/${prospect.id}`, { email: prospect.email, telephone: '', statut: 'Client', estimated_value: 3_200 });
    expect(won.statusCode, won.body).toBe(200);
    const stats = await campaignStats('google-ads');
    expect(stats.totals).toMatchObject({ leads: 2, wonValue: 3_200 });
    expect(stats.spend).toEqual({ total: 1_000, costPerLead: 500, returnOnSpend: 3.2 });
    expect((await campaignStats('google-ads', `?from=${daysAgo(45)}&to=${today()}`)).spend.total).toBe(6_000);
    expect((await campaignStats('')).spend).toEqual({ total: 0, costPerLead: null, returnOnSpend: null });
  });
});
