import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

for (const path of ['/workflows-assistants', '/employees', '/employe/1001']) {
  test(`${path} has no detectable accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
  });
}
