import { insertAdminUser, loginAsAdmin, openAdminSection } from './support/admin';
import { expect, test } from './support/test';

// Each user changes their own password, readers included (docs/decisions/0458-own-password.md).
test('a reader changes their own password from Sécurité, stays logged in on this browser, and logs in with it next time', async ({ page }) => {
  const reader = 'mdp-lecteur-e2e';
  await insertAdminUser(reader, 'Ancien-Mdp-E2E-1', 'ROLE_USER');
  await loginAsAdmin(page, reader, 'Ancien-Mdp-E2E-1');
  const security = await openAdminSection(page, 'settings-security');
  const form = security.getByRole('form', { name: 'Votre mot de passe' });
  const current = form.getByRole('textbox', { name: 'Mot de passe actuel' });
  const next = form.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true });
  const confirm = form.getByRole('textbox', { name: 'Confirmer le nouveau mot de passe' });

  await current.fill('Ancien-Mdp-E2E-1');
  await next.fill('Nouveau-Mdp-E2E-2');
  await confirm.fill('Nouveau-Mdp-E2E-3');
  await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(form.getByText('Les mots de passe ne correspondent pas')).toBeVisible();

  await current.fill('Pas-le-bon-mdp');
  await confirm.fill('Nouveau-Mdp-E2E-2');
  await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(form.getByText('Mot de passe actuel incorrect')).toBeVisible();
  await expect(current).toBeFocused();

  await current.fill('Ancien-Mdp-E2E-1');
  await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(form.getByRole('status')).toHaveText('Mot de passe modifié : vos autres sessions et vos clés API sont fermées');
  await expect(current).toHaveValue('');

  // This browser got a new session with the change: it is still logged in after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: "Panel d'administration", level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await loginAsAdmin(page, reader, 'Nouveau-Mdp-E2E-2');
});
