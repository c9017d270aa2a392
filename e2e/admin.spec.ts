import { expect, test, type Locator } from './support/test';
import { adminTabs } from '../app/features/admin/nav/admin-tabs';
import { execute, insertAdminUser, insertCallback, loginAsAdmin, openAdminSection } from './support/admin';
import { queryRows } from './support/database';
import { returnDayLabel } from '../domain/availability';
import { parisToday } from '../domain/paris-time';
import { addDays, frenchDay } from '../domain/calendar-day';
import { adminMessages } from '../domain/validation/admin-messages';
import { expectNoHorizontalOverflow } from './support/layout';

const tabLabels = [
  'Tableau de bord',
  'Base prospects',
  'Communication',
  'Serveurs',
  'IA',
  'SEO',
  'Outils',
  'Documentation',
  'Personas',
  'Ressources marketing',
  'Développement',
  'Paramètres',
];

test.describe('back-office', () => {
  test('an admin logs in, processes a callback, sees the badge drop, logs out and is refused', async ({ page }) => {
    test.slow(); // one long journey through every tab
    const stamp = Date.now();
    const name = `Rappel ${stamp}`;
    // An address of its own: the detail lists the other requests from the same address, a retry's included.
    insertCallback({ name, email: `rappel-${stamp}@exemple.fr`, company: '<b>Gras</b> SARL', preferredTime: '2020-01-01T09:00:00.000Z', notes: '<script>alert(1)</script>' });

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await loginAsAdmin(page);

    const nav = page.getByRole('navigation', { name: 'Sections du panel' });
    for (const label of tabLabels) await expect(nav.getByRole('button', { name: new RegExp(`^${label}( \\d+ à traiter)?$`) })).toBeVisible();
    // Each parent toggles its dropdown of sub-items.
    for (const tab of adminTabs.filter((t) => t.items && t.id !== 'communication')) {
      await nav.getByRole('button', { name: tab.label, exact: true }).click();
      for (const item of tab.items ?? []) await expect(nav.getByRole('button', { name: item.label, exact: true })).toBeVisible();
      await nav.getByRole('button', { name: tab.label, exact: true }).click();
      await expect(nav.getByRole('button', { name: tab.items?.[0]?.label, exact: true })).toHaveCount(0);
    }

    await nav.getByRole('button', { name: /^Communication/ }).click();
    const callbackItem = nav.getByRole('button', { name: /^Demandes de rappel/ });
    // Other journeys add callbacks meanwhile: the badge is compared with the server's count, not a number read earlier.
    const badge = async () => Number((await callbackItem.textContent())?.match(/(\d+) à traiter$/)?.[1] ?? 0);
    await expect.poll(badge).toBeGreaterThanOrEqual(1);
    await callbackItem.click();
    await expect(page.locator('#callback-requests')).toHaveAttribute('data-highlighted', 'true');
    await expect(page.locator('#callback-requests')).not.toHaveAttribute('data-highlighted', 'true');

    await page.getByRole('button', { name: "Demandes d'appels programmés" }).click();
    const modal = page.getByRole('dialog', { name: "Demandes d'appels programmés" });
    await expect(modal).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await modal.getByRole('button', { name: `Voir le détail de ${name}` }).click();
    const detail = page.getByRole('dialog', { name: 'Demande de rappel' });
    await expect(detail.getByText('<script>alert(1)</script>', { exact: true })).toBeVisible();
    await expect(detail.getByText('<b>Gras</b> SARL', { exact: true })).toBeVisible();
    await expect(detail.getByText('Créneau dépassé')).toBeVisible();
    await expect(detail.getByText('Non fourni')).toBeVisible();
    // The badge reloads its count once the request is processed; other journeys add callbacks meanwhile and the page
    // may count again, so the badge is compared with the latest count the server gave the page, not a number read once.
    let latestCount: number | undefined;
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/admin/callback-requests/count-pending')) return;
      latestCount = ((await response.json()) as { bySource: { callback: number } }).bySource.callback;
    });
    const recounted = page.waitForResponse((response) => response.url().endsWith('/api/admin/callback-requests/count-pending'));
    await detail.getByRole('button', { name: 'Marquer comme traité' }).click();
    await expect(detail).toHaveCount(0);
    await recounted;

    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await nav.getByRole('button', { name: /^Communication/ }).click();
    await expect.poll(async () => (await badge()) === latestCount).toBe(true);
    expect(queryRows<{ status: string; processed_by: string }>('select status, processed_by from callback_requests where name = ?', name)).toEqual([
      { status: 'completed', processed_by: 'admin' },
    ]);

    // The back-office keeps no token in the browser: the HttpOnly session cookie is its only credential.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /token|admin/i.test(key)))).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).not.toContain('admin_session');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const flag = await page.evaluate(() => sessionStorage.getItem('authenticated'));
    expect(JSON.parse(flag ?? 'null')).toMatchObject({ state: { authenticated: false } });
    expect((await page.request.get('/api/admin/users')).status()).toBe(401);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a wrong password shows the French message', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByRole('textbox', { name: 'Mot de passe', exact: true });
    await password.fill('pas-le-bon');
    await password.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Mot de passe incorrect');
    // Disabled while sent, the password takes the focus back, selected to be typed again (decision 0541).
    await expect(password).toBeFocused();
    await page.keyboard.type('autre');
    await expect(password).toHaveValue('autre');
  });

  test('an admin adds, edits and deletes a user; the main admin cannot be deleted', async ({ page }) => {
    await loginAsAdmin(page);
    const users = await openAdminSection(page, 'settings-users');
    await expect(users.getByRole('button', { name: 'Supprimer admin' })).toBeDisabled();
    await users.getByRole('button', { name: 'Nouvel utilisateur' }).click();
    await users.getByRole('textbox', { name: "Nom d'utilisateur", exact: true }).fill('lecteur-e2e');
    await users.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('court');
    await users.getByRole('textbox', { name: 'Confirmer le mot de passe', exact: true }).fill('autre');
    await users.getByRole('textbox', { name: 'E-mail', exact: true }).fill('lecteur@');
    await users.getByRole('button', { name: 'Ajouter' }).click();
    await expect(users.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
    await expect(users.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await expect(users.getByText('Veuillez saisir une adresse email valide')).toBeVisible();
    // Where what a colleague assigns to the user is told.
    await users.getByRole('textbox', { name: 'E-mail', exact: true }).fill('Lecteur.E2E@Exemple.fr');
    await users.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Lecteur-Mdp-1');
    await users.getByRole('textbox', { name: 'Confirmer le mot de passe', exact: true }).fill('Lecteur-Mdp-1');
    await users.getByRole('checkbox', { name: 'Administrateur (accès complet)' }).uncheck();
    await users.getByRole('button', { name: 'Ajouter' }).click();
    await expect(users.getByRole('status')).toHaveText('Utilisateur ajouté avec succès');
    const row = users.getByRole('row', { name: /lecteur-e2e/ });
    await expect(row).toContainText('Utilisateur');
    await expect(row).toContainText('Jamais connecté');
    await expect(row).toContainText('lecteur.e2e@exemple.fr');

    await row.getByRole('button', { name: 'Modifier lecteur-e2e' }).click();
    await expect(users.getByRole('textbox', { name: "Nom d'utilisateur", exact: true })).toHaveAttribute('readonly', '');
    await expect(users.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('lecteur.e2e@exemple.fr');
    await users.getByRole('textbox', { name: 'E-mail', exact: true }).fill('');
    await users.getByRole('checkbox', { name: 'Administrateur (accès complet)' }).check();
    await users.getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(users.getByRole('row', { name: /lecteur-e2e/ })).toContainText('Admin');
    await expect(users.getByRole('row', { name: /lecteur-e2e/ })).not.toContainText('@exemple.fr');

    await users.getByRole('button', { name: 'Supprimer lecteur-e2e' }).click();
    const confirm = page.getByRole('dialog', { name: "Supprimer l'utilisateur" });
    await expect(confirm).toContainText("Êtes-vous sûr de vouloir supprimer l'utilisateur lecteur-e2e ?");
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(users.getByRole('row', { name: /lecteur-e2e/ })).toHaveCount(0);
  });

  test('an administrator marks themself absent from the header, is named so in the lists, and a colleague brings them back', async ({ page }) => {
    await insertAdminUser('absente-e2e', 'Absente-Mdp-1');
    const callerName = `Rappel absence ${Date.now()}`;
    insertCallback({ name: callerName, email: 'absence@exemple.fr' });
    const awaySince = () => queryRows<{ away_since: string | null }>("select away_since from admin_users where username = 'absente-e2e'")[0]?.away_since;
    await loginAsAdmin(page, 'absente-e2e', 'Absente-Mdp-1');
    const available = page.getByRole('banner').getByRole('switch', { name: 'Disponible' });
    await expect(available).toBeChecked();
    // Going away asks for the return day first.
    const back = addDays(parisToday(), 3);
    await available.click();
    const dialog = page.getByRole('dialog', { name: 'Vous marquer absent' });
    await dialog.getByLabel('De retour le').fill(frenchDay(back));
    await dialog.getByRole('button', { name: 'Marquer absent' }).click();
    await expect(page.getByText(adminMessages.userAwayUntil('absente-e2e', back))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(available).not.toBeChecked();
    await expect(page.getByRole('banner')).toContainText(`(de retour le ${returnDayLabel(back)})`);
    expect(awaySince()).toEqual(expect.any(String));

    const users = await openAdminSection(page, 'settings-users');
    const row = users.getByRole('row', { name: /absente-e2e/ });
    await expect(row).toContainText('Absent depuis le');
    await expect(row).toContainText(`de retour le ${returnDayLabel(back)}`);
    const inbox = await openAdminSection(page, 'callback-requests');
    await inbox.getByRole('checkbox', { name: `Sélectionner ${callerName}` }).check();
    await expect(inbox.getByRole('combobox', { name: 'Assigner la sélection à' }).getByRole('option', { name: 'absente-e2e (absent)' })).toBeAttached();

    await row.getByRole('button', { name: 'Marquer absente-e2e disponible' }).click();
    await expect(page.getByText('absente-e2e est de nouveau disponible')).toBeVisible();
    await expect(row).toContainText('Disponible');
    await expect(available).toBeChecked();
    expect(awaySince()).toBeNull();
  });

  test('an expired session asks to log in again, in place', async ({ page }) => {
    const username = `expire-${Date.now()}`;
    await insertAdminUser(username, 'Expire-Mdp-12');
    await loginAsAdmin(page, username, 'Expire-Mdp-12');
    execute('update admin_sessions set expires_at = ? where username = ?', new Date(Date.now() - 1000).toISOString(), username);
    execute('update admin_api_tokens set revoked_at = ? where username = ?', new Date().toISOString(), username);
    await page.reload();
    // The login form takes the page's place with its notice; the sections' own 401 alerts may say the same words for
    // a moment before it does, so the notice is looked for in the form.
    const form = page.getByRole('form', { name: 'Connexion administrateur' });
    await expect(form.getByRole('status')).toHaveText('Votre session a expiré. Veuillez vous reconnecter.');
    await page.getByRole('textbox', { name: "Nom d'utilisateur", exact: true }).fill(username);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Expire-Mdp-12');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(page.getByText(`Connecté : ${username}`)).toBeVisible();
  });

  test('on a phone the inbox opens near full screen and closes on Escape @mobile', async ({ page }) => {
    insertCallback({ name: `Mobile ${Date.now()}`, email: 'mobile@exemple.fr' });
    await loginAsAdmin(page);
    await openAdminSection(page, 'callback-requests');
    await page.getByRole('button', { name: "Demandes d'appels programmés" }).click();
    const modal = page.getByRole('dialog', { name: "Demandes d'appels programmés" });
    await expect(modal).toBeVisible();
    const box = await modal.boundingBox();
    expect(box?.width).toBeGreaterThan(390 * 0.94);
    expect(box?.width).toBeLessThanOrEqual(390);
    await expect(modal.getByRole('button', { name: /^Voir le détail de Mobile/ }).first()).toBeVisible();
    // The filters go two a row and the search box across, so that the first request of the list shows on the first
    // screen (whichever it is: a test on the other worker may add a newer one).
    const search = modal.getByRole('searchbox', { name: 'Rechercher' });
    expect((await search.boundingBox())!.width).toBeGreaterThan(box!.width * 0.8);
    await expect(modal.getByRole('button', { name: /^Voir le détail de / }).first()).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  });

  test('on a phone the dashboard’s figures go two a row, and ‘Votre journée’ is on the first screen @mobile', async ({ page }) => {
    await loginAsAdmin(page);
    const dashboard = page.getByRole('region', { name: 'Tableau de bord' });
    const users = dashboard.getByRole('button', { name: /^Utilisateurs/ });
    const prospects = dashboard.getByRole('button', { name: /^Prospects/ });
    await expect(users).toBeVisible();
    expect(Math.round((await users.boundingBox())!.y)).toBe(Math.round((await prospects.boundingBox())!.y));
    await expect(page.getByRole('heading', { name: /^Votre journée · / })).toBeInViewport({ ratio: 1 });
  });

  test('on a phone the chatbot’s and the database’s figures go two a row @mobile', async ({ page }) => {
    await loginAsAdmin(page);
    const topOf = async (locator: Locator) => Math.round((await locator.boundingBox())!.y);
    const chatbot = await openAdminSection(page, 'chatbot-analytics');
    const keys = chatbot.getByRole('term').filter({ hasText: /^Clés API$/ });
    await expect(keys).toBeVisible();
    // Measured until the panel stops moving: the sections around load and take their height meanwhile.
    await expect.poll(async () => (await topOf(keys)) - (await topOf(chatbot.getByRole('term').filter({ hasText: /^Utilisations des clés$/ })))).toBe(0);
    const database = await openAdminSection(page, 'servers-database');
    const size = database.getByRole('term').filter({ hasText: /^taille$/i }).first();
    await expect(size).toBeVisible();
    await expect.poll(async () => (await topOf(size)) - (await topOf(database.getByRole('term').filter({ hasText: /^espace libre$/i }).first()))).toBe(0);
  });

  test('on a phone a filter left alone on its row takes the row, so that its choice reads whole @mobile', async ({ page }) => {
    await loginAsAdmin(page);
    // The contact messages have no source filter: their status filter shares its row only with the label filter,
    // shown once a label is in use.
    const contacts = await openAdminSection(page, 'contact-messages');
    const search = contacts.getByRole('searchbox', { name: 'Rechercher' });
    await expect(contacts.getByRole('combobox', { name: 'Statut' })).toBeVisible();
    const rowWidth = (await search.boundingBox())!.width;
    const selects = await contacts.getByRole('combobox').evaluateAll((elements) =>
      elements.filter((element) => /-(status|source|label|sort)$/.test(element.id)).map((element) => {
        const box = element.getBoundingClientRect();
        return { name: element.id, top: Math.round(box.top), width: box.width };
      }),
    );
    for (const select of selects) {
      const alone = selects.filter((other) => other.top === select.top).length === 1;
      if (alone) expect(select.width, select.name).toBeGreaterThan(rowWidth * 0.95);
    }
    expect(selects.map((select) => select.name.replace(/^.*-/, ''))).toEqual(expect.arrayContaining(['status', 'sort']));
  });

  test('with leads to process, the tab bar and its badge stay within a phone screen @mobile', async ({ page }) => {
    insertCallback({ name: `Badge ${Date.now()}`, email: 'badge@exemple.fr' });
    await loginAsAdmin(page);
    await expect(page.getByTestId('pending-badge').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test('the system monitor starts and stops, and the figures are real', async ({ page }) => {
    await loginAsAdmin(page);
    const system = await openAdminSection(page, 'servers-system');
    await expect(system.getByText('Déconnecté (mise à jour manuelle)')).toBeVisible();
    await expect(system.getByRole('meter', { name: 'Utilisation mémoire' })).toBeVisible();
    await system.getByRole('button', { name: 'Démarrer le monitoring' }).click();
    await expect(system.getByText('Connecté en temps réel')).toBeVisible();
    await system.getByRole('button', { name: 'Arrêter le monitoring' }).click();
    await expect(system.getByText('Déconnecté (mise à jour manuelle)')).toBeVisible();
  });

  test('a monitor action that fails without a message of its own says which one failed', async ({ page }) => {
    await loginAsAdmin(page);
    // The server failing as a proxy would, with no message in its answer.
    await page.route('**/api/admin/system-monitor/start', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html></html>' }));
    const system = await openAdminSection(page, 'servers-system');
    await system.getByRole('button', { name: 'Démarrer le monitoring' }).click();
    await expect(system.getByText("Échec de l'opération démarrage")).toBeVisible();
    await expect(system.getByText('Déconnecté (mise à jour manuelle)')).toBeVisible();
  });

  test('once loaded, the admin page stops rendering: no panel re-renders itself without end', async ({ page }) => {
    await loginAsAdmin(page);
    await page.waitForLoadState('networkidle');
    // Counted over two seconds of a loaded page: panels still drawing their data change the DOM a few hundred
    // times, a panel caught in a render loop tens of thousands of times.
    const mutations = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let count = 0;
          const observer = new MutationObserver((records) => (count += records.length));
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
          window.setTimeout(() => {
            observer.disconnect();
            resolve(count);
          }, 2000);
        }),
    );
    expect(mutations).toBeLessThan(2000);
  });

  test('a public page loads no admin code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => /admin|login-form|query/i.test(url))).toBe(false);
  });
});
