import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eBackupDir } from '../playwright.config';
import { loginAsAdmin, openAdminSection } from './support/admin';
import { expect, test } from './support/test';

test.describe('Paramètres → Sauvegardes', () => {
  // Both read or change the one setting 'Sauvegardes conservées': one after the other.
  test.describe.configure({ mode: 'serial' });

  test('an admin sees the backup the server made at its start, with its rows, and downloads it', async ({ page }) => {
    await loginAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Sections du panel' });
    await nav.getByRole('button', { name: 'Paramètres' }).click();
    await nav.getByRole('button', { name: 'Sauvegardes' }).click();
    const section = page.getByRole('region', { name: 'Sauvegardes' });
    await expect(section).toBeInViewport();
    await expect(section.getByRole('spinbutton', { name: 'Sauvegardes conservées' })).toHaveValue('14');
    const table = section.getByRole('table', { name: /Dernières sauvegardes/ });
    await expect(table.getByRole('columnheader', { name: 'Demandes' })).toBeVisible();
    // Its size in French units, the figure kept with its unit (docs/decisions/0515-sizes-in-french-units.md).
    const size = table.getByRole('row').nth(1).getByRole('cell').nth(1);
    await expect(size).toHaveText(/^\d+(,\d+)?\u00a0(octets?|Ko|Mo|Go)$/);
    const download = table.getByRole('link', { name: /Télécharger/ }).first();
    await expect(download).toBeVisible();

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const name = file.suggestedFilename();
    expect(name).toMatch(/^backup-.+\.sqlite$/);
    const saved = await file.path();
    expect(readFileSync(saved).equals(readFileSync(join(e2eBackupDir, name)))).toBe(true);
  });

  test('the count kept refuses 0 in French and keeps 30', async ({ page }) => {
    await loginAsAdmin(page);
    await openAdminSection(page, 'settings-backups');
    const section = page.getByRole('region', { name: 'Sauvegardes' });
    const kept = section.getByRole('spinbutton', { name: 'Sauvegardes conservées' });
    await kept.fill('0');
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(section.getByText('Le nombre de sauvegardes conservées doit être un nombre entier compris entre 1 et 365')).toBeVisible();
    await kept.fill('30');
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(section.getByRole('status')).toHaveText('Paramètres enregistrés avec succès');
    await kept.fill('14');
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(section.getByRole('status')).toHaveText('Paramètres enregistrés avec succès');
  });
});
