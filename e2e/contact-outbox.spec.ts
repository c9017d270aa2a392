import { queryRows } from './support/database';
import { inNextVisit } from './support/next-visit';
import { letterStamp } from './support/requests';
import { expect, test, type Page } from './support/test';

/**
 * The contact form's outbox (docs/decisions/0395-contact-outbox.md): a brief is kept on the visitor's device from
 * the click until the server has stored it, sent again when the connection returns or at the next visit, and
 * stored once however many tries reach the server.
 */
const KEPT = 'Votre message est gardé sur cet appareil : il partira dès le retour de la connexion, même si vous fermez la page.';

async function fillBrief(page: Page, name: string, email: string) {
  await page.getByRole('textbox', { name: 'Nom complet', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail professionnel', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Votre projet', exact: true }).fill('Nous voulons automatiser nos relances de devis.');
}

/** The first POST to `url` reaches the server, which stores it, but its answer never reaches the browser; answers how many were sent. */
async function loseFirstAnswer(page: Page, url: string): Promise<() => number> {
  let tries = 0;
  await page.route(url, async (route) => {
    tries += 1;
    if (tries > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  return () => tries;
}

const CALLBACK_KEPT = 'Votre demande est gardée sur cet appareil : elle partira dès le retour de la connexion, même si vous fermez la page.';

const storedWith = (email: string) => queryRows<{ name: string }>('select name from callback_requests where email = ?', email);

test('a part of the page whose code cannot load leaves the page and the brief typed in it as they are', async ({ page }) => {
  // The ambiance and the widgets fail to load, as when the connection drops after the page arrived.
  const failed: string[] = [];
  await page.route(/\/assets\/(animated-background|page-widgets)-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
  const email = `partie-absente.${Date.now()}@exemple.fr`;
  const name = `Partie Absente ${letterStamp()}`;
  await page.goto('/contact');
  await fillBrief(page, name, email);
  await expect.poll(() => failed.some((path) => path.includes('/animated-background-')) && failed.some((path) => path.includes('/page-widgets-'))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Un problème est survenu' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Nom complet', exact: true })).toHaveValue(name);
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('heading', { name: 'Merci, votre message est bien arrivé !' })).toBeVisible();
  expect(storedWith(email)).toEqual([{ name }]);
});

test.describe("the lead forms' sending kept until stored", () => {
  test('a brief sent without network is kept, and leaves by itself when the connection returns', async ({ page, context }) => {
    const email = `hors-ligne.${Date.now()}@exemple.fr`;
    const name = `Hors Ligne ${letterStamp()}`;
    await page.goto('/contact');
    await fillBrief(page, name, email);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("Une erreur est survenue lors de l'envoi du formulaire: Veuillez réessayer");
    await expect(alert).toContainText(KEPT);
    await expect(alert).toBeFocused();
    expect(storedWith(email)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Merci, votre message est bien arrivé !' })).toBeVisible();
    // Sent by the form itself, the thanks take the focus the alert had, in the form they replace (decision 0540).
    await expect(page.getByRole('status').filter({ hasText: 'Merci, votre message est bien arrivé' })).toBeFocused();
    expect(storedWith(email)).toEqual([{ name }]);
  });

  test('a brief kept when the page was left is sent at the next visit, once', async ({ page, context, browser, baseURL }) => {
    const email = `fermee.${Date.now()}@exemple.fr`;
    const name = `Page Fermee ${letterStamp()}`;
    await page.goto('/contact');
    await fillBrief(page, name, email);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByRole('alert')).toContainText(KEPT);
    expect(storedWith(email)).toEqual([]);

    await inNextVisit(browser, context, baseURL, async (later) => {
      await later.goto('/contact');
      await expect(later.getByRole('heading', { name: 'Merci, votre message est bien arrivé !' })).toBeVisible();
      expect(storedWith(email)).toEqual([{ name }]);
      // Nothing is left to send: the next visit shows an empty form.
      await later.reload();
      await expect(later.getByRole('textbox', { name: 'Nom complet', exact: true })).toHaveValue('');
      expect(storedWith(email)).toEqual([{ name }]);
    });
  });

  test('a brief the server stored but whose answer was lost is stored once when sent again', async ({ page }) => {
    const email = `reponse-perdue.${Date.now()}@exemple.fr`;
    const name = `Reponse Perdue ${letterStamp()}`;
    const tries = await loseFirstAnswer(page, '**/api/contact');
    await page.goto('/contact');
    await fillBrief(page, name, email);
    // Sent from the keyboard: the refusal, then the thanks, take the focus the disabled button lost (decision 0540).
    const send = page.getByRole('button', { name: 'Envoyer ma demande' });
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText(KEPT);
    await expect(page.getByRole('alert')).toBeFocused();
    expect(storedWith(email)).toEqual([{ name }]);

    await send.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Merci, votre message est bien arrivé !' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Merci, votre message est bien arrivé' })).toBeFocused();
    expect(tries()).toBe(2);
    expect(storedWith(email)).toEqual([{ name }]);
  });

  test('a callback request whose answer was lost is stored once when sent again from the modal', async ({ page }) => {
    const email = `rappel-perdu.${Date.now()}@exemple.fr`;
    const tries = await loseFirstAnswer(page, '**/api/callback-requests');
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Être rappelé sous 24h' }).click();
    const dialog = page.getByRole('dialog', { name: 'Être rappelé sous 24h' });
    await dialog.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Jean Dupont');
    await dialog.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78');
    await dialog.getByRole('combobox', { name: 'E-mail', exact: true }).fill(email);
    const send = dialog.getByRole('button', { name: 'Être rappelé', exact: true });
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toContainText('La demande n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.');
    await expect(dialog.getByRole('alert')).toBeFocused();
    expect(storedWith(email)).toEqual([{ name: 'Jean Dupont' }]);

    await send.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Demande enregistrée !' })).toBeVisible();
    await expect(dialog.getByRole('status')).toBeFocused();
    expect(tries()).toBe(2);
    expect(storedWith(email)).toEqual([{ name: 'Jean Dupont' }]);
  });

  test('a callback request sent without network is kept: it leaves when the connection returns, modal open, or at the next visit, modal closed', async ({ page, context, browser, baseURL }) => {
    const fill = async (email: string) => {
      const dialog = page.getByRole('dialog', { name: 'Être rappelé sous 24h' });
      await dialog.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Claire Rappel');
      await dialog.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78');
      await dialog.getByRole('combobox', { name: 'E-mail', exact: true }).fill(email);
      await context.setOffline(true);
      await dialog.getByRole('button', { name: 'Être rappelé', exact: true }).click();
      await expect(dialog.getByRole('alert')).toContainText(CALLBACK_KEPT);
      return dialog;
    };
    await page.goto('/contact');
    const open = page.getByRole('button', { name: 'Être rappelé sous 24h' });

    // The modal open: the request leaves as soon as the connection is back.
    const first = `rappel-hors-ligne.${Date.now()}@exemple.fr`;
    await open.click();
    const dialog = await fill(first);
    expect(storedWith(first)).toEqual([]);
    await context.setOffline(false);
    await expect(dialog.getByRole('heading', { name: 'Demande enregistrée !' })).toBeVisible();
    expect(storedWith(first)).toEqual([{ name: 'Claire Rappel' }]);
    await dialog.getByRole('button', { name: 'Terminer' }).click();

    // The modal closed, then the page left: the page says the request is kept, and the next visit sends it, once.
    const second = `rappel-page-fermee.${Date.now()}@exemple.fr`;
    await open.click();
    await fill(second);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('status').filter({ hasText: 'demande de rappel' })).toHaveText(
      'Votre demande de rappel est gardée sur cet appareil : elle partira dès le retour de la connexion.',
    );
    expect(storedWith(second)).toEqual([]);
    await inNextVisit(browser, context, baseURL, async (later) => {
      await later.goto('/contact');
      await expect(later.getByRole('status').filter({ hasText: 'demande de rappel' })).toHaveText('Votre demande de rappel est bien arrivée : un expert vous rappelle sous 24h.');
      expect(storedWith(second)).toEqual([{ name: 'Claire Rappel' }]);
      await later.reload();
      await expect(later.getByRole('button', { name: 'Être rappelé sous 24h' })).toBeVisible();
      await expect(later.getByRole('status').filter({ hasText: 'demande de rappel' })).toHaveCount(0);
      expect(storedWith(second)).toEqual([{ name: 'Claire Rappel' }]);
    });
  });
});
