import { trafficSourceLabels } from '../domain/analytics/traffic-funnel';
import { loginAsAdmin, openAdminSection } from './support/admin';
import { expectNoHorizontalOverflow } from './support/layout';
import { expect, test, type Locator } from './support/test';

const sourceNames = Object.values(trafficSourceLabels);

/** The box of each source's name in the funnel's chart, as drawn (a long name is set on two lines of one text). */
async function nameBoxes(chart: Locator) {
  const drawn = await chart.locator('text').evaluateAll((texts) =>
    texts.map((text) => {
      const lines = [...text.querySelectorAll('tspan')].map((line) => line.textContent ?? '');
      const { x, y, width, height } = text.getBoundingClientRect();
      return { name: (lines.length > 0 ? lines : [text.textContent ?? '']).join(' ').trim(), x, y, width, height };
    }),
  );
  return sourceNames.map((name) => {
    const box = drawn.find((text) => text.name === name);
    expect(box, `${name} est dessiné`).toBeDefined();
    return box!;
  });
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const device of ['un ordinateur', 'un téléphone @mobile']) {
  test(`the funnel's source names are read whole, none over another, on ${device}`, async ({ page }) => {
    await loginAsAdmin(page);
    const section = await openAdminSection(page, 'dashboard');
    const funnel = section.locator('#traffic-funnel');
    // Counts from a thousand are grouped the French way ('1 234 visiteurs').
    await expect(funnel.getByText(/^\d[\d\u202f]* visiteurs? → \d[\d\u202f]* (a|ont) ouvert un formulaire/)).toBeVisible();
    const chart = funnel.getByTestId('funnel-chart');
    await expect(chart.locator('text', { hasText: 'Campagnes' })).toBeVisible();
    const area = (await chart.boundingBox())!;
    const boxes = await nameBoxes(chart);
    for (const box of boxes) {
      expect(box.x, `${box.name} commence dans le graphique`).toBeGreaterThanOrEqual(area.x);
      expect(box.x + box.width, `${box.name} finit dans le graphique`).toBeLessThanOrEqual(area.x + area.width);
    }
    for (const [index, box] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) expect(overlap(box, other), `${box.name} et ${other.name} se chevauchent`).toBe(false);
    }
    await expect(chart.locator('li')).toHaveText(['Visiteurs', 'Formulaire ouvert', 'Leads']);
    for (const name of sourceNames) await expect(funnel.getByRole('cell', { name, exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
}
