import { e2eAdminPassword } from '../playwright.config';
import { loginOn, startOwnServer } from './support/own-server';
import { expect, test, waitingForHydration } from './support/test';

// 'Activité récente' on the dashboard: each lead opens its record (docs/decisions/0529-recent-activity-links.md).
// It lists the five newest leads of the base: the test runs on a server of its own, where no other test adds any.
test('each lead of the recent activity opens its record, the request or the prospect', async ({ browser, request }) => {
  test.slow(); // a server of its own, started for this test
  const server = await startOwnServer();
  const context = await browser.newContext({ locale: 'fr-FR' });
  try {
    const posted = await request.post(`${server.baseURL}/api/contact`, { data: { name: 'Camille Durand', email: 'camille.durand@exemple.fr', company: 'Atelier Lumen', phone: '', message: 'Message de Camille Durand', website: '' } });
    expect(posted.status()).toBe(201);
    const login = await request.post(`${server.baseURL}/api/security/check-admin-password`, { data: { username: 'admin', password: e2eAdminPassword, issueToken: true } });
    const headers = { 'x-api-key': ((await login.json()) as { token: string }).token };
    const created = await request.post(`${server.baseURL}/api/admin/prospects`, { headers, data: { nom: 'Martin', prenom: 'Sacha', email: 'sacha.martin@exemple.fr', entreprise: 'Studio Nord' } });
    expect(created.status()).toBe(201);

    const page = waitingForHydration(await context.newPage());
    await loginOn(page, server.baseURL);
    const dashboard = page.getByRole('region', { name: 'Tableau de bord' });
    await dashboard.getByRole('link', { name: /^Nouveau message de contact\s*Camille Durand · Atelier Lumen$/ }).click();
    const message = page.getByRole('dialog', { name: 'Message de contact' });
    await expect(message.getByText('Message de Camille Durand')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(message).toBeHidden();

    const prospect = dashboard.getByRole('link', { name: /^Nouveau prospect\s*Sacha Martin · Studio Nord$/ });
    await prospect.focus();
    await page.keyboard.press('Enter');
    const record = page.getByRole('dialog', { name: /^Prospect CLI-/ });
    await expect(record.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('sacha.martin@exemple.fr');
  } finally {
    await context.close();
    await server.close();
  }
});
