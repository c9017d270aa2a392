import { expect, request, test, waitingForHydration } from './support/test';
import { retentionService } from '../server/modules/retention/service';
import { settingsMessages } from '../domain/settings/settings-schema';
import { adminApiToken, loginAsAdmin, openAdminSection } from './support/admin';
import { queryRows } from './support/database';
import { linesBeginningWithPunctuation } from './support/layout';
import { loginOn, startOwnServer } from './support/own-server';

test.describe('settings', () => {
  test('maintenance mode turns the public contact page into the restricted view in another tab, and back', async ({ browser }) => {
    test.slow(); // a second server starts and stops inside the test
    const server = await startOwnServer();
    const context = await browser.newContext({ locale: 'fr-FR' });
    try {
      const admin = waitingForHydration(await context.newPage());
      const visitor = waitingForHydration(await context.newPage());
      await visitor.goto(`${server.baseURL}/contact`);
      await expect(visitor.getByRole('heading', { name: 'Accès Restreint' })).toHaveCount(0);
      await expect(visitor.locator('form').first()).toBeVisible();

      await loginOn(admin, server.baseURL);
      const general = await openAdminSection(admin, 'settings-general');
      const maintenance = general.getByRole('switch', { name: 'Mode maintenance' });
      await expect(maintenance).not.toBeChecked();
      await maintenance.check();
      await general.getByRole('button', { name: 'Enregistrer' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Activer' }).click();
      await expect(general.getByRole('status')).toHaveText('Paramètres enregistrés avec succès');

      await visitor.bringToFront();
      const closed = await visitor.reload();
      expect(closed?.status()).toBe(503);
      await expect(visitor.getByRole('heading', { name: 'Accès Restreint' })).toBeVisible();
      await expect(visitor.getByText('Cette page est temporairement indisponible pour maintenance.')).toBeVisible();

      await admin.bringToFront();
      await admin.reload();
      await expect(admin.getByRole('heading', { name: "Panel d'administration", level: 1 })).toBeVisible();
      await openAdminSection(admin, 'settings-general');
      await expect(maintenance).toBeChecked();
      await expect(general.getByText(/^Dernière modification le .+ par admin$/)).toBeVisible();
      await maintenance.uncheck();
      await general.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(general.getByRole('status')).toHaveText('Paramètres enregistrés avec succès');

      const reopened = await visitor.reload();
      expect(reopened?.status()).toBe(200);
      await expect(visitor.getByRole('heading', { name: 'Accès Restreint' })).toHaveCount(0);
      await expect(visitor.locator('form').first()).toBeVisible();
    } finally {
      await context.close();
      await server.close();
    }
  });

  test('an admin generates an API key, it works once outside the browser, then revoking it stops it', async ({ page, baseURL }) => {
    const name = `Clé e2e ${Date.now()}`;
    await loginAsAdmin(page);
    const security = await openAdminSection(page, 'settings-security');
    await security.getByRole('button', { name: 'Générer une nouvelle clé API' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle clé API' });
    await dialog.getByRole('button', { name: 'Générer la clé' }).click();
    await expect(dialog.getByText('Le nom de la clé doit contenir de 1 à 60 caractères')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nom de la clé' }).fill(name);
    await dialog.getByRole('button', { name: 'Générer la clé' }).click();
    const shown = dialog.getByRole('status', { name: 'Clé API générée' }).or(dialog.locator('output'));
    await expect(shown).toHaveText(/^[\w-]{43}$/);
    const token = (await shown.textContent()) ?? '';
    await dialog.getByRole('button', { name: "J'ai copié la clé" }).click();
    await expect(dialog).toHaveCount(0);
    // Never kept by the page: the key exists only where the admin copied it.
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(token);

    const client = await request.newContext({ baseURL });
    try {
      const used = await client.get('/api/admin/session', { headers: { 'X-API-KEY': token } });
      expect(used.status()).toBe(200);
      expect((await used.json()).user.username).toBe('admin');

      await page.reload();
      await openAdminSection(page, 'settings-security');
      const row = security.getByRole('row').filter({ hasText: name });
      await expect(row.getByText('Active', { exact: true })).toBeVisible();
      await expect(row.getByRole('cell').nth(2)).not.toHaveText('Jamais');
      await row.getByRole('button', { name: `Révoquer la clé ${name}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Révoquer' }).click();
      await expect(security.getByRole('status').filter({ hasText: 'Clé API révoquée' })).toBeVisible();
      await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

      expect((await client.get('/api/admin/session', { headers: { 'X-API-KEY': token } })).status()).toBe(401);
    } finally {
      await client.dispose();
    }
  });

  test('the login journal shows a failed login', async ({ page, browser }) => {
    const stranger = waitingForHydration(await browser.newPage());
    await stranger.goto('/admin/login');
    const username = `intrus${Date.now()}`;
    await stranger.getByRole('textbox', { name: "Nom d'utilisateur", exact: true }).fill(username);
    await stranger.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('mauvais-mot-de-passe');
    await stranger.getByRole('button', { name: 'Se connecter' }).click();
    await expect(stranger.getByRole('alert')).toHaveText('Mot de passe incorrect');
    await stranger.close();

    await loginAsAdmin(page);
    // A second tab has no flag of its own: the session cookie alone lets it in.
    const secondTab = waitingForHydration(await page.context().newPage());
    await secondTab.goto('/admin');
    await expect(secondTab.getByRole('heading', { name: "Panel d'administration", level: 1 })).toBeVisible();
    await secondTab.close();
    const security = await openAdminSection(page, 'settings-security');
    const row = security.getByRole('row').filter({ hasText: username });
    await expect(row.getByText('Échec', { exact: true })).toBeVisible();
    const footer = security.getByText(/^Interface d'administration version 2\.5\.0$/);
    await expect(footer).toBeVisible();
    // The version closes the panel: no section comes after it.
    expect(await footer.evaluate((line) => [...document.querySelectorAll('main section[id]')].filter((section) => line.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).map((section) => section.id))).toEqual([]);
  });

  test('the retention panel counts what the next purge would delete, then lists the purge once it ran', async ({ browser }) => {
    test.slow(); // a second server starts and stops inside the test
    const server = await startOwnServer();
    try {
      const longAgo = new Date(Date.now() - 4 * 365 * 24 * 60 * 60_000).toISOString();
      await server.app.db
        .insertInto('analyticsEvents')
        .values([1, 2].map(() => ({ name: 'page_view', page: '/', funnelStage: 'AWARENESS', visitorKey: 'ancien', properties: '{}', createdAt: longAgo })))
        .execute();
      const page = waitingForHydration(await browser.newPage({ locale: 'fr-FR' }));
      await loginOn(page, server.baseURL);
      await openAdminSection(page, 'settings-security');
      const dryRun = page.getByLabel('Simulation de la prochaine purge');
      await dryRun.scrollIntoViewIfNeeded();
      await expect(dryRun.locator('div').filter({ hasText: 'Événements de navigation' }).locator('dd').first()).toHaveText('2');
      await expect(page.getByText('Aucune purge effectuée pour le moment')).toBeVisible();

      await retentionService(server.app.db).purge(new Date(), 'schedule');
      await page.reload();
      await openAdminSection(page, 'settings-security');
      await dryRun.scrollIntoViewIfNeeded();
      await expect(dryRun.locator('div').filter({ hasText: 'Événements de navigation' }).locator('dd').first()).toHaveText('0');
      const purge = page.getByRole('table', { name: 'Purges déjà effectuées' }).getByRole('row').filter({ hasText: 'Tâche quotidienne' });
      await expect(purge).toHaveCount(1);
      await page.close();
    } finally {
      await server.close();
    }
  });

  test('the morning digest of follow-ups is switched off and moved to 10 h with the keyboard, kept after a reload', async ({ page }) => {
    const stored = () => Object.fromEntries(queryRows<{ key: string; value: string }>("select key, value from site_settings where key like 'follow-up-digest%'").map((row) => [row.key, row.value]));
    await loginAsAdmin(page);
    let section = await openAdminSection(page, 'settings-notifications');
    const digest = () => section.getByRole('switch', { name: 'Récapitulatif quotidien des relances' });
    const hour = () => section.getByLabel('Heure d’envoi (heure de Paris)');
    await expect(digest()).toBeChecked();
    await expect(hour()).toHaveValue('8');
    try {
      await digest().focus();
      await page.keyboard.press('Space');
      await hour().selectOption('10');
      await section.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(section.getByText(settingsMessages.saved)).toBeVisible();
      expect(stored()).toMatchObject({ 'follow-up-digest': '0', 'follow-up-digest-hour': '10' });
      await page.reload();
      section = await openAdminSection(page, 'settings-notifications');
      await expect(digest()).not.toBeChecked();
      await expect(hour()).toHaveValue('10');
    } finally {
      await digest().check();
      await hour().selectOption('8');
      await section.getByRole('button', { name: 'Enregistrer' }).click();
      await expect.poll(stored).toMatchObject({ 'follow-up-digest': '1', 'follow-up-digest-hour': '8' });
    }
  });

  test('the notification of received replies is off by default, says why, and is saved on with the keyboard', async ({ page }) => {
    const stored = () => queryRows<{ value: string }>("select value from site_settings where key = 'notify-replies'")[0]?.value ?? null;
    await loginAsAdmin(page);
    const section = await openAdminSection(page, 'settings-notifications');
    const replies = section.getByRole('switch', { name: 'Réponses reçues' });
    await expect(replies).not.toBeChecked();
    await expect(section.getByText(/quand une personne répond à un e-mail du back-office \(désactivé par défaut\s: la boîte de l’agence la reçoit déjà\)/)).toBeVisible();
    try {
      await replies.focus();
      await page.keyboard.press('Space');
      await expect(replies).toBeChecked();
      await section.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(section.getByText(settingsMessages.saved)).toBeVisible();
      expect(stored()).toBe('1');
    } finally {
      await replies.uncheck();
      await section.getByRole('button', { name: 'Enregistrer' }).click();
      await expect.poll(stored).toBe('0');
    }
  });

  test('a switch changed and not yet saved keeps its state when another section saves, and its save writes only what changed', async ({ page, request }) => {
    // Another section's save brings new settings to every form: a form shows them without undoing what its user
    // changed and has not saved yet; its own save sends only that, never writing back a value another
    // administrator changed since it was read (docs/decisions/0514-stored-settings-keep-unsaved-changes.md).
    const headers = { 'x-api-key': await adminApiToken(request) };
    const stored = (key: string) => queryRows<{ value: string }>('select value from site_settings where key = ?', key)[0]?.value ?? null;
    const weeklyBefore = ((await (await request.get('/api/admin/settings', { headers })).json()) as { settings: { weeklyReport: boolean } }).settings.weeklyReport;
    await loginAsAdmin(page);
    const notifications = await openAdminSection(page, 'settings-notifications');
    const imports = notifications.getByRole('switch', { name: 'Imports de prospects' });
    await expect(imports).not.toBeChecked();
    const backups = await openAdminSection(page, 'settings-backups');
    const kept = backups.getByRole('spinbutton', { name: 'Sauvegardes conservées' });
    const keptBefore = await kept.inputValue();
    try {
      await imports.check();
      await kept.fill(String(Number(keptBefore) + 1));
      await backups.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(backups.getByRole('status')).toHaveText(settingsMessages.saved);
      await expect(imports).toBeChecked();

      // Another administrator changes the weekly report meanwhile; this form still shows what it read.
      expect((await request.put('/api/admin/settings', { headers, data: { weeklyReport: !weeklyBefore } })).status()).toBe(200);
      await notifications.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(notifications.getByText(settingsMessages.saved)).toBeVisible();
      expect(stored('notify-prospect-import')).toBe('1');
      expect(stored('weekly-report')).toBe(weeklyBefore ? '0' : '1');
    } finally {
      await request.put('/api/admin/settings', { headers, data: { notifyProspectImport: false, weeklyReport: weeklyBefore, backupsKept: Number(keptBefore) } });
    }
  });

  test('the automatic assignment of new requests and leads is offered, off by default, with what it does', async ({ page }) => {
    // Saved on, it would give the requests other tests post meanwhile to an admin: its effect is proven by
    // server/modules/requests/inbox-auto-assign.test.ts; here, the switch as an admin finds it.
    await loginAsAdmin(page);
    const section = await openAdminSection(page, 'settings-notifications');
    const assign = section.getByRole('switch', { name: 'Attribution automatique des nouvelles demandes et des leads' });
    await expect(assign).not.toBeChecked();
    await expect(section.getByText(/^Chaque nouveau message ou demande de rappel est confié à l’administrateur qui a le moins de demandes en attente/)).toBeVisible();
    await assign.focus();
    await page.keyboard.press('Space');
    await expect(assign).toBeChecked();
  });

  test('the settings fit a phone @mobile', async ({ page }) => {
    await loginAsAdmin(page);
    for (const id of ['settings-general', 'settings-notifications', 'settings-preferences', 'settings-security']) {
      const section = await openAdminSection(page, id);
      await expect(section).toBeVisible();
      // No line of the interface's own text begins with ';', ':', '?' or '!' (a no-break space keeps each with its word).
      expect(await linesBeginningWithPunctuation(section), id).toEqual([]);
      // Wide tables scroll inside their own frame; nothing in the section reaches past the screen.
      const widest = await section.evaluate((root) =>
        Math.max(...[root, ...root.querySelectorAll('*')].filter((e) => !e.closest('.overflow-auto') && !e.classList.contains('sr-only')).map((e) => e.getBoundingClientRect().right)),
      );
      expect(widest, id).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    }
  });
});
