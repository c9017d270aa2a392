import AxeBuilder from '@axe-core/playwright';
import { loginAsAdmin, openAdminSection, openProspects } from './support/admin';
import { queryRows } from './support/database';
import { insertProspect } from './support/prospects';
import { letterStamp, postContact } from './support/requests';
import { expect, test } from './support/test';

/** Labels carried from the inbox to the prospect, then kept on the deal (docs/decisions/0420-prospect-labels.md). */
test('a labelled message becomes a prospect with its labels, which show on its row, filter the list and change on its record', async ({ page, request }) => {
  const stamp = letterStamp();
  const labelled = `Salon ${stamp}`;
  const otherPerson = { nom: `Autre ${stamp}`, prenom: 'Sans', email: `autre.${stamp}@exemple.fr`, entreprise: 'Atelier' };
  insertProspect(otherPerson);
  await postContact(request, { name: labelled, email: `salon.${stamp}@exemple.fr`, company: 'Atelier', message: 'Rencontrés au salon, un devis à faire.' });
  // A label of its own to this run, so the filter's list is not shared with the other tests.
  const theme = `salon ${stamp.toLowerCase()}`;
  const storedLabels = () => queryRows<{ labels: string }>('select labels from prospects where email = ?', `salon.${stamp}@exemple.fr`)[0]?.labels;

  await loginAsAdmin(page);
  const inbox = await openAdminSection(page, 'contact-messages');
  await inbox.getByRole('searchbox', { name: 'Rechercher' }).fill(stamp);
  await inbox.getByRole('button', { name: `Voir le détail de ${labelled}` }).click();
  const message = page.getByRole('dialog', { name: 'Message de contact' });
  await message.getByRole('combobox', { name: 'Ajouter une étiquette' }).fill(theme);
  await message.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(message.getByRole('list', { name: 'Étiquettes' }).getByRole('listitem')).toHaveText([theme]);
  await message.getByRole('button', { name: 'Créer le prospect' }).click();
  await expect(message.getByText('Prospect créé à partir de la demande')).toBeVisible();
  expect(storedLabels()).toBe(`,${theme},`);
  await page.keyboard.press('Escape');

  const modal = await openProspects(page);
  await modal.getByRole('searchbox').fill(stamp);
  const row = modal.getByRole('row').filter({ hasText: `salon.${stamp}@exemple.fr` });
  const otherRow = modal.getByRole('row').filter({ hasText: otherPerson.email });
  await expect(row.getByRole('list', { name: 'Étiquettes' }).getByRole('listitem')).toHaveText([theme]);

  // The record: a second label added, a bad one refused in French.
  await row.click();
  const record = page.getByRole('dialog', { name: /^Prospect CLI-/ });
  const labels = record.getByRole('list', { name: 'Étiquettes' });
  await expect(labels.getByRole('listitem')).toHaveText([theme]);
  const input = record.getByRole('combobox', { name: 'Ajouter une étiquette' });
  await input.fill('50 % remise');
  await record.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(record.getByRole('alert').filter({ hasText: 'étiquette' })).toHaveText('Une étiquette compte de 1 à 30 caractères : lettres, chiffres, espaces et tirets');
  await input.fill('Relance Mars');
  await input.press('Enter');
  await expect(labels.getByRole('listitem')).toHaveText([theme, 'relance mars']);
  expect(storedLabels()).toBe(`,${theme},relance mars,`);
  expect(await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa']).analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))).toEqual([]);
  await record.getByRole('button', { name: 'Retirer l’étiquette relance mars' }).click();
  await expect(labels.getByRole('listitem')).toHaveText([theme]);
  await record.getByRole('button', { name: 'Annuler' }).click();

  // The filter keeps the labelled prospect alone among those of the search.
  await expect(otherRow).toBeVisible();
  await modal.getByRole('combobox', { name: 'Étiquette' }).selectOption(theme);
  await expect(row).toBeVisible();
  await expect(otherRow).toBeHidden();
  await expect(modal.getByRole('link', { name: 'Exporter CSV' })).toHaveAttribute('href', new RegExp(`label=${encodeURIComponent(theme).replace(/%20/g, '\\+')}`));
  await modal.getByRole('combobox', { name: 'Étiquette' }).selectOption('');
  await expect(row).toBeVisible();
});
