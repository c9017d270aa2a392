import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_TEMPLATES_MAX, replyTemplateMessages } from '../../../domain/reply-templates';
import { buildTestAppAsAdmin, createAndLogin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { replyTemplatesRepository } from './reply-templates-repository';

describe.each(databaseKinds)('reply templates on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;

  beforeAll(async () => {
    ({ ctx, admin } = await buildTestAppAsAdmin(kind));
    reader = await createAndLogin(ctx, admin, 'lectrice', ['ROLE_USER']);
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = admin) =>
    ctx.app.inject({ method, url, headers: { 'x-api-key': who.token }, ...(payload ? { payload } : {}) });
  const list = async () => (await send('GET', '/api/admin/reply-templates')).json().templates as Array<{ id: number; title: string; subject: string; body: string; updatedBy: string }>;

  it('creates, lists by title, edits and deletes a template, saying each in French', async () => {
    const created = await send('POST', '/api/admin/reply-templates', { title: '  Premier contact ', subject: 'Votre projet', body: 'Bonjour {{prenom}},' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ message: replyTemplateMessages.created, template: { title: 'Premier contact', subject: 'Votre projet', body: 'Bonjour {{prenom}},', updatedBy: 'admin' } });
    await send('POST', '/api/admin/reply-templates', { title: 'Devis envoyé', body: 'Voici notre devis.' });
    expect((await list()).map((t) => t.title)).toEqual(['Devis envoyé', 'Premier contact']);

    const id = created.json().template.id as number;
    const edited = await send('PUT', `/api/admin/reply-templates/${id}`, { title: 'Premier contact', subject: '', body: 'Bonjour {{prenom}}, merci.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ message: replyTemplateMessages.updated, template: { subject: '', body: 'Bonjour {{prenom}}, merci.' } });

    const removed = await send('DELETE', `/api/admin/reply-templates/${id}`);
    expect(removed.json()).toEqual({ success: true, message: replyTemplateMessages.deleted });
    expect((await list()).map((t) => t.title)).toEqual(['Devis envoyé']);
    for (const [method, payload] of [['PUT', { title: 'X', body: 'Y' }], ['DELETE', undefined]] as const) {
      const gone = await send(method, `/api/admin/reply-templates/${id}`, payload);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(replyTemplateMessages.notFound);
    }
  });

  it('refuses a title already taken, whatever its case and accents, beside the title field', async () => {
    const taken = await send('POST', '/api/admin/reply-templates', { title: 'DEVIS ENVOYE', body: 'Autre texte' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ title: replyTemplateMessages.titleTaken });
    const other = (await send('POST', '/api/admin/reply-templates', { title: 'Relance', body: 'Avez-vous pu lire notre devis ?' })).json().template;
    const renamed = await send('PUT', `/api/admin/reply-templates/${other.id}`, { title: 'devis envoyé', body: 'x' });
    expect(renamed.statusCode).toBe(409);
    // Its own title is not a conflict.
    expect((await send('PUT', `/api/admin/reply-templates/${other.id}`, { title: 'Relance', body: 'Avez-vous pu lire notre devis ?' })).statusCode).toBe(200);
  });

  it('refuses an empty title or text in French and stores nothing', async () => {
    const before = (await list()).length;
    const response = await send('POST', '/api/admin/reply-templates', { title: '', body: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ title: replyTemplateMessages.title, body: replyTemplateMessages.body });
    expect((await send('POST', '/api/admin/reply-templates', { title: 'Long', body: 'x'.repeat(5001) })).json().fieldErrors).toEqual({ body: replyTemplateMessages.body });
    expect(await list()).toHaveLength(before);
  });

  it(`refuses the ${REPLY_TEMPLATES_MAX + 1}th template in French`, async () => {
    const templates = replyTemplatesRepository(ctx.db);
    const at = new Date().toISOString();
    for (let n = await templates.count(); n < REPLY_TEMPLATES_MAX; n += 1) await templates.insert({ title: `Modèle ${n}`, titleKey: `modele ${n}`, subject: '', body: 'x' }, 'admin', at);
    const refused = await send('POST', '/api/admin/reply-templates', { title: 'Un de trop', body: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(replyTemplateMessages.tooMany);
    expect(await templates.count()).toBe(REPLY_TEMPLATES_MAX);
  });

  it('lets a ROLE_USER read the templates, not change them', async () => {
    expect((await send('GET', '/api/admin/reply-templates', undefined, reader)).statusCode).toBe(200);
    expect((await send('POST', '/api/admin/reply-templates', { title: 'Lecture', body: 'x' }, reader)).statusCode).toBe(403);
  });
});
