import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAndLogin, loginAs } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { retentionCutoffs } from './policy';
import { RETENTION_JOB, retentionService } from './service';

const NOW = new Date('2026-06-15T03:00:00.000Z');
const DAY = 24 * 60 * 60_000;
const at = (iso: string) => new Date(iso).toISOString();

async function seed(ctx: TestContext, now: Date) {
  const contact = retentionCutoffs(now).contact.getTime();
  const navigation = retentionCutoffs(now).navigation.getTime();
  const request = (name: string, createdAt: number, processedAt: number | null) => ({
    source: 'contact' as const,
    name,
    email: `${name}@exemple.fr`,
    phone: '',
    company: '',
    preferredTime: null,
    status: processedAt ? ('completed' as const) : ('pending' as const),
    notes: 'message',
    createdAt: new Date(createdAt).toISOString(),
    processedAt: processedAt ? new Date(processedAt).toISOString() : null,
    processedBy: null,
  });
  const requests = await ctx.db
    .insertInto('callbackRequests')
    .values([
      request('expire', contact - DAY, null),
      // Arrived long ago but handled recently: the last interaction is recent, so it stays.
      request('traite-recemment', contact - 400 * DAY, contact + 10 * DAY),
      request('recent', contact + DAY, null),
      // Processed long ago, but the person answered since (0436): the conversation is alive, so it stays.
      request('repondu-recemment', contact - 400 * DAY, contact - 300 * DAY),
      // An internal note is not an exchange with the person: it expires.
      request('note-seulement', contact - 400 * DAY, contact - 300 * DAY),
    ])
    .returning(['id', 'name'])
    .execute();
  const requestId = (name: string) => Number(requests.find((row) => row.name === name)?.id);
  const message = (name: string, kind: 'received' | 'note') => ({ requestId: requestId(name), kind, author: 'x', subject: '', body: 'Merci', recipient: null, delivery: null, createdAt: new Date(contact + 5 * DAY).toISOString() });
  await ctx.db.insertInto('requestMessages').values([message('repondu-recemment', 'received'), message('note-seulement', 'note')]).execute();

  const prospect = (nom: string, dateAjout: number) => ({ nom, prenom: 'P', email: `${nom}@exemple.fr`, source: 'super-assistant', dateAjout: new Date(dateAjout).toISOString(), statut: 'Lead', isContacted: 0, commentaire: '', telephone: '', entreprise: '', fonction: '', leadScore: null, leadBand: null, details: null });
  const old = contact - 400 * DAY;
  const prospects = await ctx.db
    .insertInto('prospects')
    .values([prospect('ancien', contact - DAY), prospect('actuel', contact + DAY), prospect('ecrit', old), prospect('repondu', old), prospect('gagne', old), prospect('reattribue', old)])
    .returning(['id', 'nom'])
    .execute();
  const prospectId = (nom: string) => Number(prospects.find((row) => row.nom === nom)?.id);
  const since = new Date(contact + DAY).toISOString();
  // Added long ago, but written to, answered or moved in the pipeline since (0436): each stays.
  await ctx.db.insertInto('prospectEmails').values({ prospectId: prospectId('ecrit'), author: 'admin', recipient: 'ecrit@exemple.fr', subject: 'Devis', body: 'Bonjour', delivery: 'sent', createdAt: since, messageId: null }).execute();
  await ctx.db.insertInto('prospectEmailReplies').values({ prospectId: prospectId('repondu'), emailId: null, sender: 'repondu@exemple.fr', subject: 'Re: Devis', body: 'Merci', messageId: '<r@exemple.fr>', receivedAt: since }).execute();
  // A change of owner is the agency's own work, not an exchange with the person: that one expires.
  await ctx.db
    .insertInto('prospectActivities')
    .values([
      { prospectId: prospectId('gagne'), kind: 'status', detail: 'Gagné', author: 'admin', createdAt: since },
      { prospectId: prospectId('reattribue'), kind: 'owner', detail: 'admin', author: 'admin', createdAt: since },
    ])
    .execute();
  const event = (createdAt: number) => ({ name: 'page_view', page: '/', funnelStage: 'AWARENESS', visitorKey: 'k', properties: '{}', createdAt: new Date(createdAt).toISOString() });
  await ctx.db.insertInto('analyticsEvents').values([event(navigation - 1000), event(navigation - DAY), event(navigation + DAY)]).execute();
  const question = (createdAt: number) => ({ query: 'prix ?', page: '/', source: 'local', responseTimeMs: 3, tokens: 0, createdAt: new Date(createdAt).toISOString() });
  await ctx.db.insertInto('chatbotRequests').values([question(navigation - DAY), question(navigation + DAY)]).execute();
}

describe('retention cutoffs (public-site §9)', () => {
  it('are 3 years for contact data and 13 months for navigation data', () => {
    expect(retentionCutoffs(NOW)).toEqual({ contact: new Date(at('2023-06-15T03:00:00Z')), navigation: new Date(at('2025-05-15T03:00:00Z')) });
  });
  it('keep the last day of a shorter month', () => {
    expect(retentionCutoffs(new Date('2027-03-31T00:00:00Z')).navigation.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(retentionCutoffs(new Date('2028-02-29T00:00:00Z')).contact.toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });
});

describe.each(databaseKinds)('retention purge on %s', (kind) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterEach(() => ctx.close());

  it('counts in a dry run exactly what the purge then removes, and records the purge', async () => {
    await seed(ctx, NOW);
    const retention = retentionService(ctx.db);
    const expected = { contactRequests: 2, prospects: 2, analyticsEvents: 2, chatbotRequests: 1 };
    expect((await retention.dryRun(NOW)).counts).toEqual(expected);
    // A dry run changes nothing.
    expect((await retention.dryRun(NOW)).counts).toEqual(expected);

    const record = await retention.purge(NOW, 'admin');
    expect(record).toMatchObject({ ...expected, triggeredBy: 'admin', ranAt: NOW.toISOString() });
    expect((await retention.dryRun(NOW)).counts).toEqual({ contactRequests: 0, prospects: 0, analyticsEvents: 0, chatbotRequests: 0 });
    const names = (await ctx.db.selectFrom('callbackRequests').select('name').orderBy('name').execute()).map((r) => r.name);
    expect(names).toEqual(['recent', 'repondu-recemment', 'traite-recemment']);
    const kept = (await ctx.db.selectFrom('prospects').select('nom').orderBy('nom').execute()).map((r) => r.nom);
    expect(kept).toEqual(['actuel', 'ecrit', 'gagne', 'repondu']);
    expect(await ctx.db.selectFrom('analyticsEvents').select('id').execute()).toHaveLength(1);
    expect(await retention.history()).toEqual([expect.objectContaining({ id: record.id, ...expected })]);
  });

  it('runs daily through the job runner, once a day, with the injected clock', async () => {
    await seed(ctx, NOW);
    expect(await ctx.app.jobs.tick(NOW)).toContain(RETENTION_JOB);
    expect(await ctx.app.jobs.tick(new Date(NOW.getTime() + DAY - 1))).not.toContain(RETENTION_JOB);
    // A year later, data that was recent has expired in its turn.
    const later = new Date(NOW.getTime() + 400 * DAY);
    expect(await ctx.app.jobs.tick(later)).toContain(RETENTION_JOB);
    const history = await retentionService(ctx.db).history();
    expect(history.map((p) => [p.ranAt, p.triggeredBy])).toEqual([
      [later.toISOString(), 'schedule'],
      [NOW.toISOString(), 'schedule'],
    ]);
    expect(history[0]).toMatchObject({ contactRequests: 3, prospects: 4, analyticsEvents: 1, chatbotRequests: 1 });
  });

  it('shows admins the dry run and the past purges, closed to anonymous visitors, readable by ROLE_USER', async () => {
    await seed(ctx, new Date());
    await retentionService(ctx.db).purge(NOW, 'admin');
    const admin = await loginAs(ctx);
    const reader = await createAndLogin(ctx, admin, 'lecteur', ['ROLE_USER']);
    expect((await ctx.app.inject({ url: '/api/admin/retention' })).statusCode).toBe(401);
    const response = await ctx.app.inject({ url: '/api/admin/retention', headers: { 'x-api-key': reader.token } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.policy).toEqual({ contactRetentionYears: 3, navigationRetentionMonths: 13 });
    expect(body.dryRun.counts).toEqual({ contactRequests: 1, prospects: 1, analyticsEvents: 2, chatbotRequests: 1 });
    expect(body.purges).toHaveLength(1);
    expect(body.purges[0]).toMatchObject({ triggeredBy: 'admin', ranAt: NOW.toISOString() });
  });
});
