import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { execute, insertAdminUser, loginAsAdmin } from './support/admin';
import { queryRows } from './support/database';
import { failChunk, PART_NOT_LOADED } from './support/part-not-loaded';
import { expect, test } from './support/test';

// A forgotten password (docs/decisions/0462-password-reset.md).
test('from the login, a link is asked by address; the link opens the new password form, and the new password logs in', async ({ page }) => {
  const user = 'oubli-e2e';
  await insertAdminUser(user, 'Ancien-Oubli-E2E-1', 'ROLE_USER');
  execute("update admin_users set email = 'oubli.e2e@exemple.fr' where username = ?", user);
  execute('delete from password_resets where username = ?', user);

  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/admin\/login\/mot-de-passe-oublie$/);
  const ask = page.getByRole('form', { name: 'Mot de passe oublié' });
  await ask.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(ask.getByText("Saisissez votre nom d'utilisateur ou votre adresse e-mail")).toBeVisible();
  const login = ask.getByRole('textbox', { name: "Nom d'utilisateur ou adresse e-mail" });
  await login.fill('Oubli.E2E@exemple.fr');
  await login.press('Enter');
  await expect(ask.getByRole('status')).toHaveText(/^Si ce compte existe et a une adresse e-mail, un lien/);
  // Disabled while sent, the field takes the focus back once answered (decision 0541).
  await expect(login).toBeFocused();
  expect(queryRows('select username from password_resets where username = ? and used_at is null', user)).toEqual([{ username: user }]);
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // The e-mail's link: its secret is known here by writing the link as the server does, its hash alone stored.
  const token = `lien-e2e-${Date.now()}`;
  execute('update password_resets set token_hash = ? where username = ?', createHash('sha256').update(token).digest('hex'), user);
  await page.goto(`/admin/login/nouveau-mot-de-passe#${token}`);
  const reset = page.getByRole('form', { name: 'Nouveau mot de passe' });
  await reset.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Nouveau-Oubli-E2E-2');
  await reset.getByRole('textbox', { name: 'Confirmer le nouveau mot de passe' }).fill('Nouveau-Oubli-E2E-3');
  await reset.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(reset.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await reset.getByRole('textbox', { name: 'Confirmer le nouveau mot de passe' }).fill('Nouveau-Oubli-E2E-2');
  await reset.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié : connectez-vous avec le nouveau')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeFocused();
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await loginAsAdmin(page, user, 'Nouveau-Oubli-E2E-2');

  // The same link a second time is refused, in French.
  await page.goto(`/admin/login/nouveau-mot-de-passe#${token}`);
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Encore-Oubli-E2E-4');
  const confirm = page.getByRole('textbox', { name: 'Confirmer le nouveau mot de passe' });
  await confirm.fill('Encore-Oubli-E2E-4');
  await confirm.press('Enter');
  await expect(page.getByText(/^Ce lien n’est plus valable/)).toBeVisible();
  await expect(confirm).toBeFocused();
});

test('the pages of a forgotten password fit a phone @mobile', async ({ page }) => {
  await page.goto('/admin/login/mot-de-passe-oublie');
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.goto('/admin/login/nouveau-mot-de-passe');
  await expect(page.getByText('Ce lien est incomplet', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer le mot de passe' })).toBeDisabled();
});

test('a forgotten-password form whose code cannot load says so in its place, loads on a new try, and the login stays usable', async ({ page }) => {
  const failing = await failChunk(page, '**/assets/password-reset-forms-*.js');
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(`${PART_NOT_LOADED}Réessayer`);
  // The way back to the login stays, though it belongs to the form that could not load.
  await page.getByRole('link', { name: 'Retour à la connexion' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('alert')).toHaveText(`${PART_NOT_LOADED}Réessayer`);
  await failing.restore();
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(page.getByRole('textbox').first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});
