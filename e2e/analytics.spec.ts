import { expect, test } from './support/test';
import { openSearchWithShortcut } from './support/search';
import { queryRows } from './support/database';

const eventsNamed = (name: string) =>
  queryRows<{ page: string; funnel_stage: string; properties: string }>('select page, funnel_stage, properties from analytics_events where name = ?', name);

/**
 * A visitor of its own (the key is made from the address and the browser), and its key found by the campaign it
 * landed with: other journeys browse the same pages at the same time, and a retry finds the first try's events.
 */
function ownVisitor() {
  const visit = `visite-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 ${visit}`;
  const key = () =>
    queryRows<{ visitor_key: string }>("select visitor_key from analytics_events where name = 'page_view' and properties like ?", `%${visit}%`)[0]?.visitor_key;
  const events = (name: string) =>
    queryRows<{ page: string; properties: string }>('select page, properties from analytics_events where name = ? and visitor_key = ?', name, key() ?? '');
  return { visit, userAgent, key, events };
}

test.describe('the contact page', () => {
  const visitor = ownVisitor();
  test.use({ userAgent: visitor.userAgent });

  test('a sent brief and the scroll depths are measured', async ({ page }) => {
    await page.goto(`/contact?utm_source=${visitor.visit}`);
    await page.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Élodie Lefèvre');
    await page.getByRole('textbox', { name: 'E-mail professionnel', exact: true }).fill(`mesure-${Date.now()}@exemple.fr`);
    await page.getByRole('textbox', { name: 'Entreprise', exact: true }).fill('Atelier Lumen');
    await page.getByRole('textbox', { name: 'Votre projet', exact: true }).fill('Nous voulons automatiser nos relances de devis.');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByRole('heading', { name: 'Merci, votre message est bien arrivé !' })).toBeVisible();
    await expect.poll(() => eventsNamed('contact_form_submit').map((e) => e.funnel_stage)).toContain('CONVERSION');

    await expect.poll(visitor.key).toMatch(/^[0-9a-f]{32}$/);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => visitor.events('scroll_depth').filter((e) => e.page === '/contact').map((e) => JSON.parse(e.properties).depth).sort((a, b) => a - b))
      .toEqual([25, 50, 75, 90]);
  });
});

test('a sent callback request is measured as a lead, for the funnel', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Être rappelé sous 24h' }).click();
  const dialog = page.getByRole('dialog', { name: 'Être rappelé sous 24h' });
  await dialog.getByRole('textbox', { name: 'Nom complet' }).fill('Jean Mesure');
  await dialog.getByRole('textbox', { name: 'Téléphone' }).fill('06 12 34 56 78');
  await dialog.getByRole('button', { name: 'Être rappelé' }).click();
  await expect(dialog.getByRole('heading', { name: 'Demande enregistrée !' })).toBeVisible();
  await expect.poll(() => eventsNamed('contact_form_submit').map((e) => JSON.parse(e.properties).form)).toContain('callback');
});

test('a demo link on the contact address counts as a demo request', async ({ page }) => {
  await page.goto('/');
  await openSearchWithShortcut(page); // hydrated once the panel answers
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Recherche et assistante Anna' })).toBeHidden();
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/contact?type=demo&solution=Clara';
    link.textContent = 'Voir la démo';
    document.querySelector('main')?.prepend(link);
  });
  await page.getByRole('link', { name: 'Voir la démo' }).click();
  await expect.poll(() => eventsNamed('demo_request').map((e) => JSON.parse(e.properties).solution)).toContain('Clara');
});

test.describe('a call to action clicked before the trackers arrive', () => {
  const visitor = ownVisitor();
  test.use({ userAgent: visitor.userAgent });

  test('is measured all the same', async ({ page }) => {
    // The page view's tracker loads with the page's widgets after the page is up: held back here, as on a slow phone.
    let releaseTracker = () => {};
    const trackerHeld = new Promise<void>((resolve) => (releaseTracker = resolve));
    await page.route(/\/assets\/page-widgets-[^/]+\.js$/, async (route) => {
      await trackerHeld;
      await route.continue();
    });
    await page.goto('/');
    await openSearchWithShortcut(page); // hydrated once the panel answers
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Démarrer un projet' }).click();
    await expect(page).toHaveURL('/contact');
    releaseTracker();
    // The visitor's key is found by a page view carrying its campaign.
    await page.goto(`/?utm_source=${visitor.visit}`);
    await expect.poll(visitor.key).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(() => visitor.events('cta_click').map((e) => [e.page, JSON.parse(e.properties).clickType])).toEqual([['/', 'primary']]);
  });
});

test.describe('time on page', () => {
  // Other journeys stay on '/' too, an accessibility scan more than 5 s on a slow machine: their times are not this one's.
  const visitor = ownVisitor();
  test.use({ userAgent: visitor.userAgent });

  test('time on page is recorded only above 5 s', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01'));
    await page.goto(`/?utm_source=${visitor.visit}`);
    await openSearchWithShortcut(page); // hydrated once the panel answers
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Recherche et assistante Anna' })).toBeHidden();
    await page.clock.runFor(4000);
    await page.getByRole('link', { name: 'Notre Vision' }).first().click(); // same page: nothing leaves
    await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(page).toHaveURL('/contact');
    await page.clock.runFor(6000);
    await page.getByRole('link', { name: 'Synapse IA' }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(visitor.key).toMatch(/^[0-9a-f]{32}$/);
    const times = () => visitor.events('time_on_page').map((e) => [e.page, JSON.parse(e.properties).seconds]);
    await expect.poll(times).toContainEqual(['/contact', 6]);
    expect(times().filter(([path]) => path === '/')).toEqual([]);
  });
});
