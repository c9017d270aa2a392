import { expect, test } from './support/test';
import { loginAsAdmin, openAdminSection } from './support/admin';

test.describe('redirect domains', () => {
  test('an admin allows a partner domain in Paramètres, then a link may send visitors there', async ({ page, baseURL }) => {
    const headers = { origin: baseURL as string };
    await loginAsAdmin(page);
    await openAdminSection(page, 'settings-general');
    const panel = page.locator('section[aria-labelledby="redirect-domains-title"]');
    await panel.scrollIntoViewIfNeeded();
    const field = panel.getByRole('textbox', { name: 'Domaines autorisés (un par ligne)' });
    await field.fill('Partenaire-E2E.fr\npas un domaine');
    await panel.getByRole('button', { name: 'Mettre à jour les domaines' }).click();
    await expect(panel.getByText("« pas un domaine » n'est pas un nom de domaine valide (exemple : partenaire.fr)")).toBeVisible();
    await field.fill('https://Partenaire-E2E.fr/\npartenaire-e2e.fr');
    await panel.getByRole('button', { name: 'Mettre à jour les domaines' }).click();
    await expect(panel.getByRole('status')).toHaveText('Domaines de redirection enregistrés');
    await expect(field).toHaveValue('partenaire-e2e.fr');
    try {
      const created = await page.request.post('/api/admin/tracking-links', {
        headers,
        data: { clientName: `Partenaire ${Date.now().toString(36)}`, destination: 'https://www.partenaire-e2e.fr/offre' },
      });
      expect(created.status()).toBe(201);
      const { id, trackingCode } = (await created.json()).data as { id: number; trackingCode: string };
      expect((await page.request.delete(`/api/admin/tracking-links/${id}`, { headers })).status()).toBe(200);
      expect(trackingCode).toMatch(/^[a-z0-9]{8}$/);
    } finally {
      // The list is shared by the whole run: left empty, as a fresh site has it.
      expect((await page.request.put('/api/admin/settings/redirect-domains', { headers, data: { domains: [] } })).status()).toBe(200);
    }
  });
});
