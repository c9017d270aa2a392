import { expect, test, type Page } from './support/test';
import { expectNoticeAtEachOpening, failChunk } from './support/part-not-loaded';

/** Every pre-rendered public page with the heading that proves its content is there. */
const pages: Array<[string, string]> = [
  ['/', 'Des assistants IA'],
  ['/contact', 'Parlons de votre projet'],
  ['/team', 'Notre Equipe'],
  ['/equipe', 'Notre Equipe'],
  ['/portfolio', 'Nos réalisations arrivent bientôt'],
  ['/join-us', 'Nous Rejoindre'],
  ['/pricing', 'Tarifs Freelance'],
  ['/web-dev', 'Développement Web Sur-Mesure'],
  ['/code', 'Développeur Full-Stack & IA'],
  ['/expert-ia', 'Expert IA & Architecture logicielle'],
  ['/temoignages', 'Témoignages clients'],
  ['/politique-confidentialite', 'Politique de confidentialité'],
  ['/assistant-creator-showcase', 'Créez votre assistant IA sur mesure'],
  ['/demo/assistant-creator', 'Créez votre assistant IA sur mesure'],
  ['/button-test', 'Bouton hexagonal 3D'],
  ['/sitemap', 'Plan du site'],
  ['/faq', 'Questions fréquentes'],
  ['/blog', 'Idées et conseils'],
];

const cookieOf = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name);

test('every public page ships its French content, title, canonical and breadcrumb in the HTML', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const titles = new Set<string>();
  for (const [path, heading] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    titles.add(await page.title());
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    const canonical = ({ '/equipe': '/team', '/demo/assistant-creator': '/assistant-creator-showcase' } as Record<string, string>)[path] ?? path;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${canonical}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    if (path !== '/') expect(await page.locator('script[type="application/ld+json"]').allTextContents(), path).toContainEqual(expect.stringContaining('BreadcrumbList'));
  }
  expect(titles.size).toBe(new Set(pages.map(([path]) => (path === '/equipe' ? '/team' : path))).size + 1);
  await context.close();
});

test('unknown paths, even under real pages, answer the 404 page', async ({ page }) => {
  for (const path of ['/pricing/inconnu', '/team/x', '/demo', '/blog/article-absent']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
  }
});

test('moved menu targets are permanent redirects to the page carrying their content', async ({ request }) => {
  const expected = { '/solutions-ia': '/workflows-assistants', '/developpement-web?c=1': '/web-dev?c=1', '/architecture-code': '/expert-ia' };
  for (const [from, to] of Object.entries(expected)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location).toBe(to);
  }
});

test('sitemap.xml and robots.txt are generated from the pre-rendered pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/pricing</loc>');
  expect(sitemap).toContain('/politique-confidentialite</loc>');
  expect(sitemap).not.toContain('/404');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('the site’s icon answers where every client looks for it: the pages’ links, /favicon.ico and the iOS home screen', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  const icons: Array<[string, string]> = [['/favicon.svg', 'image/svg+xml'], ['/favicon.ico', 'image/'], ['/apple-touch-icon.png', 'image/png']];
  for (const [path, type] of icons) {
    const file = await request.get(path);
    expect(file.status(), path).toBe(200);
    expect(file.headers()['content-type'], path).toContain(type);
  }
  // The pages the server writes itself (the forms without JavaScript) link it too: no browser asks for a missing file.
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(response.url());
  });
  await page.goto('/rappel');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  await page.waitForLoadState('load');
  expect(missing).toEqual([]);
});

test('the team page shows both members, the badge tooltip on focus, the method and its links', async ({ page }) => {
  await page.goto('/team');
  await expect(page.getByRole('heading', { name: 'Julien Marchand' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Camille Laurent' })).toBeVisible();
  const tooltip = page.getByRole('tooltip').first();
  await expect(tooltip).toBeHidden();
  await page.getByRole('button', { name: "17 ans d'expérience" }).focus();
  await expect(tooltip).toBeVisible();
  for (const step of ['Immersion et analyse', 'Conception sur mesure', 'Déploiement et intégration', 'Accompagnement et évolution']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Proposer une collaboration' })).toHaveAttribute('href', '/contact?service=collaboration');
  await expect(page.locator('#testimonials')).toBeVisible();
  await expect(page.locator('#portfolio')).toBeVisible();
});

test('careers, privacy, consulting, portfolio and sitemap pages carry their key content', async ({ page }) => {
  await page.goto('/join-us');
  await expect(page.getByRole('link', { name: 'Envoyer une candidature spontanée' })).toHaveAttribute('href', /^mailto:.+\?subject=Candidature%20spontan%C3%A9e$/);
  await expect(page.getByText('Réponse sous 48h')).toBeVisible();
  await expect(page.getByText('Égalité des chances')).toBeVisible();

  await page.goto('/politique-confidentialite');
  await expect(page.getByText('Dernière mise à jour : 11 avril 2025')).toBeVisible();
  await expect(page.getByText('3 ans après notre dernier échange')).toBeVisible();
  await expect(page.getByText('13 mois au maximum')).toBeVisible();
  await expect(page.getByRole('link', { name: 'confidentialite@synapse-ia.fr' }).first()).toHaveAttribute('href', 'mailto:confidentialite@synapse-ia.fr');

  await page.goto('/expert-ia');
  for (const domain of ['Architecture Symfony', 'Intelligence artificielle', 'Performance et DevOps']) {
    await expect(page.getByRole('heading', { name: domain })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Workflows automatisés' })).toHaveAttribute('href', '/workflows-automatises');

  await page.goto('/portfolio');
  await expect(page.getByRole('link', { name: 'Demander nos références' })).toHaveAttribute('href', '/contact?service=portfolio');

  await page.goto('/sitemap');
  await expect(page.getByText('20 pages réparties en 5 catégories.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Questions fréquentes' }).last()).toHaveAttribute('href', '/faq');
});

test('the pricing slider switches the three rate cards and their quote links', async ({ page }) => {
  await page.goto('/pricing');
  const slider = page.getByRole('slider', { name: /Durée de la mission/ });
  await slider.focus();
  await page.keyboard.press('End');
  const quote = page.getByRole('link', { name: /Demander un Devis — Expert Senior \+ Transmission/ });
  await expect(quote).toHaveAttribute('href', '/contact?service=freelance&tjm=900&type=Expert%20Senior%20%2B%20Transmission');
  await page.keyboard.press('Home');
  for (const rate of [350, 550, 750]) await expect(page.getByRole('link', { name: new RegExp(`, ${rate} € par jour$`) })).toHaveAttribute('href', new RegExp(`tjm=${rate}&`));
  await expect(page.getByRole('link', { name: /Demander un Devis/ })).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Discuter de ma mission' })).toHaveAttribute('href', '/contact?service=freelance');
  await expect(page.getByRole('link', { name: /Appeler le/ })).toHaveAttribute('href', /^tel:/);
});

test('the pricing promo cards follow their timings and can be closed', async ({ page }) => {
  // Reduced motion keeps the animated background still, so running 30 s of fake time stays cheap.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/pricing');
  await page.clock.pauseAt(Date.now() + 500);
  const express = page.getByRole('complementary', { name: 'Mission Express' });
  const short = page.getByRole('button', { name: /Courte/ });
  // A click that lands before hydration changes nothing: repeat it until the page reacts.
  await expect(async () => {
    await short.click();
    await expect(short).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
  }).toPass();
  await page.clock.runFor(1900);
  await expect(express).toBeHidden();
  await page.clock.runFor(200);
  await expect(express).toBeVisible();
  await page.clock.runFor(5000);
  await expect(express).toBeHidden();

  const guarantee = page.getByRole('complementary', { name: 'Garantie Satisfaction' });
  await expect(guarantee).toBeHidden();
  await page.clock.runFor(30_000 - 7100 + 100);
  await expect(guarantee).toBeVisible();
  await page.getByRole('button', { name: 'Fermer la garantie' }).click();
  await expect(guarantee).toBeHidden();
});

test('custom mode: ?c turns it on with a strict 30-day cookie, the cookie keeps it, ?i turns it off', async ({ page }) => {
  await page.goto('/pricing?c');
  await expect(page.getByRole('heading', { name: 'Développement Sur-Mesure' })).toBeVisible();
  await expect(page.getByText('dès').first()).toBeVisible();
  const cookie = await cookieOf(page, 'custom_menu');
  expect(cookie).toMatchObject({ value: '1', sameSite: 'Strict', path: '/' });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);

  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Travaillons ensemble' })).toBeVisible();
  for (const card of ['WhatsApp', 'E-mail', 'LinkedIn', 'Localisation']) await expect(page.getByText(card, { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Solutions Web Sur-Mesure' })).toBeVisible();

  await page.goto('/pricing?i');
  await expect(page.getByRole('heading', { name: 'Tarifs Freelance' })).toBeVisible();
  expect(await cookieOf(page, 'custom_menu')).toBeUndefined();
});

test('/code turns custom mode on with every web-dev section; /ia clears it and returns home', async ({ page }) => {
  await page.goto('/web-dev');
  const sections = page.getByRole('navigation', { name: 'Sections de la page' });
  await expect(sections.getByRole('link')).toHaveText(['Présentation', 'Technologies']);
  await page.goto('/code');
  await expect(sections.getByRole('link')).toHaveText(['Présentation', 'Technologies', 'Prestations IA', 'Expertise', 'DevOps & Infrastructure', 'Tarifs', 'Contact']);
  expect((await cookieOf(page, 'custom_menu'))?.value).toBe('1');
  await sections.getByRole('link', { name: 'Tarifs' }).click();
  await expect(page.locator('#tarifs')).toBeInViewport();

  // The message is in the page as sent; the page leaves it 600 ms after hydration, which a busy machine can
  // spend before a check in the browser would run.
  const redirecting = await page.goto('/ia');
  expect(await redirecting?.text()).toContain('Redirection vers le mode IA...');
  await expect(page).toHaveURL('/');
  expect(await cookieOf(page, 'custom_menu')).toBeUndefined();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Votre brief projet' })).toBeVisible();
});

test('/code is pre-rendered in custom mode, so its header does not change once hydrated', async ({ request }) => {
  const code = await (await request.get('/code')).text();
  expect(code).toContain('Me contacter');
  expect(code).toContain('Expertise IA &amp; Architecture');
  const webDev = await (await request.get('/web-dev')).text();
  expect(webDev).not.toContain('Me contacter');
});

test('institutional mode: ?i on the team page sets its cookie, which alone keeps the wording', async ({ page }) => {
  await page.goto('/team');
  await expect(page.getByText("L'équipe", { exact: true })).toBeVisible();
  await page.goto('/team?i');
  await expect(page.getByText('Gouvernance et expertise')).toBeVisible();
  expect(await cookieOf(page, 'institutional_mode')).toMatchObject({ value: '1', sameSite: 'Strict', path: '/' });
  await page.goto('/join-us');
  await expect(page.getByText(/accompagner les organisations publiques et privées/)).toBeVisible();
  await page.goto('/team');
  await expect(page.getByText('Gouvernance et expertise')).toBeVisible();
});

test('the contact page shows the restricted view when the site is in maintenance', async ({ page }) => {
  await page.route('/api/site-status', (route) => route.fulfill({ json: { maintenance: true } }));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Accès Restreint' })).toBeVisible();
  await expect(page.getByText('Cette page est temporairement indisponible pour maintenance.')).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
});

test('the public pages say so while the back-office runs the site as a test environment', async ({ page }) => {
  await page.route('/api/site-status', (route) =>
    route.fulfill({ json: { maintenance: false, testEnvironment: true, background: 'cognitive-nodes', closures: [] } }),
  );
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: "ce site est une version d'essai et aucun e-mail n'est envoyé" })).toBeVisible();
});

test('the animated background starts on cognitive-nodes on desktop and a navigation shows the loading bar', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('canvas[data-background="cognitive-nodes"]')).toBeAttached();
  // The bar lives 900 ms from whenever the route is ready: the page watches for it from before the click,
  // where `expect` polls at growing intervals that a busy machine can place on both sides of it.
  await page.evaluate(() => {
    (window as unknown as { barShown: Promise<boolean> }).barShown = new Promise<boolean>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-loading-bar]')) return;
        observer.disconnect();
        resolve(true);
      });
      observer.observe(document.body, { childList: true, subtree: true });
      window.setTimeout(() => resolve(false), 10_000);
    });
  });
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Notre Équipe' }).click();
  expect(await page.evaluate(() => (window as unknown as { barShown: Promise<boolean> }).barShown)).toBe(true);
  await expect(page.locator('[data-loading-bar]')).toHaveCount(0);
});

test('the mobile slide-in menu keeps the page behind inert, locks scrolling and closes on Escape @mobile', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('canvas[data-background]')).toHaveCount(0);
  const opener = page.getByRole('button', { name: 'Ouvrir le menu' });
  await opener.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('navigation', { name: 'Menu mobile' }).getByRole('link')).toHaveText([
    'Notre Vision', 'Workflows & Assistants IA', 'Notre Équipe', 'Nous Rejoindre', 'Nous contacter', 'Blog',
  ]);
  await expect(menu.getByRole('link', { name: 'Démarrer un projet' })).toHaveAttribute('href', '/contact');
  for (const name of ['Studio Workflows', 'Contact Rapide']) await expect(menu.getByRole('link', { name })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Diagnostic IA gratuit' })).toHaveAttribute('href', '/super-assistant');
  await expect(menu.getByRole('button', { name: /Sélection/ })).toBeVisible();
  await expect(menu.getByRole('region', { name: 'Ma sélection' })).toContainText('Aucune sélection');
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeFocused();
  // A modal <dialog> makes the page inert: Shift+Tab stays in the menu or leaves for the browser's own controls.
  await page.keyboard.press('Shift+Tab');
  expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});

test('the mobile Thèmes Visuels shortcut opens the background selector @mobile', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('button', { name: 'Thèmes Visuels' }).click();
  const selector = page.getByRole('dialog', { name: 'Thèmes visuels' });
  await expect(selector.getByRole('listitem')).toHaveCount(18);
  await expect(selector.getByText('Expérimental')).toHaveCount(2);
  await selector.getByRole('button', { name: /Hexagones/ }).click();
  await selector.getByRole('button', { name: 'Adopter cette ambiance' }).click();
  await expect(selector.getByText('Ambiance visuelle appliquée')).toBeVisible();
  await expect(selector).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('synapse-background') ?? 'null'));
  expect(stored?.state).toEqual({ adopted: 'hexagon' });
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('button', { name: 'Thèmes Visuels' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Thèmes visuels' })).toBeHidden();
});

test('a mobile menu whose code cannot load says so when opened, asks for it again at each try, and gives the focus back once closed @mobile', async ({ page }) => {
  const failing = await failChunk(page, '**/assets/mobile-menu-*.js');
  await page.goto('/');
  // The welcome suggestion comes after 5 s, where the notice shows: the notice's buttons stay above it.
  await expect(page.getByRole('status').filter({ hasText: 'Bienvenue' })).toBeVisible({ timeout: 15_000 });
  await expectNoticeAtEachOpening(page, page.getByRole('button', { name: 'Ouvrir le menu' }), failing, page.getByRole('navigation', { name: 'Menu mobile' }));
  // The page behind stays usable.
  await expect(page.getByRole('main')).toBeVisible();
});

test('custom mode on mobile has its own menu and a Me contacter button @mobile', async ({ page }) => {
  await page.goto('/web-dev?c');
  await page.getByRole('button', { name: 'Me contacter' }).click();
  await expect(page.locator('#contact')).toBeInViewport();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu mobile' }).getByRole('link')).toHaveText([
    'Solutions Web Sur-Mesure', 'Expertise IA & Architecture', 'Solutions IA', 'Contact', 'Blog',
  ]);
});

test('the new pages run under the strict Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/team', '/pricing', '/faq', '/code', '/politique-confidentialite']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
