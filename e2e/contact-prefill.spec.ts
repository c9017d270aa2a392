import { expect, test } from './support/test';
import { queryRows } from './support/database';

const brief = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'Votre projet', exact: true });

test.describe('contact page query parameters', () => {
  test('?demo=true&assistant= switches the heading and pre-fills a demo request', async ({ page }) => {
    await page.goto('/contact?assistant=1002&demo=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réservez votre démonstration gratuite');
    await expect(brief(page)).toHaveValue('Bonjour,\n\nJe souhaite une démonstration gratuite de l’assistant IA n° 1002.\n\n');
  });

  test('?service=freelance&tjm=&type= pre-fills a freelance quote', async ({ page }) => {
    await page.goto('/contact?service=freelance&tjm=650&type=Mission%20Standard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission freelance : parlons-en');
    await expect(brief(page)).toHaveValue(/Je souhaite un devis pour une mission freelance\s: la formule « Mission Standard » au TJM de 650 €\/jour\./);
  });

  for (const [query, heading] of [
    ['audit=true', 'Votre audit gratuit de 30 minutes'],
    ['consultation=true', 'Votre consultation gratuite de 30 minutes'],
    ['priority=true', 'Demande prioritaire'],
    ['quick=true', 'Contact rapide'],
    ['source=wishlist-mobile', 'Finalisez votre sélection'],
    ['service=collaboration', 'Collaborons ensemble'],
    ['service=portfolio', 'Découvrez nos réalisations'],
    ['question=Quel%20d%C3%A9lai', 'Une question ? Nous vous répondons'],
    ['type=trial&solution=Relances', 'Découvrez la solution en détail'],
  ]) {
    test(`?${query} shows its heading`, async ({ page }) => {
      await page.goto(`/contact?${query}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading as string);
    });
  }

  test('sends the subject that matches the query with the brief', async ({ page }) => {
    const email = `devis-${Date.now()}@exemple.fr`;
    await page.goto('/contact?solution=Assistant%20Commercial');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demandez votre devis gratuit');
    await expect(brief(page)).toHaveValue(/pour « Assistant Commercial »/);
    await page.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Élodie Lefèvre');
    await page.getByRole('textbox', { name: 'E-mail professionnel', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Entreprise', exact: true }).fill('Atelier Lumen');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByRole('heading', { name: 'Merci, votre message est bien arrivé !' })).toBeVisible();
    const [row] = queryRows<{ notes: string }>('select notes from callback_requests where email = ?', email);
    expect(row?.notes).toMatch(/^Sujet: Demande de devis - Atelier Lumen\n\nMessage:\nBonjour,\n\nJe souhaite recevoir un devis gratuit pour « Assistant Commercial »\.$/);
  });
});
