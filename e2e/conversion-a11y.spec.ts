import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test.describe('accessibility of the conversion flows', () => {
  test('the super assistant introduction and ecosystem have no WCAG A/AA violation', async ({ page }) => {
    // Three axe scans and 16 s of animation replayed on the test clock.
    test.slow();
    const start = new Date('2026-03-10T09:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.goto('/super-assistant');
    // axe schedules its own timers: the clock keeps flowing, runFor() only skips the scan's waits.
    expect(await violations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Votre e-mail professionnel', exact: true }).fill('marie@gmail.com');
    await page.getByRole('button', { name: 'Scanner mes outils' }).click();
    await page.clock.runFor(16_000);
    await expect(page.getByRole('heading', { name: 'Écosystème ULTRA-AUTOMATISÉ' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Déployer mon écosystème' }).click();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the callback modal has no WCAG A/AA violation and is reachable by keyboard', async ({ page }) => {
    await page.goto('/contact');
    const opener = page.getByRole('button', { name: 'Être rappelé sous 24h' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const name = page.getByRole('textbox', { name: 'Nom complet', exact: true }).last();
    await expect(name).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
