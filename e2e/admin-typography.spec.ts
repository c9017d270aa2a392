import { loginAsAdmin, openAllAdminSections } from './support/admin';
import { plainSpacesBeforePunctuation } from './support/layout';
import { expect, test } from './support/test';

/** The sections that show the server's messages, the domain's labels and the agency's documents in markup of their own. */
const sections = ['settings-notifications', 'servers-mcp', 'servers-database', 'ai-models', 'ai-improvements', 'personas', 'documentation-general', 'documentation-seo'];

test("the back-office's messages and documents have a no-break space before ';', ':', '?' and '!'", async ({ page }) => {
  test.slow();
  await loginAsAdmin(page);
  await openAllAdminSections(page);
  const found: Record<string, string[]> = {};
  for (const id of sections) {
    const section = page.locator(`#${id}`);
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await expect(section.getByText(/^Chargement/)).toHaveCount(0, { timeout: 20_000 });
    found[id] = await plainSpacesBeforePunctuation(section);
  }
  expect(found).toEqual(Object.fromEntries(sections.map((id) => [id, []])));
});
