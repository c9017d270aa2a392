import { loginAsAdmin, openAdminSection } from './support/admin';
import { queryRows } from './support/database';
import { expect, test } from './support/test';

const viewsOf = (page: string) => queryRows<{ properties: string }>("select properties from analytics_events where name = 'page_view' and page = ?", page);

// The addresses visitors reached that matched no page (docs/decisions/0464-pages-not-found.md).
test.describe('pages not found', () => {
  test("a visit to an address that matches no page is listed with where it came from, and the next page is not", async ({ page, browser }) => {
    test.slow(); // one long journey: two visitors' browsers, the report, a redirect made and followed
    const stamp = Date.now();
    const address = `/flyer-salon-${stamp}`;
    // A browser of its own: its views are told apart by the key made from its user agent.
    const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 introuvable-${stamp}`;
    const context = await browser.newContext({ locale: 'fr-FR', userAgent });
    const visitor = await context.newPage();
    await visitor.goto(address, { referer: 'https://www.partenaire.fr/evenements' });
    await expect(visitor.getByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeVisible();
    await expect.poll(() => viewsOf(address).map((view) => JSON.parse(view.properties).notFound)).toEqual([true]);
    const key = queryRows<{ visitor_key: string }>("select visitor_key from analytics_events where name = 'page_view' and page = ?", address)[0]?.visitor_key ?? '';
    // Back to the home page from the 404: that view is an ordinary one.
    await visitor.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(visitor).toHaveURL(/\/$/);
    const home = () => queryRows<{ properties: string }>("select properties from analytics_events where name = 'page_view' and page = '/' and visitor_key = ?", key);
    await expect.poll(() => home().map((view) => JSON.parse(view.properties).notFound ?? 'absent')).toEqual(['absent']);
    await context.close();

    await loginAsAdmin(page);
    const seo = await openAdminSection(page, 'seo-panel');
    await seo.getByRole('tab', { name: 'Pages introuvables' }).click();
    const row = seo.getByRole('table', { name: 'Pages introuvables visitées en 30 jours' }).getByRole('row', { name: new RegExp(address) });
    await expect(row).toContainText('www.partenaire.fr (1)');
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    await seo.getByRole('group', { name: 'Période des pages introuvables' }).getByRole('button', { name: '7 jours' }).click();
    const recent = seo.getByRole('table', { name: 'Pages introuvables visitées en 7 jours' }).getByRole('row', { name: new RegExp(address) });
    await expect(recent).toBeVisible();

    // Redirected to the contact page from the report (docs/decisions/0465-managed-redirects.md).
    await recent.getByRole('button', { name: `Rediriger ${address}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rediriger une adresse' });
    await expect(dialog.getByRole('textbox', { name: 'Adresse à rediriger' })).toHaveValue(address);
    await dialog.getByRole('button', { name: 'Créer la redirection' }).click();
    await expect(dialog.getByText('La destination doit être une page du site')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Page de destination' }).selectOption('/contact');
    await dialog.getByRole('button', { name: 'Créer la redirection' }).click();
    await expect(dialog).toBeHidden();
    await expect(recent).toContainText('→ /contact');
    const redirects = () => seo.getByRole('table', { name: 'Redirections créées depuis le back-office' });
    const listed = redirects().getByRole('row', { name: new RegExp(address) });
    await expect(listed).toContainText('/contact');
    await expect(listed).toContainText('Jamais');

    // A person sent on is counted (docs/decisions/0466-redirect-uses.md).
    const nextContext = await browser.newContext({ locale: 'fr-FR', userAgent });
    const next = await nextContext.newPage();
    await next.goto(`${address}?utm_source=flyer`);
    await expect(next).toHaveURL(/\/contact\?utm_source=flyer$/);
    await expect(next.getByRole('heading', { level: 1 })).not.toHaveText('Page non trouvée');
    await page.reload();
    await (await openAdminSection(page, 'seo-panel')).getByRole('tab', { name: 'Pages introuvables' }).click();
    const counted = redirects().getByRole('row', { name: new RegExp(address) });
    await expect(counted.getByRole('cell').nth(2)).toHaveText('1');
    await expect(counted).not.toContainText('Jamais');

    // Sent to another page, its visits kept (docs/decisions/0469-redirect-changed.md).
    await counted.getByRole('button', { name: `Modifier la redirection de ${address}` }).click();
    const change = page.getByRole('dialog', { name: 'Modifier la redirection' });
    await expect(change.getByRole('textbox', { name: 'Adresse à rediriger' })).toHaveValue(address);
    await expect(change.getByRole('combobox', { name: 'Page de destination' })).toHaveValue('/contact');
    await change.getByRole('combobox', { name: 'Page de destination' }).selectOption('/pricing');
    await change.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(change).toBeHidden();
    await expect(counted).toContainText('/pricing');
    await expect(counted.getByRole('cell').nth(2)).toHaveText('1');
    await next.goto(`${address}?ref=2`);
    await expect(next).toHaveURL(/\/pricing\?ref=2$/);
    await page.reload();
    await (await openAdminSection(page, 'seo-panel')).getByRole('tab', { name: 'Pages introuvables' }).click();
    await expect(counted.getByRole('cell').nth(2)).toHaveText('2');

    await counted.getByRole('button', { name: `Supprimer la redirection de ${address}` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Elle a redirigé 2 visiteurs, le dernier le');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(counted).toBeHidden();
    await next.goto(address);
    await expect(next.getByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeVisible();
    await nextContext.close();
  });
});
