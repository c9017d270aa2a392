import { trackingLinkMessages } from '../domain/tracking-links';
import { notificationMessages } from '../domain/notifications/notification-settings';
import { adminApiToken, loginAsAdmin, openAdminSection } from './support/admin';
import { expect, test } from './support/test';

test.describe('server field errors in the admin forms', () => {
  test('a taken tracking code is refused beside the custom code field, without a general error', async ({ page, request }) => {
    const slug = `pris-${Date.now().toString(36)}`;
    // The code is taken beforehand through the API, so the form's own checks pass and only the server refuses.
    const token = await adminApiToken(request);
    const taken = await request.post('/api/admin/tracking-links', { headers: { 'X-API-KEY': token }, data: { clientName: 'Premier client', slug } });
    expect(taken.status()).toBe(201);

    await loginAsAdmin(page);
    const section = await openAdminSection(page, 'tracking-links');
    await section.getByRole('button', { name: 'Nouveau lien' }).click();
    const modal = page.getByRole('dialog', { name: 'Créer un nouveau lien' });
    await modal.getByLabel('Nom du client').fill('Second client');
    const code = modal.getByLabel('Identifiant personnalisé (facultatif)');
    await code.fill(slug);
    await modal.getByRole('button', { name: 'Créer le lien' }).click();

    await expect(code).toHaveAccessibleDescription(trackingLinkMessages.slugTaken);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toBeFocused();
    await expect(modal.getByLabel('Nom du client')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByRole('alert')).toHaveCount(0);
    await expect(modal).toBeVisible();
  });

  test("a webhook address the server will not call is refused beside the webhook field", async ({ page }) => {
    await loginAsAdmin(page);
    const section = await openAdminSection(page, 'settings-notifications');
    const webhook = section.getByLabel('Webhook (facultatif)');
    // A well-formed https address, so the form's checks pass; the server refuses a private network address.
    await webhook.fill('https://10.0.0.1/hooks/leads');
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(webhook).toHaveAccessibleDescription(notificationMessages.webhookPrivate);
    await expect(webhook).toHaveAttribute('aria-invalid', 'true');
    await expect(webhook).toBeFocused();
  });
});
