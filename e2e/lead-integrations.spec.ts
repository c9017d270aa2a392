import { expect, test } from './support/test';
import { loginAsAdmin, openProspects } from './support/admin';
import { queryRows } from './support/database';

test('the lead form sends the tools to connect first, and the admin sees them on the prospect', async ({ page }) => {
  test.slow(); // the scan's timed stages, then the back-office
  const stamp = String(Date.now());
  const email = `paul.${stamp}@atelier-lumen.fr`;
  const start = new Date('2026-03-10T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.goto('/super-assistant');
  await page.clock.pauseAt(start + 60_000);
  await page.getByRole('textbox', { name: 'Votre e-mail professionnel', exact: true }).fill('paul@atelier-lumen.fr');
  await page.getByRole('button', { name: 'Scanner mes outils' }).click();
  for (const ms of [1500, 2000, 1800, 2200, 1500, 1000, 2500, 3000]) await page.clock.runFor(ms);
  await expect(page.getByRole('heading', { name: 'Écosystème ULTRA-AUTOMATISÉ' })).toBeVisible();
  // The timed stages are behind: the form runs on the real clock.
  await page.clock.resume();
  await page.getByRole('button', { name: 'Déployer mon écosystème' }).click();

  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Paul');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Verlaine');
  await page.getByRole('textbox', { name: 'E-mail professionnel', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78');
  await page.getByRole('textbox', { name: 'Entreprise', exact: true }).fill(`Saturne ${stamp}`);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('combobox', { name: 'Secteur d’activité', exact: true }).selectOption('Technologie & IT');
  await page.getByRole('combobox', { name: 'Taille de l’équipe', exact: true }).selectOption('16-50');
  await page.getByRole('combobox', { name: 'Urgence du projet', exact: true }).selectOption('Rapide');
  await page.getByRole('button', { name: 'Suivant' }).click();

  const tools = page.getByRole('group', { name: 'Outils à connecter en priorité' });
  await expect(tools).toBeVisible();
  await tools.getByRole('checkbox', { name: 'Gmail', exact: true }).check();
  await tools.getByRole('button', { name: /^Afficher les \d+ autres outils$/ }).click();
  await tools.getByRole('checkbox', { name: /^HubSpot/ }).check();
  await tools.getByRole('checkbox', { name: /^Pennylane/ }).check();
  await page.getByRole('button', { name: 'Recevoir mon écosystème' }).click();
  await expect.poll(() => queryRows('select id from prospects where email = ?', email).length).toBe(1);
  await expect(page.getByRole('heading', { name: /^Merci Paul/ })).toBeVisible({ timeout: 10_000 });
  const [stored] = queryRows<{ details: string }>('select details from prospects where email = ?', email);
  expect(JSON.parse(stored!.details).integrationPreferences).toEqual(['Gmail', 'HubSpot', 'Pennylane']);

  await loginAsAdmin(page);
  const modal = await openProspects(page);
  await modal.getByRole('searchbox', { name: 'Rechercher un prospect' }).fill(`saturne ${stamp}`);
  await modal.getByRole('row', { name: /Modifier Paul Verlaine/ }).click();
  const analysis = page.getByRole('region', { name: 'Analyse du super assistant' });
  await expect(analysis).toBeVisible();
  await expect(analysis.getByRole('list', { name: 'Outils à connecter en priorité' }).getByRole('listitem')).toHaveText(['Gmail', 'HubSpot', 'Pennylane']);
  await expect(analysis.getByText(/\d+ \/ 130/)).toBeVisible();
  // The contact its band promised, still to come.
  await expect(analysis.getByText('Contact promis')).toBeVisible();
  await expect(analysis.getByText(/^(Réponse avant|Plus que|En retard depuis)/)).toBeVisible();
});
