import { expect, test } from './support/test';

for (const path of ['/employees', '/assistants-ia']) {
  test(`${path} lists the four premium assistants and filters them`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(page.getByText('4 assistants trouvés')).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Rechercher par nom ou spécialité' });
    await search.fill('commerciale');
    await expect(page.getByText('1 assistant trouvé', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Camille Laurent' })).toBeVisible();
    await search.fill('');
    await page.getByRole('combobox', { name: 'Compétence' }).selectOption('SEO');
    await expect(page.getByRole('article')).toHaveCount(1);
    await search.fill('Hugo');
    await expect(page.getByRole('heading', { name: 'Aucun employé trouvé' })).toBeVisible();
    await expect(page.getByText("Essayez d'ajuster vos filtres pour voir plus de résultats.")).toBeVisible();
  });
}

test('the list links to the contact page and to each profile', async ({ page }) => {
  await page.goto('/employees');
  await expect(page.getByRole('link', { name: 'Discuter de mes besoins' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('heading', { name: 'Ce que disent nos clients' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pourquoi choisir nos assistants IA' })).toBeVisible();
  await page.getByRole('article', { name: 'Léa Moreau' }).getByRole('link', { name: 'Voir le profil' }).click();
  await expect(page).toHaveURL('/employe/1003');
  await expect(page.getByRole('heading', { name: 'Léa Moreau', level: 1 })).toBeVisible();
});

test('a profile shows every section and its three contact buttons', async ({ page }) => {
  await page.goto('/employe/1001');
  await expect(page.getByRole('heading', { name: 'Antoine Mercier', level: 1 })).toBeVisible();
  await expect(page.getByText('Directeur administratif et financier IA').first()).toBeVisible();
  await expect(page.getByText('À partir de 60 €/h')).toBeVisible();
  await expect(page.getByText('24/7', { exact: true })).toBeVisible();
  await expect(page.getByText('Instantané', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Antoine Mercier' }).getByRole('img', { name: 'Note : 5 sur 5' })).toBeVisible();
  for (const name of ['À propos', 'Services proposés', 'Compétences', 'Expérience', 'Formation', 'Témoignages', 'Employés similaires']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('meter', { name: 'Prévisions de trésorerie' })).toHaveAttribute('aria-valuenow', '96');
  await expect(page.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Démonstration gratuite' })).toHaveAttribute('href', '/contact?assistant=1001&demo=true');
  await expect(page.getByRole('link', { name: 'Commencer maintenant' })).toHaveAttribute('href', '/contact?assistant=1001');

  await page.getByRole('link', { name: /Hugo Bernard/ }).click();
  await expect(page).toHaveURL('/employe/1004');
  await expect(page.getByRole('heading', { name: 'Hugo Bernard', level: 1 })).toBeVisible();
});

test('profiles are pre-rendered with their title and breadcrumb', async ({ request }) => {
  const html = await (await request.get('/employe/1002')).text();
  expect(html).toContain('<title>Camille Laurent, Directrice commerciale IA | Synapse IA</title>');
  expect(html).toContain('"BreadcrumbList"');
  expect(html).toContain('Relances automatiques');
  const list = await (await request.get('/workflows-assistants')).text();
  expect(list).toContain('"BreadcrumbList"');
  expect(list).toContain('Antoine Mercier');
});

test('an unknown or non-numeric id leads to the 404 page', async ({ page }) => {
  for (const path of ['/employe/9999', '/employe/abc']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
  }
  await page.goto('/employe/1001');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/employe/424242');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
});
