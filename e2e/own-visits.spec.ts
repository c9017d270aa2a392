import { loginAsAdmin, openAdminSection } from './support/admin';
import { queryRows } from './support/database';
import { expect, test } from './support/test';

test.describe("the agency's own visits", () => {
  test('a browser told not to count its visits sends no event from the site, and counts again once unticked', async ({ page }) => {
    const stamp = String(Date.now());
    // Events leave by beacon, whose body the browser does not always report: requests are counted, their content
    // is read from what the server stored.
    let eventRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events') eventRequests += 1;
    });
    const stored = (host: string) =>
      queryRows<{ n: number }>("select count(*) as n from analytics_events where name = 'page_view' and properties like ?", `%"referrer":"${host}"%`)[0]!.n;
    await loginAsAdmin(page);
    let section = await openAdminSection(page, 'site-audience');
    const setting = () => section.getByRole('checkbox', { name: 'Ne pas compter mes visites sur ce navigateur' });
    await setting().check();
    await expect(section.getByText('Vos visites du site depuis ce navigateur ne sont plus mesurées.')).toBeVisible();

    const ignoredHost = `ignoree-${stamp}.exemple.org`;
    eventRequests = 0;
    await page.goto('/contact', { referer: `https://${ignoredHost}/` });
    // A second page in the same visit: its page view would follow the first one's.
    await page.getByRole('link', { name: 'Notre Vision' }).first().click();
    await expect(page).not.toHaveURL(/\/contact$/);

    await page.goto('/admin');
    section = await openAdminSection(page, 'site-audience');
    await expect(setting()).toBeChecked();
    // Two public pages and the way back to the admin, where a leaving page's times would go: nothing was sent.
    expect(eventRequests).toBe(0);
    await setting().uncheck();
    const countedHost = `comptee-${stamp}.exemple.org`;
    await page.goto('/contact', { referer: `https://${countedHost}/` });
    // The visit made while unticked was sent and stored; the one before was not stored either.
    await expect.poll(() => stored(countedHost)).toBe(1);
    await expect.poll(() => eventRequests).toBeGreaterThan(0);
    expect(stored(ignoredHost)).toBe(0);
  });
});
