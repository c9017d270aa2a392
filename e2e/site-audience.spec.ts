import { readFileSync } from 'node:fs';
import { execute, loginAsAdmin, openAdminSection } from './support/admin';
import { queryRows } from './support/database';
import { expectNoHorizontalOverflow } from './support/layout';
import { expect, test, waitingForHydration, type Page } from './support/test';
import { addDays, frenchDay } from '../domain/calendar-day';
import { monthLabel } from '../domain/analytics/audience-months';
import { parisClockTime, parisDayHours, parisToday } from '../domain/paris-time';

/** A Paris day before today's, as the statistics count days. */
const dayBefore = (days: number) => addDays(parisToday(), -days);

/** Page views of one page on one day, as the collector stores them (one visitor key each), in one statement. */
function insertViews(page: string, day: string, count: number) {
  execute(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
     insert into analytics_events (name, page, funnel_stage, visitor_key, properties, created_at)
     select 'page_view', ?, 'AWARENESS', ? || i, '{}', ? from n`,
    count,
    page,
    `${page}-${day}-`,
    `${day}T10:00:00.000Z`,
  );
}

/** Scroll marks sent by the first `count` visitors of `insertViews` (same keys), each reaching `depth` %. */
function insertScrollMarks(page: string, day: string, count: number, depth: number) {
  execute(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
     insert into analytics_events (name, page, funnel_stage, visitor_key, properties, created_at)
     select 'scroll_depth', ?, 'AWARENESS', ? || i, ?, ? from n`,
    count,
    page,
    `${page}-${day}-`,
    JSON.stringify({ depth }),
    `${day}T10:01:00.000Z`,
  );
}

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** One of the panel's ranked lists, found by its title. */
const breakdown = (panel: ReturnType<Page['locator']>, title: string) => panel.getByRole('heading', { name: title, exact: true }).locator('xpath=..');

async function openAudience(page: Page) {
  await loginAsAdmin(page);
  return openAdminSection(page, 'site-audience');
}

test.describe('site audience', () => {
  test('a visit from another site shows among the referrers; the most viewed pages follow the chosen period', async ({ page, browser }) => {
    const stamp = Date.now().toString(36);
    // Two visitors of their own (the key is made of the address and the browser), each landing from the same blog;
    // the second on a phone, from a campaign.
    for (const n of [1, 2]) {
      const desktop = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36 Audience/${stamp}-${n}`;
      const visitor = waitingForHydration(await browser.newPage({ locale: 'fr-FR', userAgent: n === 1 ? desktop : `${PHONE} Audience/${stamp}` }));
      await visitor.goto(n === 1 ? '/portfolio' : `/portfolio?utm_campaign=printemps-${stamp}`, { referer: `https://blog-${stamp}.exemple.fr/article` });
      await expect.poll(() => queryRows("select id from analytics_events where name = 'page_view' and properties like ?", `%blog-${stamp}%`).length).toBe(n);
      if (n === 1) {
        // The first one reads the page to its end, on a screen short enough for it to scroll: it sends its marks.
        const since = new Date().toISOString();
        await visitor.setViewportSize({ width: 1280, height: 300 });
        await visitor.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const marks = () => queryRows("select id from analytics_events where name = 'scroll_depth' and page = '/portfolio' and properties like '%90%' and created_at >= ?", since);
        await expect.poll(() => marks().length).toBeGreaterThan(0);
      }
      await visitor.close();
    }
    const busy = `/e2e-audience-${stamp}`;
    insertViews(busy, dayBefore(0), 5000);
    insertViews(busy, dayBefore(3), 7);
    // Two thousand of its visitors read it to the end, the others never scroll it: 2000 × 90 % over 5007.
    insertScrollMarks(busy, dayBefore(0), 2000, 90);

    let panel = await openAudience(page);
    await expect(panel.getByRole('listitem').filter({ hasText: `blog-${stamp}.exemple.fr` })).toContainText('2');
    const pages = panel.getByRole('table', { name: 'Pages les plus vues' });
    await expect(pages.getByRole('row').nth(1)).toContainText(busy);
    await expect(pages.getByRole('row').nth(1)).toContainText('5007');
    await expect(pages.getByRole('columnheader', { name: 'Défilement moyen' })).toBeVisible();
    await expect(pages.getByRole('row').nth(1)).toContainText(/36\s%/);
    const visitors = panel.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Visiteurs$/ }) }).locator('dd').first();
    expect(Number(await visitors.textContent())).toBeGreaterThan(5000);
    await expect(panel.getByText(/^contre \d+ du \d\d\/\d\d au \d\d\/\d\d jusqu’à \d\d:\d\d \(.+\)$/).first()).toBeVisible();
    await expect(panel.locator('dl > div').filter({ hasText: 'Taux de rebond' }).locator('dd').first()).toHaveText(/^\d+\s%$/);

    // Both visitors are on the site now, on the page they opened; the campaign and the phone are counted.
    const now = panel.getByText(/^\d+ visiteurs? en ce moment$/);
    await expect(now).toBeVisible();
    expect(Number((await now.textContent())?.split(' ')[0])).toBeGreaterThanOrEqual(2);
    await expect(breakdown(panel, 'Pages vues en ce moment').getByRole('listitem').filter({ hasText: '/portfolio' })).toBeVisible();
    await expect(breakdown(panel, 'Campagnes (utm_campaign)').getByRole('listitem').filter({ hasText: `printemps-${stamp}` })).toContainText('1');
    const phones = breakdown(panel, 'Appareils').getByRole('listitem').filter({ hasText: 'Mobile' });
    expect(Number(await phones.locator('span').last().textContent())).toBeGreaterThanOrEqual(1);
    await expect(breakdown(panel, 'Pages d’entrée').getByRole('listitem').filter({ hasText: busy })).toContainText('5007');
    // Their browsers and systems, read by the server from each one's user agent (decision 0561).
    await expect(breakdown(panel, 'Navigateurs').getByRole('listitem').filter({ hasText: 'Chrome' })).toBeVisible();
    await expect(breakdown(panel, 'Systèmes d’exploitation').getByRole('listitem').filter({ hasText: 'iOS' })).toBeVisible();
    // Each of its visitors saw that page only: every one of its views ended a visit (Plausible's exit pages).
    const exits = breakdown(panel, 'Pages de sortie').getByRole('listitem').filter({ hasText: busy });
    await expect(exits).toContainText('5007');
    await expect(exits).toContainText(/100\s%\sdes vues/);

    // The day three days ago alone: that page's seven views, and the same figures per hour of that day (0564).
    await panel.getByLabel('Du', { exact: true }).fill(frenchDay(dayBefore(3)));
    await panel.getByLabel('Au', { exact: true }).fill(frenchDay(dayBefore(3)));
    await expect(pages.getByRole('row').filter({ hasText: busy })).toContainText('7');
    const perHour = panel.getByRole('table', { name: 'Visiteurs et pages vues par heure' });
    await expect(perHour.getByRole('row')).toHaveCount(parisDayHours(dayBefore(3)).length + 1);
    const viewedAt = parisClockTime(`${dayBefore(3)}T10:00:00.000Z`);
    const hourRow = perHour.getByRole('row').filter({ hasText: viewedAt });
    await expect(hourRow).toHaveText(new RegExp(`^${viewedAt}\\s*\\d+\\s*\\d+$`));
    // Its seven visitors and views, and those another test may have stored at that hour.
    const [visitorsThen, viewsThen] = await hourRow.getByRole('cell').allTextContents().then((cells) => cells.slice(1).map(Number));
    expect(visitorsThen).toBeGreaterThanOrEqual(7);
    expect(viewsThen).toBeGreaterThanOrEqual(7);
    const perDay = panel.getByRole('table', { name: 'Visiteurs et pages vues par jour' });
    await expect(perDay).toHaveCount(0);

    // Days chosen one by one are named as such, and kept in the address (decision 0404).
    const choice = panel.getByRole('combobox', { name: 'Période' });
    await expect(choice).toHaveValue('custom');
    await expect(choice.getByRole('option', { name: 'Personnalisée' })).toBeDisabled();
    expect(new URL(page.url()).searchParams.get('audience-from')).toBe(dayBefore(3));

    // 'Les 7 derniers jours' in one choice: the days set, the address naming the choice, which a reload keeps.
    await choice.selectOption({ label: '7 derniers jours' });
    await expect(panel.getByLabel('Du', { exact: true })).toHaveValue(frenchDay(dayBefore(6)));
    await expect(panel.getByLabel('Au', { exact: true })).toHaveValue(frenchDay(dayBefore(0)));
    await expect(perDay.getByRole('row')).toHaveCount(8);
    await expect.poll(() => new URL(page.url()).searchParams.get('audience-period')).toBe('7d');
    expect(new URL(page.url()).searchParams.has('audience-from')).toBe(false);
    await page.reload();
    panel = await openAdminSection(page, 'site-audience');
    await expect(panel.getByRole('combobox', { name: 'Période' })).toHaveValue('7d');
    await expect(panel.getByLabel('Du', { exact: true })).toHaveValue(frenchDay(dayBefore(6)));

    // The same figures as a CSV file, for the period shown (Plausible's export).
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Exporter CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`audience-${dayBefore(6)}-${dayBefore(0)}.csv`);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.startsWith('\ufeffRubrique;Élément;Visiteurs;Pages vues\r\n')).toBe(true);
    expect(csv).toContain(`\r\nPage;${busy};5007;5007\r\n`);

    // Twelve months by month, the month under way first, named with the days it has so far (0564).
    await choice.selectOption({ label: '12 derniers mois' });
    const perMonth = panel.getByRole('table', { name: 'Visiteurs et pages vues par mois' });
    await expect(perMonth.getByRole('row')).toHaveCount(13);
    const today = dayBefore(0);
    const thisMonth = perMonth.getByRole('row').nth(1);
    await expect(thisMonth.getByRole('cell').first()).toHaveText(monthLabel({ month: today.slice(0, 7), from: `${today.slice(0, 8)}01`, to: today }));
    expect(Number(await thisMonth.getByRole('cell').last().textContent())).toBeGreaterThanOrEqual(5007);
    await expect(perDay).toHaveCount(0);

    // A period the server would refuse is never asked for: the French message shows instead.
    await panel.getByLabel('Au', { exact: true }).fill(frenchDay(dayBefore(3)));
    await panel.getByLabel('Du', { exact: true }).fill(frenchDay(dayBefore(1)));
    await expect(panel.getByRole('alert')).toHaveText('La date de début doit précéder la date de fin');
  });

  test("a click on a campaign or a page filters every figure to those visitors; each filter comes off on its own or all at once", async ({ page, browser }) => {
    const stamp = Date.now().toString(36);
    const campaign = `filtre-${stamp}`;
    // One visitor from the campaign who reads two pages, one from another site on the same landing page. Each page
    // view is waited for before the next page: leaving at once may cut its event short.
    const viewsMentioning = (text: string) => queryRows<{ visitor_key: string }>("select visitor_key from analytics_events where name = 'page_view' and properties like ?", `%${text}%`);
    const userAgent = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36 Filtre/${stamp}-${n}`;
    const fromCampaign = waitingForHydration(await browser.newPage({ locale: 'fr-FR', userAgent: userAgent(1) }));
    await fromCampaign.goto(`/portfolio?utm_campaign=${campaign}`);
    await expect.poll(() => viewsMentioning(campaign).length).toBe(1);
    const key = viewsMentioning(campaign)[0]!.visitor_key;
    await fromCampaign.goto('/pricing');
    await expect.poll(() => queryRows("select id from analytics_events where name = 'page_view' and visitor_key = ?", key).length).toBe(2);
    await fromCampaign.close();
    const fromElsewhere = waitingForHydration(await browser.newPage({ locale: 'fr-FR', userAgent: userAgent(2) }));
    await fromElsewhere.goto('/portfolio', { referer: `https://autre-${stamp}.exemple.fr/` });
    await expect.poll(() => viewsMentioning(`autre-${stamp}`).length).toBe(1);
    await fromElsewhere.close();

    const panel = await openAudience(page);
    const figure = (label: string) => panel.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd').first();
    await breakdown(panel, 'Campagnes (utm_campaign)').getByRole('button', { name: `Filtrer sur ${campaign}` }).click();
    const filters = panel.getByRole('group', { name: 'Filtres de l’audience' });
    await expect(filters).toContainText(`Campagne : ${campaign}`);
    // Kept in the address, so that the view can be bookmarked or sent (decision 0401).
    expect(new URL(page.url()).searchParams.get('audience-campaign')).toBe(campaign);
    await expect(figure('Visiteurs')).toHaveText('1');
    await expect(figure('Pages vues')).toHaveText('2');
    // Neither of them sent a form.
    await expect(figure('Leads')).toHaveText('0');
    await expect(figure('Taux de conversion')).toHaveText('0 %');
    const pages = panel.getByRole('table', { name: 'Pages les plus vues' });
    await expect(pages.getByRole('row')).toHaveCount(3);
    await expect(breakdown(panel, 'Sources des visiteurs').getByRole('listitem').filter({ hasText: 'Campagnes' })).toContainText('1');
    // The campaign's visitor left from /pricing, the page they read last; an exit page filters too (decision 0560).
    const exits = breakdown(panel, 'Pages de sortie').getByRole('listitem');
    await expect(exits).toHaveCount(1);
    await expect(exits).toContainText('/pricing');
    await expect(exits).toContainText(/100\s%\sdes vues/);
    await breakdown(panel, 'Pages de sortie').getByRole('button', { name: 'Filtrer sur /pricing' }).click();
    await expect(filters).toContainText('Page de sortie : /pricing');
    expect(new URL(page.url()).searchParams.get('audience-exit')).toBe('/pricing');
    await expect(figure('Visiteurs')).toHaveText('1');
    await filters.getByRole('button', { name: 'Retirer le filtre Page de sortie : /pricing' }).click();
    await expect(filters).not.toContainText('Page de sortie');
    // So does a system: the campaign's visitor read on Linux.
    await breakdown(panel, 'Systèmes d’exploitation').getByRole('button', { name: 'Filtrer sur Linux' }).click();
    await expect(filters).toContainText('Système : Linux');
    await expect(figure('Visiteurs')).toHaveText('1');
    await filters.getByRole('button', { name: 'Retirer le filtre Système : Linux' }).click();
    await expect(filters).not.toContainText('Système');

    // A page of the list adds its filter to the campaign's.
    await pages.getByRole('button', { name: 'Filtrer sur /pricing' }).click();
    await expect(filters).toContainText('Page vue : /pricing');
    await expect(figure('Visiteurs')).toHaveText('1');
    await filters.getByRole('button', { name: `Retirer le filtre Campagne : ${campaign}` }).click();
    await expect(filters).not.toContainText('Campagne');
    await expect(filters).toContainText('Page vue : /pricing');
    // A source of the breakdown replaces nothing: it adds its own filter.
    await breakdown(panel, 'Sources des visiteurs').getByRole('button', { name: 'Filtrer sur Campagnes' }).click();
    await expect(filters).toContainText('Source : Campagnes');
    await expect(filters).toContainText('Page vue : /pricing');
    expect(new URL(page.url()).searchParams.get('audience-page')).toBe('/pricing');
    // Sent as it is, the address opens the same view.
    const sent = waitingForHydration(await browser.newPage({ locale: 'fr-FR' }));
    await loginAsAdmin(sent);
    await sent.goto(page.url());
    const again = await openAdminSection(sent, 'site-audience');
    await expect(again.getByRole('group', { name: 'Filtres de l’audience' })).toContainText('Page vue : /pricing');
    await expect(again.getByRole('group', { name: 'Filtres de l’audience' })).toContainText('Source : Campagnes');
    await sent.close();
    await filters.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect(filters).toBeHidden();
    expect(new URL(page.url()).search).toBe('');
    await expect(panel.getByText(/^Cliquez une page, une source/)).toBeVisible();
  });

  test('the visitors of each lead form are listed, and a click on a form keeps the figures to those who sent it', async ({ page }) => {
    // A day of its own, far back: four visitors, one sending the contact form, one asking for a callback.
    const day = dayBefore(250);
    execute('delete from analytics_events where created_at >= ? and created_at < ?', `${day}T00:00:00.000Z`, `${addDays(day, 1)}T00:00:00.000Z`);
    const event = (name: string, key: string, properties: object) =>
      execute(
        "insert into analytics_events (name, page, funnel_stage, visitor_key, properties, created_at) values (?, '/contact', 'AWARENESS', ?, ?, ?)",
        name,
        `formulaires-${key}`,
        JSON.stringify(properties),
        `${day}T10:00:00.000Z`,
      );
    for (const key of ['a', 'b', 'c', 'd']) event('page_view', key, {});
    event('contact_form_submit', 'a', {});
    event('contact_form_submit', 'b', { form: 'callback' });

    const panel = await openAudience(page);
    await panel.getByLabel('Du', { exact: true }).fill(frenchDay(day));
    await panel.getByLabel('Au', { exact: true }).fill(frenchDay(day));
    const forms = breakdown(panel, 'Leads par formulaire');
    await expect(forms.getByRole('listitem').filter({ hasText: 'Demande de rappel' })).toHaveText(/^Demande de rappel\s*1\s*25\s%\sdes visiteurs$/);
    await expect(forms.getByRole('listitem').filter({ hasText: 'Formulaire de contact' })).toContainText('1');
    await expect(forms.getByRole('listitem').filter({ hasText: 'Super assistant' })).toContainText(/^Super assistant\s*0/);

    await forms.getByRole('button', { name: 'Filtrer sur Demande de rappel' }).click();
    await expect(panel.getByRole('group', { name: 'Filtres de l’audience' })).toContainText('Formulaire envoyé : Demande de rappel');
    expect(new URL(page.url()).searchParams.get('audience-form')).toBe('callback');
    const figure = (label: string) => panel.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd').first();
    await expect(figure('Visiteurs')).toHaveText('1');
    await expect(figure('Leads')).toHaveText('1');
    await expect(figure('Taux de conversion')).toHaveText('100 %');
  });

  test('the audience fits a phone @mobile', async ({ page }) => {
    const panel = await openAudience(page);
    await expect(panel.getByRole('heading', { name: 'Audience du site' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
