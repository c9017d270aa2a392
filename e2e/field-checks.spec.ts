import { trackingLinkMessages } from '../domain/tracking-links';
import { siteRedirectMessages } from '../domain/seo/site-redirects';
import { adminMessages } from '../domain/validation/admin-messages';
import { FIELD_CHECK_DELAY_MS, fieldCheckMessages } from '../domain/validation/field-check';
import { adminApiToken, loginAsAdmin, openAdminSection } from './support/admin';
import { expect, test } from './support/test';

// The text field's asynchronous check (public-site §9, decision 0520): 500 ms after the last input, a name the
// server must look up is said taken, misspelt or free beside the field, before the form is sent.
test.describe('names checked while they are typed', () => {
  test('a link’s chosen slug: taken, misspelt, free, and a check that could not run', async ({ page, request }) => {
    const slug = `salon-${Date.now().toString(36)}`;
    const token = await adminApiToken(request);
    expect((await request.post('/api/admin/tracking-links', { headers: { 'X-API-KEY': token }, data: { clientName: 'Premier client', slug } })).status()).toBe(201);

    // The page's clock is the test's to move: the check is made only once the delay after the last input is over.
    await page.clock.install();
    await loginAsAdmin(page);
    const section = await openAdminSection(page, 'tracking-links');
    await section.getByRole('button', { name: 'Nouveau lien' }).click();
    const modal = page.getByRole('dialog', { name: 'Créer un nouveau lien' });
    const code = modal.getByLabel('Identifiant personnalisé (facultatif)');
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/admin/tracking-links/slug-check')) asked.push(new URL(sent.url()).searchParams.get('slug') ?? '');
    });

    // Two inputs in a row: nothing is asked before the delay after the last one, then only about the last value.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await code.fill('salon');
    await code.fill(slug.toUpperCase());
    await page.clock.runFor(FIELD_CHECK_DELAY_MS - 1);
    expect(asked).toEqual([]);
    await page.clock.runFor(1);
    await expect(code).toHaveAccessibleDescription(trackingLinkMessages.slugTaken);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    // Told to a screen reader as it appears, while the focus stays in the field.
    await expect(modal.locator('[aria-live="polite"]')).toHaveText(trackingLinkMessages.slugTaken);
    expect(asked).toEqual([slug]);
    await page.clock.resume();

    await code.fill(`${slug}-bis`);
    await expect(code).toHaveAccessibleDescription(/3 à 50 caractères/);
    await expect(code).not.toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => asked.length).toBe(2);

    // A slug written wrongly is said so without asking the server.
    await code.fill('é!');
    await expect(code).toHaveAccessibleDescription(trackingLinkMessages.slugFormat);
    expect(asked).toHaveLength(2);

    await page.route('**/api/admin/tracking-links/slug-check**', (route) => route.abort('internetdisconnected'));
    await code.fill('salon-hors-ligne');
    await expect(code).toHaveAccessibleDescription(fieldCheckMessages.failed);
    await page.unroute('**/api/admin/tracking-links/slug-check**');

    // The message does not stop the form: the server has the last word, and a free slug creates the link.
    await code.fill(`${slug}-ter`);
    await expect(code).not.toHaveAttribute('aria-invalid', 'true');
    await modal.getByLabel('Nom du client').fill('Second client');
    await modal.getByRole('button', { name: 'Créer le lien' }).click();
    await expect(modal).toBeHidden();
    await expect(section.getByText(`${slug}-ter`).first()).toBeVisible();
  });

  test('a new user’s name already given or misspelt is said so before the form is sent', async ({ page }) => {
    await loginAsAdmin(page);
    const users = await openAdminSection(page, 'settings-users');
    await users.getByRole('button', { name: 'Nouvel utilisateur' }).click();
    const name = users.getByRole('textbox', { name: "Nom d'utilisateur", exact: true });
    await name.fill('admin');
    await expect(name).toHaveAccessibleDescription(adminMessages.usernameTaken);
    await name.fill('b r');
    await expect(name).toHaveAccessibleDescription(adminMessages.usernameFormat);
    await name.fill(`recrue-${Date.now().toString(36)}`);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('an address to redirect that is a page of the site is said so before the form is sent', async ({ page }) => {
    await loginAsAdmin(page);
    const seo = await openAdminSection(page, 'seo-panel');
    await seo.getByRole('tab', { name: 'Pages introuvables' }).click();
    await seo.getByRole('button', { name: 'Nouvelle redirection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rediriger une adresse' });
    const from = dialog.getByRole('textbox', { name: 'Adresse à rediriger' });
    await from.fill('/pricing');
    await expect(from).toHaveAccessibleDescription(siteRedirectMessages.isPage);
    await from.fill('/api/contact');
    await expect(from).toHaveAccessibleDescription(siteRedirectMessages.reserved);
    await from.fill(`/flyer-${Date.now().toString(36)}`);
    await expect(from).not.toHaveAttribute('aria-invalid', 'true');
  });
});
