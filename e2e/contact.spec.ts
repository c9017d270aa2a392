import { expect, test } from './support/test';
import { queryRows } from './support/database';

test.describe('contact brief', () => {
  test('a visitor sends a brief, sees the thank-you panel, and the message is stored', async ({ page }) => {
    const email = `client-${Date.now()}@exemple.fr`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Parlons de votre projet' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Envoyer ma demande' });
    await expect(submit).toBeDisabled();
    await expect(page.getByText("Complétez au moins 60% du formulaire pour activer l'envoi")).toBeVisible();

    await page.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Élodie Lefèvre');
    await page.getByRole('textbox', { name: 'E-mail professionnel', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Entreprise', exact: true }).fill('Atelier Lumen');
    await page.getByRole('textbox', { name: 'Votre projet', exact: true }).fill('Nous voulons automatiser nos relances de devis.');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    await submit.click();

    await expect(page.getByRole('heading', { name: 'Merci, votre message est bien arrivé !' })).toBeVisible();
    const rows = queryRows<{ name: string; company: string; phone: string; source: string; status: string; notes: string }>(
      'select name, company, phone, source, status, notes from callback_requests where email = ?',
      email,
    );
    expect(rows).toEqual([
      {
        name: 'Élodie Lefèvre',
        company: 'Atelier Lumen',
        phone: 'Non fourni',
        source: 'contact',
        status: 'pending',
        notes: 'Sujet: Demande de contact - Atelier Lumen\n\nMessage:\nNous voulons automatiser nos relances de devis.',
      },
    ]);
    await page.getByRole('button', { name: 'Envoyer un autre message' }).click();
    await expect(page.getByRole('textbox', { name: 'Nom complet', exact: true })).toHaveValue('');
  });

  test('when its rules cannot be downloaded, the brief goes to the server, which answers in French and stores it', async ({ page }) => {
    await page.route(/\/assets\/contact-resolver-[^/]*\.js$/, (route) => route.abort());
    const email = `sans-regles-${Date.now()}@exemple.fr`;
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Élodie Lefèvre');
    await page.getByRole('textbox', { name: 'E-mail professionnel', exact: true }).fill('elodie@yopmail.com');
    await page.getByRole('textbox', { name: 'Entreprise', exact: true }).fill('Atelier Lumen');
    await page.getByRole('textbox', { name: 'Votre projet', exact: true }).fill('Nous voulons automatiser nos relances de devis.');
    // With its rules the form would refuse this address itself; here the server does.
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.status() === 400);
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await refused;
    await expect(page.getByRole('alert')).toContainText('Veuillez utiliser une adresse email permanente');
    expect(queryRows('select id from callback_requests where email = ?', 'elodie@yopmail.com')).toEqual([]);

    await page.getByRole('textbox', { name: 'E-mail professionnel', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByRole('heading', { name: 'Merci, votre message est bien arrivé !' })).toBeVisible();
    expect(queryRows<{ name: string }>('select name from callback_requests where email = ?', email)).toEqual([{ name: 'Élodie Lefèvre' }]);
  });

  test('each French validation message of the form is shown', async ({ page }) => {
    await page.goto('/contact');
    const name = page.getByRole('textbox', { name: 'Nom complet', exact: true });
    const email = page.getByRole('textbox', { name: 'E-mail professionnel', exact: true });
    const company = page.getByRole('textbox', { name: 'Entreprise', exact: true });
    const phone = page.getByRole('textbox', { name: 'Téléphone', exact: true });
    const message = page.getByRole('textbox', { name: 'Votre projet', exact: true });

    const expectError = async (text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();

    await name.fill('J');
    await name.blur();
    await expectError('Le nom doit contenir au moins 2 caractères');
    await name.fill('J'.repeat(51));
    await expectError('Le nom ne peut pas dépasser 50 caractères');
    await name.fill('Jean 2');
    await expectError('Le nom ne peut contenir que des lettres, espaces, tirets et apostrophes');
    await name.fill("Jean-Luc D'Arc");
    await expect(page.getByText('Le nom ne peut contenir que des lettres, espaces, tirets et apostrophes')).toHaveCount(0);

    await email.fill('jean@');
    await email.blur();
    await expectError('Veuillez saisir une adresse email valide');
    await email.fill('jean@yopmail.com');
    await expectError('Veuillez utiliser une adresse email permanente');

    await company.fill('A');
    await company.blur();
    await expectError("Le nom d'entreprise doit contenir au moins 2 caractères");
    await company.fill('A'.repeat(101));
    await expectError("Le nom d'entreprise ne peut pas dépasser 100 caractères");

    await phone.fill('12 34');
    await phone.blur();
    await expectError('Veuillez saisir un numéro de téléphone français valide');

    await message.fill('court');
    await message.blur();
    await expectError('Le message doit contenir au moins 10 caractères');
    await message.fill('x'.repeat(2001));
    await expectError('Le message ne peut pas dépasser 2000 caractères');

    await email.fill('');
    await message.fill('   ');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByRole('alert')).toHaveText('Veuillez remplir tous les champs obligatoires');
  });

  test('a refused request shows the server errors in the banner', async ({ page }) => {
    await page.route('/api/contact', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ success: false, errors: ['Erreur A', 'Erreur B'] }) }),
    );
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Jean Dupont');
    await page.getByRole('textbox', { name: 'E-mail professionnel', exact: true }).fill('jean@exemple.fr');
    await page.getByRole('textbox', { name: 'Votre projet', exact: true }).fill('Un message assez long.');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByRole('alert')).toHaveText("Une erreur est survenue lors de l'envoi du formulaire: Erreur A, Erreur B");
  });

  test('the message query parameter pre-fills the brief', async ({ page }) => {
    await page.goto('/contact?message=Bonjour%2C%20je%20veux%20un%20devis');
    await expect(page.getByRole('textbox', { name: 'Votre projet', exact: true })).toHaveValue('Bonjour, je veux un devis');
  });
});
