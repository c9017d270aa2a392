import AxeBuilder from '@axe-core/playwright';
import { execute, insertAdminUser, loginAsAdmin, openAdminSection } from './support/admin';
import { expect, test } from './support/test';

// A user sees where they are logged in and ends a session from there (docs/decisions/0461-open-sessions.md).
test('a session opened on another browser is listed with its device and ended from Sécurité: that browser is logged out', async ({ page, browser }) => {
  const user = 'sessions-e2e';
  await insertAdminUser(user, 'Sessions-E2E-Mdp-1', 'ROLE_USER');
  // A retried run starts without the sessions of the try before.
  execute('delete from admin_sessions where username = ?', user);
  const other = await browser.newContext({ locale: 'fr-FR', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' });
  try {
    const phone = await other.newPage();
    await loginAsAdmin(phone, user, 'Sessions-E2E-Mdp-1');
    await loginAsAdmin(page, user, 'Sessions-E2E-Mdp-1');
    const security = await openAdminSection(page, 'settings-security');
    const table = security.getByRole('table', { name: 'Vos sessions ouvertes' });
    const phoneRow = table.getByRole('row').filter({ hasText: 'Safari · iOS' }).first();
    await expect(phoneRow).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Cette session' })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: 'Cette session' }).getByRole('button', { name: /^Fermer/ })).toHaveCount(0);
    expect((await new AxeBuilder({ page }).include('#settings-security').withTags(['wcag2a', 'wcag2aa']).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await phoneRow.getByRole('button', { name: /^Fermer la session Safari · iOS/ }).click();
    await expect(page.getByText('Session fermée : elle devra se reconnecter')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Safari · iOS' })).toHaveCount(0);
    // That browser is asked to log in again.
    await phone.reload();
    await expect(phone.getByRole('form', { name: 'Connexion administrateur' })).toBeVisible();
  } finally {
    await other.close();
  }
});
