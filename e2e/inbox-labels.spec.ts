import AxeBuilder from '@axe-core/playwright';
import { loginAsAdmin, openAdminSection } from './support/admin';
import { queryRows } from './support/database';
import { letterStamp, postContact } from './support/requests';
import { expect, test } from './support/test';

/** Labels on the inbox's requests (Chatwoot's labels, docs/decisions/0416-inbox-labels.md). */
test.describe('inbox labels', () => {
  test('labels put on a message show on its row, filter the inbox, and come off one by one; a bad one is refused in French', async ({ page, request }) => {
    const stamp = letterStamp();
    const [labelled, other] = [`Etiquette ${stamp}`, `Autre ${stamp}`];
    await postContact(request, { name: labelled, email: `etiquette.${stamp}@exemple.fr`, company: 'Atelier', message: 'Un devis pour un site vitrine.' });
    await postContact(request, { name: other, email: `autre.${stamp}@exemple.fr`, company: 'Atelier', message: 'Une question.' });
    const storedLabels = () => queryRows<{ labels: string }>('select labels from callback_requests where name = ?', labelled)[0]?.labels;
    // A label of its own to this run, so the filter's list is not shared with the other tests.
    const theme = `devis ${stamp.toLowerCase()}`;
    await loginAsAdmin(page);
    const section = await openAdminSection(page, 'contact-messages');
    await section.getByRole('searchbox', { name: 'Rechercher' }).fill(stamp);
    await section.getByRole('button', { name: `Voir le détail de ${labelled}` }).click();
    const detail = page.getByRole('dialog', { name: 'Message de contact' });
    const labels = detail.getByRole('list', { name: 'Étiquettes' });
    await expect(labels).toHaveText('Aucune étiquette.');

    const input = detail.getByRole('combobox', { name: 'Ajouter une étiquette' });
    await input.fill('50 % remise');
    await detail.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(detail.getByRole('alert')).toHaveText('Une étiquette compte de 1 à 30 caractères : lettres, chiffres, espaces et tirets');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(storedLabels()).toBe('');

    await input.fill(`  Devis ${stamp} `);
    await input.press('Enter');
    await expect(detail.getByRole('status')).toHaveText('Étiquettes enregistrées');
    await expect(labels.getByRole('listitem')).toHaveText([theme]);
    await expect(input).toHaveValue('');
    await input.fill('Urgent');
    await detail.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(labels.getByRole('listitem')).toHaveText([theme, 'urgent']);
    expect(storedLabels()).toBe(`,${theme},urgent,`);
    expect(await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa']).analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))).toEqual([]);
    await page.keyboard.press('Escape');

    // The row shows its labels; the filter keeps the labelled message alone.
    const row = section.getByRole('row').filter({ hasText: labelled });
    await expect(row.getByRole('list', { name: 'Étiquettes' }).getByRole('listitem')).toHaveText([theme, 'urgent']);
    await expect(section.getByRole('row').filter({ hasText: other })).toBeVisible();
    await section.getByRole('combobox', { name: 'Étiquette' }).selectOption(theme);
    await expect(section.getByRole('row').filter({ hasText: other })).toBeHidden();
    await expect(row).toBeVisible();

    // Taken off one by one, from the record.
    await row.getByRole('button', { name: `Voir le détail de ${labelled}` }).click();
    await detail.getByRole('button', { name: 'Retirer l’étiquette urgent' }).click();
    await expect(labels.getByRole('listitem')).toHaveText([theme]);
    await detail.getByRole('button', { name: `Retirer l’étiquette ${theme}` }).click();
    await expect(labels).toHaveText('Aucune étiquette.');
    expect(storedLabels()).toBe('');
    await page.keyboard.press('Escape');
    await expect(row).toBeHidden();
    await section.getByRole('combobox', { name: 'Étiquette' }).selectOption('');
    await expect(row).toBeVisible();
  });
});
