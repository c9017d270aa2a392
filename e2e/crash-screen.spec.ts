import { expect, test, type Page } from './support/test';

// The production build is tested as shipped: the crash comes from the network, where a broken deployment or
// a bad cache would put it, by swapping the page's route module for one that throws while rendering.
const PRICING_MODULE = /\/assets\/pricing-[\w-]+\.js$/;
const THROWING_MODULE = "export default function Pricing() { throw new Error('Panne de rendu simulée'); }";

async function breakPricingModule(page: Page) {
  await page.route(PRICING_MODULE, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: THROWING_MODULE }));
}

test('a rendering crash shows the French fallback screen, and Réessayer brings the page back', async ({ page }) => {
  await breakPricingModule(page);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Un problème est survenu', level: 1 })).toBeVisible();
  await expect(page.getByText('Panne de rendu simulée')).toBeVisible();

  // The failure is gone (a new deployment, a fresh cache): retrying renders the real page.
  await page.unroute(PRICING_MODULE);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: /Tarifs Freelance/, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Un problème est survenu' })).toHaveCount(0);
});

test('a crash reached by navigation shows the fallback too, and the toasts still answer errors after it', async ({ page }) => {
  await breakPricingModule(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/pricing');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Un problème est survenu', level: 1 })).toBeVisible();

  await page.unroute(PRICING_MODULE);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: /Tarifs Freelance/, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('panne simulée');
    });
    void Promise.reject(new Error('rejet simulé'));
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Une erreur technique est survenue' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Erreur de chargement' })).toBeVisible();
});
