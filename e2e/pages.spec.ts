import { expect, test } from './support/test';

test('the home page shows its French content without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Des assistants IA');
  await expect(page.getByRole('heading', { name: 'Trois raisons de nous choisir' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ils nous font confiance' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Démarrer un projet' })).toHaveAttribute('href', '/contact');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Votre brief projet' })).toBeVisible();
  await context.close();
});

test('the testimonial dots jump to a testimonial', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Afficher le témoignage de Sophie Martin' }).click();
  await expect(page.getByText('Sophie Martin', { exact: true })).toBeVisible();
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
});

test('pages run under the strict Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`,
      );
    });
  });
  for (const path of ['/', '/nope', '/contact']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Jean');
  await page.getByRole('textbox', { name: 'Nom complet', exact: true }).blur();
  expect(violations).toEqual([]);
});

test('the mobile menu opens and leads to the contact page @mobile', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('navigation', { name: 'Menu mobile' }).getByRole('link', { name: 'Nous contacter' }).click();
  await expect(page).toHaveURL('/contact');
});
