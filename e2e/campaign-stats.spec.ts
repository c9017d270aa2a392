import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { loginAsAdmin, openAdminSection } from './support/admin';
import { expectNoHorizontalOverflow } from './support/layout';
import { parisToday } from '../domain/paris-time';
import { letterStamp } from './support/requests';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test.describe('campaign statistics', () => {
  test('the campaign view shows the chart and the table of a seeded campaign, and opens a link’s statistics', async ({ page, baseURL }) => {
    test.slow(); // seeds links and visits through the API, then reads them in the panel
    const stamp = Date.now().toString(36);
    const campaign = `lancement-${stamp}`;
    await loginAsAdmin(page);
    const headers = { origin: baseURL as string };
    const create = async (clientName: string) => {
      const created = await page.request.post('/api/admin/tracking-links', { headers, data: { clientName, campaign, source: 'linkedin', destination: '/pricing' } });
      expect(created.status()).toBe(201);
      return (await created.json()).data as { id: number; trackingCode: string };
    };
    const first = await create(`Affiche ${stamp}`);
    const second = await create(`Newsletter ${stamp}`);
    for (const [code, visits] of [
      [first.trackingCode, 3],
      [second.trackingCode, 1],
    ] as const) {
      for (let i = 0; i < visits; i += 1) {
        const followed = await page.request.get(`/t/${code}`, { maxRedirects: 0, headers: { 'user-agent': PHONE, referer: 'https://www.linkedin.com/feed/' } });
        expect(followed.status()).toBe(302);
      }
    }

    await page.goto('/admin');
    await openAdminSection(page, 'tracking-links');
    const view = page.locator('#campaign-stats');
    await view.scrollIntoViewIfNeeded();
    await view.getByRole('combobox', { name: 'Campagne' }).selectOption(campaign);
    await expect(view.getByTestId('visits-chart')).toBeVisible();
    await expect(view.getByTestId('visits-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
    // Each figure against the same number of days just before (0570), up to the hour today has reached (0572): the
    // campaign is new.
    const clicksFigure = view.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Clics$/ }) });
    await expect(clicksFigure).toContainText(/^Clics4contre 0 du \d\d\/\d\d au \d\d\/\d\d jusqu’à \d\d:\d\d \(nouveau\)$/);
    const days = view.getByRole('table', { name: `Visites par jour de la campagne ${campaign}` });
    const today = parisToday();
    const todayRow = days.getByRole('row').filter({ hasText: `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}` });
    await expect(todayRow.getByRole('cell')).toHaveText([/\d{2}\/\d{2}\/\d{4}/, '4', '0', '1', '0']);
    const links = view.getByRole('table', { name: `Liens de la campagne ${campaign}` });
    await expect(links.getByRole('row').filter({ hasText: `Affiche ${stamp}` }).getByRole('cell').nth(1)).toHaveText('3');
    await expect(view.getByText('www.linkedin.com')).toBeVisible();
    // The campaign's figures as a CSV file, a report for the client (0567).
    const [download] = await Promise.all([page.waitForEvent('download'), view.getByRole('link', { name: 'Exporter CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^campagne-lancement-${stamp}-\\d{4}-\\d{2}-\\d{2}-${today}\\.csv$`));
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.startsWith('\ufeffCampagne;Rubrique;Élément;Visites;Clics;')).toBe(true);
    expect(csv).toContain(`\r\n${campaign};Lien;Affiche ${stamp} (${first.trackingCode});3;3;0;1;0;`);
    expect(csv).toContain(`\r\n${campaign};Site référent;www.linkedin.com;4;`);
    expect(csv).toMatch(new RegExp(`\r\n${campaign};Période précédente;du \\d{2}/\\d{2}/\\d{4} au \\d{2}/\\d{2}/\\d{4} jusqu’à \\d{2}:\\d{2};0;0;0;0;0;`));

    await links.getByRole('button', { name: `Statistiques du lien Affiche ${stamp}` }).click();
    const modal = page.getByRole('dialog', { name: `Statistiques : Affiche ${stamp}` });
    await expect(modal.getByTestId('visits-chart')).toBeVisible();
    await expect(modal.getByRole('table', { name: `Visites par jour du lien Affiche ${stamp}` })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    const [linkFile] = await Promise.all([page.waitForEvent('download'), modal.getByRole('link', { name: 'Exporter CSV' }).click()]);
    expect(linkFile.suggestedFilename()).toMatch(new RegExp(`^lien-${first.trackingCode}-\\d{4}-\\d{2}-\\d{2}-${today}\\.csv$`));
    expect(readFileSync((await linkFile.path()) as string, 'utf8')).toContain(`\r\n${campaign};Lien;Affiche ${stamp} (${first.trackingCode});3;3;0;1;0;`);

    // The link and its period are kept in the address too: a reload opens the same statistics; closing clears them.
    await modal.getByRole('combobox', { name: 'Période' }).selectOption('7d');
    await expect.poll(() => new URL(page.url()).searchParams.get('link-stats-period')).toBe('7d');
    expect(new URL(page.url()).searchParams.get('link-stats')).toBe(String(first.id));
    await page.reload();
    await expect(modal.getByRole('combobox', { name: 'Période' })).toHaveValue('7d');
    await expect(modal.getByRole('table', { name: `Visites par jour du lien Affiche ${stamp}` })).toBeVisible();
    // Today alone reads by the hour (0566): the hours begun so far, the newest first, the three clicks in one of them.
    await modal.getByRole('combobox', { name: 'Période' }).selectOption('today');
    const hours = modal.getByRole('table', { name: `Visites par heure du lien Affiche ${stamp}` });
    await expect(hours.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^\d{2}:00$/);
    await expect(hours.getByRole('row').filter({ has: page.getByRole('cell', { name: '3', exact: true }) })).toHaveCount(1);
    await expect(modal.getByTestId('visits-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    expect([...new URL(page.url()).searchParams.keys()].filter((key) => key.startsWith('link-stats'))).toEqual([]);

    // The campaign and the period are kept in the address (decision 0404): a reload opens the same view.
    await openAdminSection(page, 'tracking-links');
    await view.scrollIntoViewIfNeeded();
    await view.getByRole('combobox', { name: 'Période' }).selectOption('7d');
    await expect.poll(() => new URL(page.url()).searchParams.get('campaigns-period')).toBe('7d');
    expect(new URL(page.url()).searchParams.get('campaigns-name')).toBe(campaign);
    await page.reload();
    await openAdminSection(page, 'tracking-links');
    await expect(view.getByRole('table', { name: `Liens de la campagne ${campaign}` })).toBeVisible();
    await expect(view.getByRole('combobox', { name: 'Période' })).toHaveValue('7d');
    for (const link of [first, second]) expect((await page.request.delete(`/api/admin/tracking-links/${link.id}`, { headers })).status()).toBe(200);
  });

  test('every campaign of the period side by side, sortable, exported in one file; a row, clicked or reached with the keyboard, shows that campaign', async ({ page, baseURL }) => {
    const stamp = Date.now().toString(36);
    await loginAsAdmin(page);
    const headers = { origin: baseURL as string };
    const seeded = [];
    for (const [campaign, visits] of [
      [`comparer-a-${stamp}`, 2],
      [`comparer-b-${stamp}`, 1],
    ] as const) {
      const link = (await (await page.request.post('/api/admin/tracking-links', { headers, data: { clientName: `Lien ${campaign}`, campaign } })).json()).data as { id: number; trackingCode: string };
      for (let i = 0; i < visits; i += 1) expect((await page.request.get(`/t/${link.trackingCode}`, { maxRedirects: 0, headers: { 'user-agent': PHONE } })).status()).toBe(302);
      seeded.push({ campaign, link });
    }
    const [first, second] = seeded as [(typeof seeded)[number], (typeof seeded)[number]];

    await openAdminSection(page, 'tracking-links');
    const view = page.locator('#campaign-stats');
    await view.scrollIntoViewIfNeeded();
    const comparison = view.getByRole('table', { name: 'Comparaison des campagnes sur la période' });
    const rowOf = (campaign: string) => comparison.getByRole('row', { name: `Voir la campagne ${campaign}` });
    // Campagne, Liens, Clics, Scans QR, Visiteurs uniques, Leads…
    await expect(rowOf(first.campaign).getByRole('cell').nth(2)).toHaveText('2');
    await expect(rowOf(second.campaign).getByRole('cell').nth(2)).toHaveText('1');
    await expect(rowOf(second.campaign).getByRole('cell').nth(4)).toHaveText('1');

    // Another campaign's figures are read alone (0574): while they come, the list and the table already name it and
    // the figures below wait, dimmed and marked busy.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const secondAsked = (url: URL) => url.pathname === '/api/admin/campaigns/stats/campaign' && url.searchParams.get('campaign') === second.campaign;
    await page.route(secondAsked, async (route) => {
      await held;
      await route.continue();
    });
    await rowOf(second.campaign).click();
    await expect(view.getByRole('combobox', { name: 'Campagne' })).toHaveValue(second.campaign);
    await expect(view.locator('[aria-busy="true"]')).toBeVisible();
    await expect(rowOf(second.campaign)).toContainText('affichée');
    // The figures still shown are named after their own campaign until the chosen one's replace them.
    await expect(view.getByRole('table', { name: `Liens de la campagne ${second.campaign}` })).toHaveCount(0);
    release();
    await expect(view.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.unroute(secondAsked);
    await expect(view.getByRole('table', { name: `Liens de la campagne ${second.campaign}` })).toBeVisible();
    await expect(rowOf(second.campaign)).toContainText('affichée');
    await expect(rowOf(first.campaign)).not.toContainText('affichée');
    await rowOf(first.campaign).focus();
    await page.keyboard.press('Enter');
    await expect(view.getByRole('combobox', { name: 'Campagne' })).toHaveValue(first.campaign);
    await expect(view.getByRole('table', { name: `Liens de la campagne ${first.campaign}` })).toBeVisible();

    // Every campaign of the period in one file, a report for the agency (0569).
    const [all] = await Promise.all([page.waitForEvent('download'), view.getByRole('link', { name: 'Exporter toutes les campagnes' }).click()]);
    expect(all.suggestedFilename()).toMatch(/^campagnes-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await all.path()) as string, 'utf8');
    for (const { campaign } of seeded) expect(csv).toContain(`\r\n${campaign};Période;`);

    const clicks = comparison.getByRole('columnheader', { name: 'Clics' });
    await clicks.getByRole('button').click();
    await expect(clicks).toHaveAttribute('aria-sort', /^(ascending|descending)$/);
    await expectNoHorizontalOverflow(page);
    for (const { link } of seeded) expect((await page.request.delete(`/api/admin/tracking-links/${link.id}`, { headers })).status()).toBe(200);
  });

  test('a spend added to a campaign gives its cost per lead; a refused amount says why in French; a spend is deleted after a confirmation', async ({ page, baseURL }) => {
    const stamp = Date.now().toString(36);
    const campaign = `ads-${stamp}`;
    await loginAsAdmin(page);
    const headers = { origin: baseURL as string };
    const link = (await (await page.request.post('/api/admin/tracking-links', { headers, data: { clientName: `Annonce ${stamp}`, campaign } })).json()).data as { id: number; trackingCode: string };
    const lead = await page.request.post('/api/contact', {
      data: { name: 'Lead Annonce', email: `annonce.${stamp}@exemple.fr`, company: '', phone: '', message: 'Bonjour, un devis svp.', website: '', campaign: { campaign, code: link.trackingCode } },
    });
    expect(lead.status()).toBe(201);

    await openAdminSection(page, 'tracking-links');
    const view = page.locator('#campaign-stats');
    await view.scrollIntoViewIfNeeded();
    await view.getByRole('combobox', { name: 'Campagne' }).selectOption(campaign);
    const spends = view.getByRole('region', { name: 'Dépenses' });
    await expect(spends.getByRole('table', { name: `Dépenses de la campagne ${campaign}` })).toContainText('Aucune dépense pour cette campagne');
    const form = spends.getByRole('form', { name: 'Ajouter une dépense' });
    await form.getByRole('textbox', { name: 'Montant (€)' }).fill('douze');
    await form.getByRole('button', { name: 'Ajouter la dépense' }).click();
    await expect(form.getByText('Le montant doit être un nombre entier d’euros, de 1 à 10 000 000')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Montant (€)' })).toBeFocused();
    await form.getByRole('textbox', { name: 'Montant (€)' }).fill('1 200 €');
    await form.getByRole('textbox', { name: 'Libellé (facultatif)' }).fill('Publicité LinkedIn');
    await form.getByRole('button', { name: 'Ajouter la dépense' }).click();
    await expect(form.getByRole('status')).toHaveText('Dépense ajoutée');
    await expect(form.getByRole('textbox', { name: 'Montant (€)' })).toHaveValue('');
    const table = spends.getByRole('table', { name: `Dépenses de la campagne ${campaign}` });
    await expect(table.getByRole('row').filter({ hasText: 'Publicité LinkedIn' })).toContainText(/1\s200\s€/);
    // One lead in the period: the cost per lead is the spend.
    await expect(spends.getByText('Dépensé sur la période').locator('..')).toContainText(/1\s200\s€/);
    await expect(spends.getByText('Coût par lead').locator('..')).toContainText(/1\s200\s€/);
    await expect(spends.getByText('Retour sur dépense').locator('..')).toContainText('×0');
    expect(await new AxeBuilder({ page }).include('#campaign-stats').withTags(['wcag2a', 'wcag2aa']).analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))).toEqual([]);

    await table.getByRole('button', { name: /^Supprimer la dépense de 1\s200\s€ du / }).click();
    const ask = page.getByRole('dialog', { name: /^Supprimer la dépense de 1\s200\s€ du / });
    await ask.getByRole('button', { name: 'Annuler' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'Publicité LinkedIn' })).toBeVisible();
    await table.getByRole('button', { name: /^Supprimer la dépense/ }).click();
    await ask.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(table).toContainText('Aucune dépense pour cette campagne');
    await expect(spends.getByText('Coût par lead').locator('..')).toContainText('-');
    expect((await page.request.delete(`/api/admin/tracking-links/${link.id}`, { headers })).status()).toBe(200);
  });

  test("the campaign's leads, and a link's, are named under their figures, each opening its record (0578)", async ({ page, baseURL }) => {
    const stamp = Date.now().toString(36);
    const campaign = `salon-leads-${stamp}`;
    await loginAsAdmin(page);
    const headers = { origin: baseURL as string };
    const link = (await (await page.request.post('/api/admin/tracking-links', { headers, data: { clientName: `Stand ${stamp}`, campaign } })).json()).data as { id: number; trackingCode: string };
    const name = `Gaëlle Stand ${letterStamp()}`;
    const posted = await page.request.post('/api/contact', {
      data: { name, email: `gaelle.${stamp}@exemple.fr`, company: 'Atelier Gaëlle', phone: '', message: 'Vu votre stand, un devis svp.', website: '', campaign: { campaign, code: link.trackingCode } },
    });
    expect(posted.status()).toBe(201);
    const requestId = ((await posted.json()) as { id: number }).id;

    await openAdminSection(page, 'tracking-links');
    const view = page.locator('#campaign-stats');
    await view.scrollIntoViewIfNeeded();
    await view.getByRole('combobox', { name: 'Campagne' }).selectOption(campaign);
    const leads = view.getByRole('region', { name: `Leads de la campagne ${campaign}` });
    const reveal = leads.getByRole('button', { name: 'Voir le lead' });
    await expect(reveal).toHaveAttribute('aria-expanded', 'false');
    await reveal.focus();
    await page.keyboard.press('Enter');
    await expect(leads.getByRole('button', { name: 'Masquer les leads' })).toHaveAttribute('aria-expanded', 'true');
    const row = leads.getByRole('table', { name: `Leads de la campagne ${campaign} sur la période` }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Atelier Gaëlle');
    await expect(row).toContainText('Contact');
    await expect(row).toContainText('En attente');
    await expect(row).toContainText(link.trackingCode);
    // The link's statistics name the same lead.
    await view.getByRole('button', { name: `Statistiques du lien Stand ${stamp}` }).click();
    const modal = page.getByRole('dialog', { name: `Statistiques : Stand ${stamp}` });
    const ofLink = modal.getByRole('region', { name: `Leads du lien Stand ${stamp}` });
    await ofLink.getByRole('button', { name: 'Voir le lead' }).click();
    await expect(ofLink.getByRole('table', { name: `Leads du lien Stand ${stamp} sur la période` }).getByRole('row').filter({ hasText: name })).toContainText('En attente');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    // Its name opens the request's detail, as the back-office's record links do.
    await row.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(new RegExp(`#demande-${requestId}$`));
    await expect(page.getByRole('dialog', { name: 'Message de contact' })).toContainText(name);
  });
});
