import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { loginAsAdmin, openAdminSection } from './support/admin';

/**
 * Seeds the evidence through the public APIs, as visitors would, with words of its own: a test run again in the
 * same worker must not find the questions of the previous run, nor count them twice.
 */
async function seed(request: APIRequestContext) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const unanswered = `Zorglub ${stamp} existe-t-il ?`;
  const longQuestion = `Quels sont vos tarifs pour un assistant IA de comptabilité avec relances automatiques ${stamp} ?`;
  for (const query of [unanswered, unanswered, longQuestion]) {
    expect((await request.post('/api/chatbot/ask', { data: { query, page: '/faq' } })).status()).toBe(200);
  }
  const lead = {
    firstName: 'Marie',
    lastName: 'Curie',
    email: `marie-${stamp}@atelier-lumen.fr`,
    phone: '06 12 34 56 78',
    company: 'Atelier Lumen',
    position: 'Directrice générale',
    sector: 'Immobilier',
    companySize: '6-15',
    urgency: 'Rapide',
    goals: `Gagner du temps ${stamp}`,
    scanEmail: 'marie@gmail.com',
  };
  expect((await request.post('/api/leads', { data: lead })).status()).toBe(201);
  expect((await request.post('/api/events', { data: { event: 'search', page: '/', properties: { query: `licorne ${stamp}`, results: 0 } } })).status()).toBe(202);
  return { unanswered, longQuestion };
}

const section = (page: Page, id: string) => page.locator(`#${id}`);
/** Just under the charts, once the statistics have come: on a phone the key cards fill the first screen of the section. */
const chartsPlace = (page: Page) => section(page, 'chatbot-analytics').getByText('Données des graphiques sous forme de tableaux');

test.describe('insight panels', () => {
  test('charts, ideas, the SEO audit, the sitemap regeneration and the git history, from real data', async ({ page, request }) => {
    test.slow();
    const { unanswered, longQuestion } = await seed(request);
    await loginAsAdmin(page);
    await openAdminSection(page, 'chatbot-analytics');

    const chatbot = section(page, 'chatbot-analytics');
    // The charts' module is fetched once their place in the section is on screen.
    await chartsPlace(page).scrollIntoViewIfNeeded();
    await expect(chatbot.getByTestId('chart-sources').locator('svg.recharts-surface')).toBeVisible({ timeout: 15_000 });
    await expect(chatbot.getByTestId('chart-daily').locator('.recharts-line')).toBeVisible();
    await expect(chatbot.getByText('Tokens (estimation)')).toBeVisible();
    await expect(chatbot.getByRole('table', { name: 'Questions sans réponse, les plus posées d’abord' }).getByText(unanswered.toLowerCase())).toBeVisible();
    const recent = chatbot.getByRole('table', { name: 'Les 50 dernières questions posées à Anna' });
    // Other runs of the seed ask questions that differ only after the cut: this one is found by its full text.
    await expect(recent.getByTitle(longQuestion, { exact: true })).toHaveText(`${longQuestion.slice(0, 50)}…`);

    const ideas = await openAdminSection(page, 'ai-improvements');
    await ideas.getByRole('button', { name: 'Générer de nouvelles idées' }).click();
    await expect(ideas.getByText('(mode hors-ligne)').first()).toBeVisible();
    // The idea quotes the most asked of the seeded questions; runs before this one seeded others just like it.
    await expect(ideas.getByText(/« zorglub [a-z0-9]+ existe-t-il\s\? » \(\d+\)/).first()).toBeVisible();
    await expect(ideas.getByText('Immobilier — 6 à 15 personnes')).toBeVisible();

    const seo = await openAdminSection(page, 'seo-panel');
    await seo.getByRole('tab', { name: 'Pages SEO' }).click();
    await expect(seo.getByText(/page\(s\) indexable\(s\) auditée\(s\) depuis leur HTML/)).toBeVisible();
    // noindex pages are deliberate: listed apart, not counted as failures.
    await expect(seo.getByRole('heading', { name: 'Pages exclues de l’indexation (noindex)' })).toBeVisible();
    await expect(seo.getByRole('table', { name: 'Audit SEO des pages publiques' }).getByText('/pricing', { exact: true })).toBeVisible();

    await seo.getByRole('tab', { name: 'Sitemap' }).click();
    await expect(seo.getByRole('table', { name: 'URL du sitemap.xml' })).toBeVisible();
    await seo.getByRole('button', { name: 'Régénérer le sitemap' }).click();
    const status = seo.getByRole('status');
    await expect(status).toHaveText(/^Sitemap régénéré\s: \d+ URL, [\d,]+ Ko\.$/);
    // The message clears by itself after 5 s.
    await expect(status).toHaveText('', { timeout: 10_000 });

    await seo.getByRole('tab', { name: 'Outils' }).click();
    await seo.getByLabel('Vérifier une URL du site').fill('https://example.com/');
    await seo.getByRole('button', { name: 'Vérifier' }).click();
    await expect(seo.getByRole('alert')).toContainText("Erreur lors de la vérification de l'URL: Seules les adresses de ce site");
    await seo.getByLabel('Vérifier une URL du site').fill('/pricing');
    await seo.getByRole('button', { name: 'Vérifier' }).click();
    await expect(seo.getByText(/Page accessible \(HTTP 200\), canonique\s: /)).toBeVisible();
    // Served at another address than the build's, the page's canonical was rewritten: nothing to warn about.
    await expect(seo.getByText(/Lien canonique sur une autre adresse/)).toHaveCount(0);

    await seo.getByRole('tab', { name: 'Documents' }).click();
    await seo.getByRole('button', { name: 'Lire' }).click();
    await expect(seo.getByRole('heading', { name: 'Guide SEO de Synapse IA' })).toBeVisible();
    await expect((await openAdminSection(page, 'documentation-seo')).getByRole('heading', { name: 'Guide SEO de Synapse IA' })).toBeVisible();

    const history = await openAdminSection(page, 'development-git');
    const commits = history.getByRole('listitem').filter({ has: page.getByRole('button', { name: /fichier\(s\) modifié\(s\)/ }) });
    await expect(commits).toHaveCount(10);
    await history.getByRole('button', { name: 'Charger plus' }).click();
    await expect(commits).toHaveCount(20);
    await commits.first().getByRole('button', { name: /fichier\(s\) modifié\(s\)/ }).click();
    await expect(commits.first().getByText(/^(Modifié|Ajouté|Supprimé|Renommé)$/).first()).toBeVisible();

    const summary = section(page, 'development-git-summary');
    await summary.getByRole('button', { name: '7 jours' }).click();
    await expect(summary.getByText('Commits (7 jours)')).toBeVisible();
    await expect(summary.getByRole('heading', { name: 'Dernières mises à jour' })).toBeVisible();
  });


  test('the insight sections have no serious or critical accessibility violation', async ({ page, request }) => {
    test.slow();
    await seed(request);
    await loginAsAdmin(page);
    await openAdminSection(page, 'chatbot-analytics');
    await chartsPlace(page).scrollIntoViewIfNeeded();
    await expect(section(page, 'chatbot-analytics').getByTestId('chart-daily')).toBeVisible({ timeout: 15_000 });
    for (const id of ['ai-improvements', 'seo-panel', 'development', 'documentation-seo']) await openAdminSection(page, id);
    await expect(section(page, 'development-git').getByRole('button', { name: 'Charger plus' })).toBeVisible();
    await expect(section(page, 'documentation-seo').getByRole('heading', { name: 'Guide SEO de Synapse IA' })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('#chatbot-analytics')
      .include('#ai-improvements')
      .include('#seo-panel')
      .include('#development-git-summary')
      .include('#development-git')
      .include('#documentation-seo')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });


  test('the insight panels fit a 390 px screen @mobile', async ({ page, request }) => {
    await seed(request);
    await loginAsAdmin(page);
    await openAdminSection(page, 'chatbot-analytics');
    // The charts load when their place is on screen: it stays there until they have.
    await chartsPlace(page).scrollIntoViewIfNeeded();
    await expect(section(page, 'chatbot-analytics').getByTestId('chart-sources')).toBeVisible({ timeout: 15_000 });
    for (const id of ['ai-improvements', 'seo-panel', 'development']) await openAdminSection(page, id);
    await expect(section(page, 'development-git').getByRole('button', { name: 'Charger plus' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
