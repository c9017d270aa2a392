import AxeBuilder from '@axe-core/playwright';
import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { execute, insertAdminUser, loginAsAdmin, openAdminSection } from './support/admin';
import { queryRows } from './support/database';
import { e2eAdminPassword } from '../playwright.config';
import { loginOn, startOwnServer } from './support/own-server';
import { expect, test, waitingForHydration } from './support/test';

// A second factor at login for the users who turn it on (docs/decisions/0457-two-factor-login.md).
const USER = 'deux-facteurs-e2e';
const PASSWORD = 'Deux-Facteurs-E2E-1';
const COLLEAGUE = 'collegue-2fa-e2e';

/** The code a phone holding the secret shows `steps` periods from now. */
const codeOf = (secret: string, steps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

/** A user written anew, without a second factor even when a retried run left one. */
async function freshUser(username: string, password: string) {
  await insertAdminUser(username, password);
  execute('update admin_users set totp_secret = null, totp_pending_secret = null, totp_enabled_at = null, totp_last_step = null where username = ?', username);
  execute('delete from admin_recovery_codes where username = ?', username);
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

test.describe('two-factor login', () => {
  test('a user turns it on from Sécurité, logs in with the code of the application or a recovery code, then turns it off', async ({ page }) => {
    await freshUser(USER, PASSWORD);
    await loginAsAdmin(page, USER, PASSWORD);
    const security = await openAdminSection(page, 'settings-security');
    const panel = security.getByRole('region', { name: 'Double authentification de votre compte' });
    await expect(panel).toContainText('Désactivée');
    await panel.getByRole('button', { name: 'Activer la double authentification' }).click();

    const setup = page.getByRole('dialog', { name: 'Activer la double authentification' });
    await expect(setup.getByRole('img', { name: 'QR code à scanner avec votre application d’authentification' })).toBeVisible();
    const secret = ((await setup.getByRole('status', { name: 'Clé à saisir dans l’application' }).textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousViolations(page)).toEqual([]);

    const code = setup.getByRole('textbox', { name: 'Code affiché par l’application' });
    await code.fill(codeOf(secret, 5));
    await setup.getByRole('button', { name: 'Activer' }).click();
    await expect(setup.getByText('Code de vérification incorrect ou déjà utilisé')).toBeVisible();
    await expect(code).toBeFocused();
    await code.fill(codeOf(secret));
    await setup.getByRole('button', { name: 'Activer' }).click();
    const codes = setup.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = await codes.allTextContents();
    expect(await seriousViolations(page)).toEqual([]);
    await setup.getByRole('button', { name: 'J’ai noté mes codes' }).click();
    await expect(setup).toBeHidden();
    await expect(panel).toContainText('Activée');
    await expect(panel).toContainText('Codes de secours restants : 10');

    // The next login asks the code once the password is right; the confirmation's code is spent, the next one opens.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole('textbox', { name: "Nom d'utilisateur", exact: true }).fill(USER);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const loginCode = page.getByRole('textbox', { name: 'Code de vérification' });
    await expect(loginCode).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await loginCode.fill(codeOf(secret, 5));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Code de vérification incorrect ou déjà utilisé');
    await expect(loginCode).toHaveValue('');
    await expect(loginCode).toBeFocused();
    await loginCode.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { name: "Panel d'administration", level: 1 })).toBeVisible();

    // A recovery code stands in for the phone, once.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByRole('textbox', { name: "Nom d'utilisateur", exact: true }).fill(USER);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await loginCode.fill(recovery[0]!);
    await loginCode.press('Enter');
    await expect(page.getByRole('heading', { name: "Panel d'administration", level: 1 })).toBeVisible();
    const again = await openAdminSection(page, 'settings-security');
    const panelAgain = again.getByRole('region', { name: 'Double authentification de votre compte' });
    await expect(panelAgain).toContainText('Codes de secours restants : 9');

    await panelAgain.getByRole('button', { name: 'Désactiver' }).click();
    const disable = page.getByRole('dialog', { name: 'Désactiver la double authentification' });
    await disable.getByRole('textbox', { name: 'Code affiché par l’application' }).fill(recovery[1]!);
    await disable.getByRole('button', { name: 'Désactiver' }).click();
    await expect(disable).toBeHidden();
    await expect(panelAgain).toContainText('Désactivée');
    expect(queryRows('select username from admin_recovery_codes where username = ?', USER)).toEqual([]);
  });

  test("an administrator turns a colleague's second factor off from the users' list, after a confirmation", async ({ page }) => {
    await freshUser(COLLEAGUE, 'Collegue-2FA-E2E-1');
    execute("update admin_users set totp_secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totp_enabled_at = ? where username = ?", new Date().toISOString(), COLLEAGUE);
    await loginAsAdmin(page);
    const users = await openAdminSection(page, 'settings-users');
    const row = users.getByRole('row').filter({ hasText: COLLEAGUE });
    await expect(row).toContainText('Double authentification');
    await row.getByRole('button', { name: `Désactiver la double authentification de ${COLLEAGUE}` }).click();
    const confirm = page.getByRole('dialog', { name: `Désactiver la double authentification de ${COLLEAGUE} ? Sa prochaine connexion ne demandera que le mot de passe.` });
    await confirm.getByRole('button', { name: 'Désactiver' }).click();
    await expect(users.getByRole('status')).toHaveText(`Double authentification de ${COLLEAGUE} désactivée : son prochain accès ne demandera que le mot de passe`);
    await expect(row).not.toContainText('Double authentification');
    expect(queryRows<{ totp_secret: string | null }>('select totp_secret from admin_users where username = ?', COLLEAGUE)).toEqual([{ totp_secret: null }]);
  });

  test('a reader sets up their own second factor: the button is theirs to use @mobile', async ({ page }) => {
    const reader = 'lecteur-2fa-e2e';
    await freshUser(reader, 'Lecteur-2FA-E2E-1');
    execute("update admin_users set roles = 'ROLE_USER' where username = ?", reader);
    await loginAsAdmin(page, reader, 'Lecteur-2FA-E2E-1');
    const security = await openAdminSection(page, 'settings-security');
    await security.getByRole('button', { name: 'Activer la double authentification' }).click();
    const setup = page.getByRole('dialog', { name: 'Activer la double authentification' });
    await expect(setup.getByRole('img', { name: 'QR code à scanner avec votre application d’authentification' })).toBeVisible();
    const box = await setup.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0)).toBe(true);
    await setup.getByRole('button', { name: 'Annuler' }).click();
    await expect(setup).toBeHidden();
  });

  test('required of everyone by an administrator who has one: a colleague without one sets it up before the back-office opens', async ({ browser }) => {
    test.slow(); // a second server starts and stops inside the test
    // A setting of the whole site: on a server of its own, so that the other journeys never meet it.
    const server = await startOwnServer();
    const context = await browser.newContext({ locale: 'fr-FR' });
    try {
      const page = waitingForHydration(await context.newPage());
      await loginOn(page, server.baseURL);
      let security = await openAdminSection(page, 'settings-security');
      const requirement = security.getByRole('switch', { name: 'Exiger la double authentification' });
      await requirement.check();
      await security.getByRole('button', { name: 'Enregistrer les modifications' }).click();
      await expect(security.getByText('Activez d’abord la double authentification sur votre compte', { exact: false })).toBeVisible();

      // The administrator's own first.
      await security.getByRole('button', { name: 'Activer la double authentification' }).click();
      const setup = page.getByRole('dialog', { name: 'Activer la double authentification' });
      const secret = ((await setup.getByRole('status', { name: 'Clé à saisir dans l’application' }).textContent()) ?? '').replace(/\s+/g, '');
      await setup.getByRole('textbox', { name: 'Code affiché par l’application' }).fill(codeOf(secret));
      await setup.getByRole('button', { name: 'Activer' }).click();
      await setup.getByRole('button', { name: 'J’ai noté mes codes' }).click();
      await requirement.check();
      await security.getByRole('button', { name: 'Enregistrer les modifications' }).click();
      await expect(security.getByRole('status').filter({ hasText: 'Paramètres enregistrés avec succès' })).toBeVisible();
      await server.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: { 'x-api-key': (await server.app.inject({ method: 'POST', url: '/api/security/check-admin-password', payload: { username: 'admin', password: e2eAdminPassword, code: codeOf(secret, 1) } })).json().token },
        payload: { username: 'nouvelle-recrue', password: 'Nouvelle-Recrue-1', roles: ['ROLE_ADMIN'] },
      });
      await page.getByRole('button', { name: 'Se déconnecter' }).click();

      // A colleague without one: their own set-up only, then the back-office.
      await page.getByRole('textbox', { name: "Nom d'utilisateur", exact: true }).fill('nouvelle-recrue');
      await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Nouvelle-Recrue-1');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'La double authentification est exigée pour votre compte' })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await page.getByRole('button', { name: 'Activer la double authentification' }).click();
      const own = page.getByRole('dialog', { name: 'Activer la double authentification' });
      const ownSecret = ((await own.getByRole('status', { name: 'Clé à saisir dans l’application' }).textContent()) ?? '').replace(/\s+/g, '');
      await own.getByRole('textbox', { name: 'Code affiché par l’application' }).fill(codeOf(ownSecret));
      await own.getByRole('button', { name: 'Activer' }).click();
      await expect(own.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem')).toHaveCount(10);
      // The codes stay on screen until they are noted, even though the back-office is now open.
      await own.getByRole('button', { name: 'J’ai noté mes codes' }).click();
      security = await openAdminSection(page, 'settings-security');
      await expect(security.getByRole('region', { name: 'Double authentification de votre compte' })).toContainText('Activée');
    } finally {
      await context.close();
      await server.close();
    }
  });
});
