import { loginAsAdmin, openProspects } from './support/admin';
import { queryRows } from './support/database';
import { insertProspect } from './support/prospects';
import { letterStamp } from './support/requests';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The prospects whose name holds `stamp`, listed for an admin. */
async function prospectsFound(page: Page, stamp: string) {
  await loginAsAdmin(page);
  const modal = await openProspects(page);
  await modal.getByRole('searchbox').fill(stamp);
  // The search applied at once rather than after its pause: a selection belongs to the list it was made in.
  await modal.getByRole('button', { name: 'Lancer la recherche' }).click();
  return modal;
}

/** Prospects moved to one status or given to one owner together (docs/decisions/0400-prospects-bulk-edit.md). */
test('prospects chosen in the table move to one status and are given to one owner together', async ({ page }) => {
  const stamp = letterStamp();
  const people = ['Anne', 'Bruno', 'Chloe'].map((prenom) => ({ prenom, nom: `Lot ${stamp}`, email: `${prenom.toLowerCase()}.${stamp}@exemple.fr`, entreprise: 'Lumen' }));
  for (const person of people) insertProspect({ ...person, telephone: '', fonction: '', source: 'import', statut: 'Importé' });
  const stored = () =>
    Object.fromEntries(queryRows<{ prenom: string; statut: string; owner: string | null }>('select prenom, statut, owner from prospects where nom = ?', `Lot ${stamp}`).map((row) => [row.prenom, `${row.statut}/${row.owner ?? '-'}`]));

  const modal = await prospectsFound(page, stamp);
  await expect(modal.getByRole('row')).toHaveCount(4);
  await modal.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  const bar = modal.getByRole('group', { name: 'Actions sur la sélection' });
  await expect(bar).toContainText('3 prospects sélectionnés');
  await bar.getByRole('combobox', { name: 'Déplacer la sélection vers le statut' }).selectOption('Qualifié');
  await expect(modal.getByRole('status').filter({ hasText: 'Qualifié' })).toHaveText('3 prospects dans « Qualifié »');
  await expect(bar).toBeHidden();
  expect(stored()).toEqual({ Anne: 'Qualifié/-', Bruno: 'Qualifié/-', Chloe: 'Qualifié/-' });

  const anne = queryRows<{ id: number }>('select id from prospects where email = ?', people[0]!.email)[0]!;
  await modal.getByRole('checkbox', { name: new RegExp(`^Sélectionner Anne Lot ${stamp}`) }).check();
  await bar.getByRole('combobox', { name: 'Confier la sélection à' }).selectOption('admin');
  await expect(modal.getByRole('status').filter({ hasText: 'confié' })).toHaveText('1 prospect confié à admin');
  expect(stored()).toEqual({ Anne: 'Qualifié/admin', Bruno: 'Qualifié/-', Chloe: 'Qualifié/-' });
  expect(queryRows('select kind from prospect_activities where prospect_id = ? order by id', anne.id)).toEqual([{ kind: 'status' }, { kind: 'owner' }]);

  // Moved to 'Inactif' together: asked why first, as the board asks for one card (decision 0405).
  for (const prenom of ['Bruno', 'Chloe']) await modal.getByRole('checkbox', { name: new RegExp(`^Sélectionner ${prenom} Lot ${stamp}`) }).check();
  await bar.getByRole('combobox', { name: 'Déplacer la sélection vers le statut' }).selectOption('Inactif');
  const reason = page.getByRole('dialog', { name: 'Pourquoi ces affaires sont-elles perdues\u00a0?' });
  await expect(reason).toContainText('Les 2 prospects sélectionnés passent au statut « Inactif ».');
  await reason.getByRole('radio', { name: 'Concurrent choisi' }).check();
  await reason.getByRole('button', { name: 'Enregistrer le motif' }).click();
  await expect(modal.getByRole('status').filter({ hasText: 'Inactif' })).toHaveText('2 prospects dans « Inactif »');
  expect(queryRows('select prenom, lost_reason from prospects where nom = ? order by prenom', `Lot ${stamp}`)).toEqual([
    { prenom: 'Anne', lost_reason: null },
    { prenom: 'Bruno', lost_reason: 'Concurrent choisi' },
    { prenom: 'Chloe', lost_reason: 'Concurrent choisi' },
  ]);
});

/** A label put on prospects chosen together, then taken off one (docs/decisions/0421-prospect-bulk-labels.md). */
test('a label is put on the chosen prospects together, shows on their rows and filters the list, then is taken off one', async ({ page }) => {
  const stamp = letterStamp();
  for (const prenom of ['Gael', 'Hugo', 'Ines']) {
    insertProspect({ nom: `Salon ${stamp}`, prenom, email: `${prenom.toLowerCase()}.${stamp}@exemple.fr`, entreprise: 'Lumen' });
  }
  const stored = () =>
    Object.fromEntries(queryRows<{ prenom: string; labels: string }>('select prenom, labels from prospects where nom = ?', `Salon ${stamp}`).map((row) => [row.prenom, row.labels]));
  const theme = `salon ${stamp.toLowerCase()}`;

  const modal = await prospectsFound(page, stamp);
  await expect(modal.getByRole('row')).toHaveCount(4);
  for (const prenom of ['Gael', 'Hugo']) await modal.getByRole('checkbox', { name: new RegExp(`^Sélectionner ${prenom} Salon ${stamp}`) }).check();
  const bar = modal.getByRole('group', { name: 'Actions sur la sélection' });
  const label = bar.getByRole('combobox', { name: 'Étiquette pour la sélection' });

  // What the server would refuse is refused here, in French, and nothing is sent.
  await label.fill('salon, lyon');
  await bar.getByRole('button', { name: 'Étiqueter' }).click();
  await expect(bar.getByRole('alert')).toHaveText('Une étiquette compte de 1 à 30 caractères : lettres, chiffres, espaces et tirets');
  expect(stored()).toEqual({ Gael: '', Hugo: '', Ines: '' });

  await label.fill(`  Salon  ${stamp} `);
  await bar.getByRole('button', { name: 'Étiqueter' }).click();
  await expect(modal.getByRole('status').filter({ hasText: 'Étiquette' })).toHaveText(`Étiquette « ${theme} » sur 2 prospects`);
  expect(stored()).toEqual({ Gael: `,${theme},`, Hugo: `,${theme},`, Ines: '' });
  const rowOf = (prenom: string) => modal.getByRole('row').filter({ hasText: `${prenom.toLowerCase()}.${stamp}@exemple.fr` });
  for (const prenom of ['Gael', 'Hugo']) await expect(rowOf(prenom).getByRole('list', { name: 'Étiquettes' })).toHaveText(theme);

  // The new label is in the toolbar's filter at once, and keeps the two labelled prospects.
  await modal.getByRole('combobox', { name: 'Étiquette' }).selectOption(theme);
  await expect(modal.getByRole('row')).toHaveCount(3);
  await expect(rowOf('Ines')).toBeHidden();

  await modal.getByRole('checkbox', { name: new RegExp(`^Sélectionner Gael Salon ${stamp}`) }).check();
  await label.fill(theme);
  await bar.getByRole('button', { name: 'Retirer l’étiquette' }).click();
  await expect(modal.getByRole('status').filter({ hasText: 'retirée' })).toHaveText(`Étiquette « ${theme} » retirée de 1 prospect`);
  expect(stored()).toEqual({ Gael: '', Hugo: `,${theme},`, Ines: '' });
  await expect(modal.getByRole('row')).toHaveCount(2);
});

/** One next action planned for prospects chosen together (docs/decisions/0423-prospect-bulk-next-action.md). */
test('the chosen prospects get one next action together, each in its timeline, then one has it taken off', async ({ page }) => {
  const stamp = letterStamp();
  for (const prenom of ['Maud', 'Noe']) insertProspect({ nom: `Relance ${stamp}`, prenom, email: `${prenom.toLowerCase()}.${stamp}@exemple.fr`, entreprise: 'Lumen' });
  const stored = () =>
    queryRows<{ prenom: string; next_action_at: string | null; next_action_label: string }>(
      'select prenom, next_action_at, next_action_label from prospects where nom = ? order by prenom',
      `Relance ${stamp}`,
    );

  const modal = await prospectsFound(page, stamp);
  for (const prenom of ['Maud', 'Noe']) await modal.getByRole('checkbox', { name: new RegExp(`^Sélectionner ${prenom} Relance ${stamp}`) }).check();
  const bar = modal.getByRole('group', { name: 'Actions sur la sélection' });
  await bar.getByRole('button', { name: 'Planifier une action…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Planifier la prochaine action' });
  await expect(dialog).toContainText('2 prospects sélectionnés');

  // A day is required: said in French at the field, nothing sent.
  await dialog.getByRole('button', { name: 'Planifier', exact: true }).click();
  await expect(dialog.getByText('Choisissez le jour de la prochaine action')).toBeVisible();
  expect(stored().map((row) => row.next_action_at)).toEqual([null, null]);

  await dialog.getByLabel('Prochaine action le').fill('15/01/2027');
  await dialog.getByLabel('Prochaine action', { exact: true }).fill('Relancer après le salon');
  await dialog.getByLabel('À (facultatif)').fill('10:15');
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Réunion' });
  await dialog.getByRole('button', { name: 'Planifier', exact: true }).click();
  await expect(modal.getByRole('status').filter({ hasText: 'Prochaine action' })).toHaveText('Prochaine action le 15/01/2027 à 10 h 15 pour 2 prospects');
  expect(stored()).toEqual([
    { prenom: 'Maud', next_action_at: '2027-01-15', next_action_label: 'Relancer après le salon' },
    { prenom: 'Noe', next_action_at: '2027-01-15', next_action_label: 'Relancer après le salon' },
  ]);
  const maud = queryRows<{ id: number }>('select id from prospects where email = ?', `maud.${stamp}@exemple.fr`)[0]!;
  expect(queryRows('select kind, detail from prospect_activities where prospect_id = ?', maud.id)).toEqual([
    { kind: 'next-action', detail: 'Prochaine action le 2027-01-15 à 10 h 15 : Réunion · Relancer après le salon' },
  ]);

  await modal.getByRole('checkbox', { name: new RegExp(`^Sélectionner Maud Relance ${stamp}`) }).check();
  await bar.getByRole('button', { name: 'Planifier une action…' }).click();
  await dialog.getByRole('button', { name: 'Retirer la prochaine action' }).click();
  await expect(modal.getByRole('status').filter({ hasText: 'sans prochaine action' })).toHaveText('1 prospect sans prochaine action');
  expect(stored().map((row) => row.next_action_at)).toEqual([null, '2027-01-15']);
});

/** Prospects deleted together once confirmed (docs/decisions/0422-prospect-bulk-delete.md). */
test('the chosen prospects are deleted together once the deletion is confirmed', async ({ page }) => {
  const stamp = letterStamp();
  for (const prenom of ['Jade', 'Kim', 'Lou']) insertProspect({ nom: `Erreur ${stamp}`, prenom, email: `${prenom.toLowerCase()}.${stamp}@exemple.fr`, entreprise: 'Lumen' });
  const stored = () => queryRows<{ prenom: string }>('select prenom from prospects where nom = ? order by prenom', `Erreur ${stamp}`).map((row) => row.prenom);

  const modal = await prospectsFound(page, stamp);
  await expect(modal.getByRole('row')).toHaveCount(4);
  for (const prenom of ['Jade', 'Kim']) await modal.getByRole('checkbox', { name: new RegExp(`^Sélectionner ${prenom} Erreur ${stamp}`) }).check();
  const bar = modal.getByRole('group', { name: 'Actions sur la sélection' });
  const question = 'Supprimer définitivement ces 2 prospects, avec leur historique et leurs e-mails\u00a0?';

  // Asked first: 'Annuler' deletes nothing and keeps the selection.
  await bar.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog', { name: question }).getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('dialog', { name: question })).toBeHidden();
  expect(stored()).toEqual(['Jade', 'Kim', 'Lou']);
  await expect(bar).toContainText('2 prospects sélectionnés');

  await bar.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog', { name: question }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(modal.getByRole('status').filter({ hasText: 'supprimés' })).toHaveText('2 prospects supprimés');
  await expect(modal.getByRole('row')).toHaveCount(2);
  await expect(modal.getByRole('row').filter({ hasText: `lou.${stamp}@exemple.fr` })).toBeVisible();
  expect(stored()).toEqual(['Lou']);
});

test('on a phone, prospects chosen on their cards move together @mobile', async ({ page }) => {
  const stamp = letterStamp();
  for (const prenom of ['Diane', 'Elie']) {
    insertProspect({ nom: `Carte ${stamp}`, prenom, email: `${prenom.toLowerCase()}.${stamp}@exemple.fr`, entreprise: 'Lumen', telephone: '', fonction: '', source: 'import', statut: 'Importé' });
  }
  const modal = await prospectsFound(page, stamp);
  const cards = modal.getByRole('list', { name: 'Prospects' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  for (const prenom of ['Diane', 'Elie']) await cards.getByRole('checkbox', { name: new RegExp(`^Sélectionner ${prenom} Carte ${stamp}`) }).check();
  const bar = modal.getByRole('group', { name: 'Actions sur la sélection' });
  await expect(bar).toContainText('2 prospects sélectionnés');
  await bar.getByRole('combobox', { name: 'Déplacer la sélection vers le statut' }).selectOption('Qualifié');
  await expect(modal.getByRole('status').filter({ hasText: 'Qualifié' })).toHaveText('2 prospects dans « Qualifié »');
  expect(queryRows('select statut from prospects where nom = ? order by prenom', `Carte ${stamp}`)).toEqual([{ statut: 'Qualifié' }, { statut: 'Qualifié' }]);
});
