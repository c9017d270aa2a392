import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCardMessages } from '../../../domain/business-cards/business-card-schema';
import { builtInOwners } from '../../../domain/business-cards/card-designs';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { createAndLogin, loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';

const publicDir = join(import.meta.dirname, '..', '..', '..', 'public');

describe.each(databaseKinds)('business cards on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  let siteDir: string;

  beforeAll(async () => {
    // A copy of the served site's card folders, so a test can add or remove files.
    siteDir = mkdtempSync(join(tmpdir(), 'cards-site-'));
    cpSync(join(publicDir, 'resources'), join(siteDir, 'resources'), { recursive: true });
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SITE_DIR: siteDir });
    admin = await loginAs(ctx);
    reader = await createAndLogin(ctx, admin, 'lecteur-cartes', ['ROLE_USER']);
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string) => ctx.app.inject({ method, url, headers: { 'x-api-key': admin.token } });
  const list = async () => (await asAdmin('GET', '/api/admin/business-cards')).json().owners as typeof builtInOwners;

  it('lists the two owners with their card faces and iterations, stored in the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/business-cards', headers: { 'x-api-key': reader.token } });
    expect(response.statusCode).toBe(200);
    const { success, owners } = response.json();
    expect(success).toBe(true);
    expect(owners.map((o: { name: string }) => o.name)).toEqual(['Julien Marchand', 'Camille Laurent']);
    expect(owners[0].cards).toEqual([
      { side: 'recto', path: '/resources/business-cards/julien-marchand/recto.svg' },
      { side: 'verso', path: '/resources/business-cards/julien-marchand/verso.svg' },
    ]);
    expect(owners[0].iterations).toEqual([
      { name: 'minimal', path: '/resources/business-cards/julien-marchand/minimal-recto.svg', versoPath: '/resources/business-cards/julien-marchand/minimal-verso.svg' },
      { name: 'nuit', path: '/resources/business-cards/julien-marchand/nuit-recto.svg', versoPath: '/resources/business-cards/julien-marchand/nuit-verso.svg' },
    ]);
    const files = owners.flatMap((o: (typeof builtInOwners)[number]) => [...o.cards.map((c) => c.path), ...o.iterations.flatMap((i) => [i.path, i.versoPath])]);
    expect(new Set(files).size).toBe(12);
  });

  it('checks an owner’s folder: present with every file, then a removed file is reported missing', async () => {
    const [owner] = await list();
    const ok = await ctx.app.inject({ method: 'GET', url: `/api/admin/business-cards/check-directory/${owner!.id}`, headers: { 'x-api-key': reader.token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, exists: true, missing: [], directory: '/resources/business-cards/julien-marchand/' });
    expect(ok.json().files).toHaveLength(6);

    rmSync(join(siteDir, 'resources/business-cards/julien-marchand/nuit-verso.svg'));
    const missing = await asAdmin('GET', `/api/admin/business-cards/check-directory/${owner!.id}`);
    expect(missing.json().missing).toEqual(['/resources/business-cards/julien-marchand/nuit-verso.svg']);
    expect(missing.json().message).toContain('1 fichier manquant');
    cpSync(join(publicDir, 'resources/business-cards/julien-marchand/nuit-verso.svg'), join(siteDir, 'resources/business-cards/julien-marchand/nuit-verso.svg'));
  });

  it('deletes an iteration, then generating from the folder’s images brings it back', async () => {
    const [, owner] = await list();
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/business-cards/delete-iteration/${owner!.id}/nuit`, headers: admin.cookieWrite });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: businessCardMessages.iterationDeleted });
    expect((await list())[1]!.iterations.map((i) => i.name)).toEqual(['minimal']);

    const again = await asAdmin('DELETE', `/api/admin/business-cards/delete-iteration/${owner!.id}/nuit`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(businessCardMessages.iterationNotFound);

    const generated = await asAdmin('POST', `/api/admin/business-cards/generate-from-images/${owner!.id}`);
    expect(generated.statusCode).toBe(200);
    expect(generated.json().success).toBe(true);
    expect(generated.json().images).toHaveLength(6);
    expect(generated.json().images).toContain('/resources/business-cards/camille-laurent/nuit-verso.svg');
    expect((await list())[1]!.iterations.map((i) => i.name)).toEqual(['minimal', 'nuit']);
  });

  it('takes only real SVG files of the folder when generating', async () => {
    const [owner] = await list();
    const folder = join(siteDir, 'resources/business-cards/julien-marchand');
    writeFileSync(join(folder, 'faux-recto.svg'), 'PNG\u0000 pas une image vectorielle');
    writeFileSync(join(folder, 'salon-recto.svg'), '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 880 500"/>');
    const generated = await asAdmin('POST', `/api/admin/business-cards/generate-from-images/${owner!.id}`);
    expect(generated.statusCode).toBe(200);
    expect(generated.json().images).toContain('/resources/business-cards/julien-marchand/salon-recto.svg');
    expect(generated.json().images.some((path: string) => path.includes('faux'))).toBe(false);
    const salon = (await list())[0]!.iterations.find((i) => i.name === 'salon');
    expect(salon).toEqual({ name: 'salon', path: '/resources/business-cards/julien-marchand/salon-recto.svg', versoPath: null });
    rmSync(join(folder, 'faux-recto.svg'));
    rmSync(join(folder, 'salon-recto.svg'));
    await asAdmin('DELETE', `/api/admin/business-cards/delete-iteration/${owner!.id}/salon`);
  });

  it('answers in French when the folder is missing, for the check and for the generation', async () => {
    const [, owner] = await list();
    const folder = join(siteDir, 'resources/business-cards/camille-laurent');
    const aside = join(siteDir, 'camille-laurent-aside');
    cpSync(folder, aside, { recursive: true });
    rmSync(folder, { recursive: true });
    try {
      const check = await asAdmin('GET', `/api/admin/business-cards/check-directory/${owner!.id}`);
      expect(check.statusCode).toBe(200);
      expect(check.json()).toMatchObject({ exists: false, files: [], message: 'Le dossier /resources/business-cards/camille-laurent/ est introuvable' });
      expect(check.json().missing).toHaveLength(6);
      const generated = await asAdmin('POST', `/api/admin/business-cards/generate-from-images/${owner!.id}`);
      expect(generated.statusCode).toBe(404);
      expect(generated.json().message).toBe('Le dossier /resources/business-cards/camille-laurent/ est introuvable');
    } finally {
      cpSync(aside, folder, { recursive: true });
    }
  });

  it('validates ids and iteration names in French and never answers 5xx', async () => {
    for (const url of [
      '/api/admin/business-cards/check-directory/abc',
      '/api/admin/business-cards/check-directory/0',
      '/api/admin/business-cards/check-directory/-3',
      '/api/admin/business-cards/check-directory/1.5',
    ]) {
      const response = await asAdmin('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const badName = await asAdmin('DELETE', '/api/admin/business-cards/delete-iteration/1/..%2F..%2Fetc');
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toBe(businessCardMessages.iterationName);
    const unknown = await asAdmin('POST', '/api/admin/business-cards/generate-from-images/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(businessCardMessages.ownerNotFound);
    expect((await asAdmin('DELETE', '/api/admin/business-cards/delete/999999')).json().message).toBe(businessCardMessages.ownerNotFound);
  });

  it('refuses anonymous requests (401) and ROLE_USER writes (403), changing nothing', async () => {
    const [owner] = await list();
    const writes = [
      { method: 'POST' as const, url: `/api/admin/business-cards/generate-from-images/${owner!.id}` },
      { method: 'DELETE' as const, url: `/api/admin/business-cards/delete/${owner!.id}` },
      { method: 'DELETE' as const, url: `/api/admin/business-cards/delete-iteration/${owner!.id}/minimal` },
    ];
    for (const read of ['/api/admin/business-cards', `/api/admin/business-cards/check-directory/${owner!.id}`]) {
      const response = await ctx.app.inject({ method: 'GET', url: read });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(adminMessages.unauthorized);
    }
    for (const write of writes) {
      const anonymous = await ctx.app.inject(write);
      expect(anonymous.statusCode).toBe(401);
      const byReader = await ctx.app.inject({ ...write, headers: { 'x-api-key': reader.token } });
      expect(byReader.statusCode).toBe(403);
      expect(byReader.json().message).toBe(adminMessages.forbidden);
    }
    expect((await list())[0]!.iterations).toHaveLength(2);
  });

  it('deletes an owner with their cards and iterations; the list ends empty', async () => {
    for (const owner of await list()) {
      const response = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/business-cards/delete/${owner.id}`, headers: admin.cookieWrite });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: businessCardMessages.cardDeleted });
    }
    expect(await list()).toEqual([]);
    const faces = await ctx.db.selectFrom('businessCardFaces').select('id').execute();
    const iterations = await ctx.db.selectFrom('businessCardIterations').select('id').execute();
    expect([faces.length, iterations.length]).toEqual([0, 0]);
  });
});

describe.each(databaseKinds)('brand files at their legacy /build addresses on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => ctx.close());

  it('answers GET /build/manifest.json with every logo file', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/build/manifest.json' });
    expect(response.statusCode).toBe(200);
    const manifest = response.json();
    expect(manifest.files['build/images/logos/synapse-logo-dark.svg']).toBe('/images/logos/synapse-logo-dark.svg');
    expect(manifest.logos.map((logo: { path: string }) => logo.path)).toContain('/images/logos/synapse-mark.svg');
  });

  it('sends the /build copies of cards and logos to their one address, and nothing else', async () => {
    const card = await ctx.app.inject({ method: 'HEAD', url: '/build/resources/business-cards/julien-marchand/recto.svg' });
    expect(card.statusCode).toBe(301);
    expect(card.headers.location).toBe('/resources/business-cards/julien-marchand/recto.svg');
    const logo = await ctx.app.inject({ method: 'GET', url: '/build/images/logos/synapse-mark.svg' });
    expect(logo.headers.location).toBe('/images/logos/synapse-mark.svg');
    for (const url of ['/build//evil.example/x.svg', '/build/resources/business-cards/../../etc/passwd.svg', '/build/app.js']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
  });
});
