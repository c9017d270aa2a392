import { expect, test, type Page } from './support/test';
import { queryRows } from './support/database';
import { inNextVisit } from './support/next-visit';
import { expectNoHorizontalOverflow } from './support/layout';
import { failChunk, PART_NOT_LOADED } from './support/part-not-loaded';

const KEPT = 'Votre demande est gardée sur cet appareil : elle partira dès le retour de la connexion, même si vous fermez la page.';

/** Runs the scan to the presenting stage, checking each timed stage on the way. */
async function scanToPresenting(page: Page, email: string, toolCount: number) {
  // The clock stands still from here on: only runFor() moves it, so each stage is checked at its exact time.
  const start = new Date('2026-03-10T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.goto('/super-assistant');
  await page.clock.pauseAt(start + 60_000);
  const scan = page.getByRole('button', { name: 'Scanner mes outils' });
  const input = page.getByRole('textbox', { name: 'Votre e-mail professionnel', exact: true });
  await expect(scan).toBeDisabled();
  await input.fill('marie.atelier-lumen.fr');
  await expect(scan).toBeDisabled();
  await input.fill(email);
  await expect(scan).toBeEnabled();
  await scan.click();

  const progress = page.getByRole('progressbar', { name: 'Progression du scan' });
  await expect(page.getByRole('heading', { name: 'Scan de votre écosystème en cours…' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  for (const [ms, value] of [[1500, 15], [2000, 30], [1800, 50], [2200, 70], [1500, 85]] as const) {
    await page.clock.runFor(ms);
    await expect(progress).toHaveAttribute('aria-valuenow', String(value));
  }
  await page.clock.runFor(1000);
  await expect(page.getByRole('heading', { name: 'Analyse de vos outils…' })).toBeVisible();
  await expect(page.getByText(`${toolCount} outils détectés.`)).toBeVisible();
  await page.clock.runFor(2400);
  await expect(page.getByRole('heading', { name: 'Analyse de vos outils…' })).toBeVisible();
  await page.clock.runFor(100);
  await expect(page.getByRole('heading', { name: 'Connexion de vos outils…' })).toBeVisible();
  await page.clock.runFor(3000);
  await expect(page.getByRole('heading', { name: 'Écosystème ULTRA-AUTOMATISÉ' })).toBeVisible();
  await expect(page.getByText('450 %')).toBeVisible();
  await expect(page.getByText('Niveau d’automatisation : ULTRA-AUTOMATISÉ')).toBeVisible();
}

async function fillLead(page: Page, email: string) {
  await page.getByRole('button', { name: 'Déployer mon écosystème' }).click();
  await fillOpenLeadForm(page, email);
}

async function fillOpenLeadForm(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Étape 1 sur 3 : Contact professionnel' })).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Ce champ est obligatoire')).toHaveCount(4);
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Marie');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Curie');
  await page.getByRole('textbox', { name: 'E-mail professionnel', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78');
  await page.getByRole('textbox', { name: 'Entreprise', exact: true }).fill('Atelier Lumen');
  // The position offers at most 5 usual titles containing what is typed (public-site §9).
  const position = page.getByRole('combobox', { name: 'Poste', exact: true });
  await position.fill('directrice');
  await expect
    .poll(() => position.evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((option) => option.value)))
    .toEqual(['Directrice générale', 'Directrice administrative et financière', 'Directrice commerciale', 'Directrice marketing', 'Directrice des systèmes d’information']);
  await position.fill('Directrice générale');
  await page.getByRole('button', { name: 'Suivant' }).click();

  await expect(page.getByRole('heading', { name: 'Étape 2 sur 3 : Besoins et objectifs' })).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Ce champ est obligatoire')).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Secteur d’activité', exact: true }).selectOption('Technologie & IT');
  await page.getByRole('combobox', { name: 'Taille de l’équipe', exact: true }).selectOption('16-50');
  await page.getByRole('combobox', { name: 'Urgence du projet', exact: true }).selectOption('Urgent');
  await page.getByRole('combobox', { name: 'Budget mensuel', exact: true }).selectOption('important');
  await page.getByRole('textbox', { name: 'Vos objectifs', exact: true }).fill('Gagner 10 h par semaine');
  await page.getByRole('button', { name: 'Suivant' }).click();

  await expect(page.getByRole('heading', { name: 'Étape 3 sur 3 : Configuration technique' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Taille de l’équipe technique', exact: true }).fill('0');
  await page.getByRole('button', { name: 'Recevoir mon écosystème' }).click();
  await expect(page.getByText('Indiquez un nombre entre 1 et 1000')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Taille de l’équipe technique', exact: true }).fill('3');
}

test.describe('super assistant', () => {
  // The journeys replay the scan and deployment animations frame by frame on the test clock: on a busy machine
  // they take longer than the default timeout.
  test.beforeEach(() => test.slow());

  test('from an e-mail to the success screen, the prospect is stored with its score', async ({ page }) => {
    const email = `marie-${Date.now()}@atelier-lumen.fr`;
    await scanToPresenting(page, 'marie@atelier-lumen.fr', 6);
    await fillLead(page, email);

    const submit = page.getByRole('button', { name: 'Recevoir mon écosystème' });
    await submit.click();
    await expect(page.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    await expect.poll(() => queryRows('select id from prospects where email = ?', email).length).toBe(1);
    await page.clock.runFor(2400);
    await expect(page.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    await page.clock.runFor(100);
    await expect(page.getByRole('heading', { name: 'Merci Marie, votre écosystème est réservé !' })).toBeVisible();
    await expect(page.getByText(/Contact par un expert sous 2h/)).toBeVisible();

    const rows = queryRows<{ nom: string; prenom: string; source: string; statut: string; is_contacted: number; fonction: string; lead_score: number; lead_band: string; details: string }>(
      'select nom, prenom, source, statut, is_contacted, fonction, lead_score, lead_band, details from prospects where email = ?',
      email,
    );
    // 35 (16-50) + 30 (Urgent) + 25 (important) + 12 (6 tools) + 10 (Technologie & IT) + 5 (professional address)
    expect(rows).toEqual([
      expect.objectContaining({ nom: 'Curie', prenom: 'Marie', source: 'super-assistant', statut: 'Lead', is_contacted: 0, fonction: 'Directrice générale', lead_score: 117, lead_band: 'HOT' }),
    ]);
    expect(JSON.parse(rows[0]!.details)).toMatchObject({ sector: 'Technologie & IT', urgency: 'Urgent', needs: { goals: 'Gagner 10 h par semaine', teamSize: 3 } });

    await page.getByRole('button', { name: 'Créer un Autre Écosystème' }).click();
    await expect(page.getByRole('heading', { name: 'Écosystème ULTRA-AUTOMATISÉ' })).toBeVisible();
  });

  test('back from the lead form returns to the ecosystem; a failed submission can be retried', async ({ page }) => {
    await scanToPresenting(page, 'lea@lumen.io', 5);
    await page.getByRole('button', { name: 'Déployer mon écosystème' }).click();
    await page.getByRole('button', { name: 'Retour à mon écosystème' }).click();
    await expect(page.getByRole('heading', { name: 'Écosystème ULTRA-AUTOMATISÉ' })).toBeVisible();

    let tries = 0;
    await page.route('/api/leads', (route) => {
      tries += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' });
    });
    await fillLead(page, 'marie@lumen.io');
    // Sent from the keyboard: the refusal takes the focus the button lost while it was disabled (decision 0540).
    await page.getByRole('button', { name: 'Recevoir mon écosystème' }).focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(2500);
    await expect(page.getByRole('alert')).toHaveText(`Erreur technique. Veuillez réessayer. ${KEPT}`);
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Recevoir mon écosystème' })).toBeEnabled();
    expect(tries).toBe(1);

    // The network back, the form sends the kept lead by itself; refused again, the new refusal takes the focus the
    // last one had, which left the page while the lead was sent.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => tries).toBe(2);
    await page.clock.runFor(2500);
    await expect(page.getByRole('button', { name: 'Recevoir mon écosystème' })).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveText(`Erreur technique. Veuillez réessayer. ${KEPT}`);
    await expect(page.getByRole('alert')).toBeFocused();
  });

  test('a lead sent without network is kept on the device, and leaves at the next visit, once (decision 0419)', async ({ page, context, browser, baseURL }) => {
    const email = `hors-ligne-${Date.now()}@atelier-lumen.fr`;
    await scanToPresenting(page, 'marie@atelier-lumen.fr', 6);
    await fillLead(page, email);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Recevoir mon écosystème' }).click();
    await page.clock.runFor(2500);
    await expect(page.getByRole('alert')).toContainText(KEPT);
    expect(queryRows('select id from prospects where email = ?', email)).toHaveLength(0);

    await inNextVisit(browser, context, baseURL, async (later) => {
      await later.goto('/super-assistant');
      await expect(later.getByRole('status').filter({ hasText: 'écosystème' })).toHaveText('Votre demande d’écosystème est bien arrivée : l’équipe vous recontacte très vite.');
      expect(queryRows<{ prenom: string }>('select prenom from prospects where email = ?', email)).toEqual([{ prenom: 'Marie' }]);
      await later.reload();
      await expect(later.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(later.getByRole('status').filter({ hasText: 'écosystème' })).toHaveCount(0);
      expect(queryRows('select id from prospects where email = ?', email)).toHaveLength(1);
    });
  });

  test('a lead whose answer was lost is stored once when sent again (decision 0397)', async ({ page }) => {
    const email = `perdu-${Date.now()}@atelier-lumen.fr`;
    let tries = 0;
    // The first sending reaches the server, which stores it, but its answer never reaches the browser.
    await page.route('/api/leads', async (route) => {
      tries += 1;
      if (tries > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await scanToPresenting(page, 'marie@atelier-lumen.fr', 6);
    await fillLead(page, email);
    const submit = page.getByRole('button', { name: 'Recevoir mon écosystème' });
    await submit.click();
    await page.clock.runFor(2500);
    await expect(page.getByRole('alert')).toBeVisible();
    expect(queryRows('select id from prospects where email = ?', email)).toHaveLength(1);

    await submit.click();
    await page.clock.runFor(2500);
    await expect(page.getByRole('heading', { name: 'Merci Marie, votre écosystème est réservé !' })).toBeVisible();
    expect(tries).toBe(2);
    expect(queryRows('select id from prospects where email = ?', email)).toHaveLength(1);
  });

  test('a lead form whose code cannot load is said so in its place, the page and the journey left as they are, and loads on a new try', async ({ page }) => {
    const failing = await failChunk(page, '**/assets/lead-form-*.js');
    let loads = 0;
    page.on('load', () => loads++);
    await scanToPresenting(page, 'marie@atelier-lumen.fr', 6);
    await page.getByRole('button', { name: 'Déployer mon écosystème' }).click();
    await expect(page.getByRole('alert')).toHaveText(`${PART_NOT_LOADED}Réessayer`);
    // The button pressed is gone with the stage it closed: the keyboard is left on 'Réessayer', not on the page.
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeFocused();
    expect(loads).toBe(1);

    // The connection back, the form comes in place and the journey goes on: the lead is sent and stored.
    await failing.restore();
    await page.getByRole('button', { name: 'Réessayer' }).click();
    // React reveals the form once its code is there, on a timer of its own: the test clock is moved on meanwhile.
    const firstStep = page.getByRole('heading', { name: 'Étape 1 sur 3 : Contact professionnel' });
    await expect(async () => {
      await page.clock.runFor(300);
      await expect(firstStep).toBeVisible({ timeout: 200 });
    }).toPass();
    const email = `retry-${Date.now()}@atelier-lumen.fr`;
    await fillOpenLeadForm(page, email);
    await page.getByRole('button', { name: 'Recevoir mon écosystème' }).click();
    await page.clock.runFor(2500);
    await expect(page.getByRole('heading', { name: 'Merci Marie, votre écosystème est réservé !' })).toBeVisible();
    expect(queryRows('select id from prospects where email = ?', email)).toHaveLength(1);
    expect(loads).toBe(1);
  });

  test('the home page links to the super assistant', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Essayez le Super Assistant IA' }).click();
    await expect(page).toHaveURL(/\/super-assistant$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre écosystème automatisé en 10 secondes');
  });

  test('runs on a phone screen @mobile', async ({ page }) => {
    await scanToPresenting(page, 'paul@gmail.com', 6);
    await expectNoHorizontalOverflow(page);
  });
});
