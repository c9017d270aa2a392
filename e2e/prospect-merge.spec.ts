import AxeBuilder from '@axe-core/playwright';
import { execute, loginAsAdmin, openProspects } from './support/admin';
import { queryRows } from './support/database';
import { insertProspect } from './support/prospects';
import { letterStamp } from './support/requests';
import { expect, test } from './support/test';

/** Pipedrive's merge of duplicates (docs/decisions/0426-prospect-merge.md). */
test('a person recorded twice is merged from the record: the duplicate’s details, labels and history kept, its record gone', async ({ page }) => {
  const stamp = letterStamp();
  const email = `double.${stamp}@exemple.fr`;
  insertProspect({ nom: `Double ${stamp}`, prenom: 'Lea', email, entreprise: '', telephone: '' });
  insertProspect({ nom: `Double ${stamp}`, prenom: 'Léa', email: email.toUpperCase(), entreprise: 'Atelier Double', telephone: '06 12 12 12 12' });
  const stored = () => queryRows<{ id: number; telephone: string; entreprise: string; labels: string }>('select id, telephone, entreprise, labels from prospects where lower(email) = ? order by id', email);
  const [kept, duplicate] = stored();
  execute("update prospects set labels = ',salon,' where id = ?", duplicate!.id);
  const code = (id: number) => `CLI-${String(id).padStart(5, '0')}`;

  await loginAsAdmin(page);
  const modal = await openProspects(page);
  await modal.getByRole('searchbox').fill(stamp);
  const rows = modal.getByRole('row').filter({ hasText: new RegExp(email.replace('.', '\\.'), 'i') });
  await expect(rows).toHaveCount(2);
  await rows.filter({ hasText: code(kept!.id) }).click();
  const record = page.getByRole('dialog', { name: `Prospect ${code(kept!.id)}` });
  const duplicates = record.getByRole('region', { name: 'Doublons possibles (1)' });
  await expect(duplicates.getByRole('listitem')).toContainText([`Léa Double ${stamp} · ${code(duplicate!.id)}`]);
  expect(await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa']).analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))).toEqual([]);

  // Asked first; 'Annuler' merges nothing.
  await duplicates.getByRole('button', { name: 'Fusionner dans cette fiche' }).click();
  const question = `Fusionner « Léa Double ${stamp} » (${code(duplicate!.id)}) dans la fiche de Lea Double ${stamp} ? Sa fiche sera supprimée.`;
  await page.getByRole('dialog', { name: question }).getByRole('button', { name: 'Annuler' }).click();
  expect(stored()).toHaveLength(2);
  await duplicates.getByRole('button', { name: 'Fusionner dans cette fiche' }).click();
  await page.getByRole('dialog', { name: question }).getByRole('button', { name: 'Fusionner' }).click();

  await expect(modal.getByText(`« Léa Double ${stamp} » fusionné dans la fiche de Lea Double ${stamp}`)).toBeVisible();
  await expect(record).toBeHidden();
  expect(stored()).toEqual([{ id: kept!.id, telephone: '06 12 12 12 12', entreprise: 'Atelier Double', labels: ',salon,' }]);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Atelier Double');

  await rows.first().click();
  await expect(record.getByRole('listitem').filter({ hasText: `Doublon fusionné : Léa Double ${stamp} (${code(duplicate!.id)}` })).toBeVisible();
  await expect(record.getByRole('region', { name: /Doublons possibles/ })).toHaveCount(0);
  await expect(record.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('06 12 12 12 12');
});

/** Pipedrive's warning while a person is added (docs/decisions/0427-duplicate-warning-on-creation.md). */
test('a new prospect typed with a known address names the existing record, which opens instead', async ({ page }) => {
  const stamp = letterStamp();
  const email = `connue.${stamp}@exemple.fr`;
  const id = insertProspect({ nom: `Connue ${stamp}`, prenom: 'Inès', email, entreprise: 'Atelier Connu', statut: 'Qualifié' });
  const code = `CLI-${String(id).padStart(5, '0')}`;

  await loginAsAdmin(page);
  const modal = await openProspects(page);
  await modal.getByRole('button', { name: 'Nouveau prospect' }).click();
  const form = page.getByRole('dialog', { name: 'Nouveau prospect' });
  const field = form.getByRole('textbox', { name: 'E-mail' });
  await field.fill(`autre.${stamp}@exemple.fr`);
  const warning = form.getByRole('status').filter({ hasText: 'doublon' });
  await field.fill(email.toUpperCase());
  await expect(warning).toContainText('Un prospect porte déjà cette adresse e-mail : en ajouter un crée un doublon.');
  await expect(warning).toContainText(`Inès Connue ${stamp} (${code}, Qualifié)`);
  await field.fill(`autre.${stamp}@exemple.fr`);
  await expect(warning).toHaveCount(0);
  await field.fill(email);
  await warning.getByRole('button', { name: 'Ouvrir sa fiche' }).click();

  await expect(form).toBeHidden();
  const record = page.getByRole('dialog', { name: `Prospect ${code}` });
  await expect(record.getByRole('textbox', { name: 'Entreprise' })).toHaveValue('Atelier Connu');
  expect(queryRows<{ n: number }>('select count(*) as n from prospects where lower(email) = ?', email)[0]?.n).toBe(1);
});

/** Pipedrive's 'Merge duplicates' (docs/decisions/0428-duplicate-groups.md). */
test('the duplicates view lists the addresses held twice; a record opened from it merges, and the address leaves the view', async ({ page }) => {
  const stamp = letterStamp();
  const email = `groupe.${stamp}@exemple.fr`;
  insertProspect({ nom: `Groupe ${stamp}`, prenom: 'Noé', email, entreprise: 'Atelier Groupe' });
  insertProspect({ nom: `Groupe ${stamp}`, prenom: 'Noé', email: email.toUpperCase(), entreprise: '' });
  const ids = queryRows<{ id: number }>('select id from prospects where lower(email) = ? order by id', email).map((row) => row.id);
  const code = (id: number) => `CLI-${String(id).padStart(5, '0')}`;

  await loginAsAdmin(page);
  const modal = await openProspects(page);
  await modal.getByRole('button', { name: 'Doublons' }).click();
  const view = page.getByRole('dialog', { name: 'Doublons' });
  const group = view.getByRole('list', { name: `Fiches de ${email}` });
  await expect(group.getByRole('listitem')).toHaveCount(2);
  await expect(group.getByRole('listitem').first()).toContainText(code(ids[0]!));
  await group.getByRole('button', { name: `Ouvrir la fiche ${code(ids[0]!)}` }).click();

  const record = page.getByRole('dialog', { name: `Prospect ${code(ids[0]!)}` });
  await record.getByRole('region', { name: 'Doublons possibles (1)' }).getByRole('button', { name: 'Fusionner dans cette fiche' }).click();
  await page.getByRole('dialog', { name: /^Fusionner « Noé Groupe/ }).getByRole('button', { name: 'Fusionner' }).click();
  await expect(record).toBeHidden();
  await expect(view).toBeVisible();
  await expect(group).toHaveCount(0);
  expect(queryRows<{ id: number }>('select id from prospects where lower(email) = ?', email)).toEqual([{ id: ids[0] }]);
});

/** Duplicates by phone (docs/decisions/0430-phone-duplicates.md): a callback's record and a contact's, one person. */
test('the same person by phone and name is offered as a duplicate and listed in the duplicates view; a colleague is not', async ({ page }) => {
  const stamp = letterStamp();
  const digits = String(Date.now() % 100_000_000).padStart(8, '0');
  const withoutEmail = insertProspect({ nom: `Appel ${stamp}`, prenom: 'Yann', email: '', entreprise: '', telephone: `07${digits}` });
  const withEmail = insertProspect({ nom: `APPEL ${stamp}`, prenom: 'Yann', email: `yann.${stamp}@exemple.fr`, entreprise: 'Atelier Appel', telephone: `+33 7${digits}` });
  insertProspect({ nom: `Collègue ${stamp}`, prenom: 'Zoé', email: `zoe.${stamp}@exemple.fr`, entreprise: 'Atelier Appel', telephone: `+33 7${digits}` });
  const code = (id: number) => `CLI-${String(id).padStart(5, '0')}`;

  await loginAsAdmin(page);
  const modal = await openProspects(page);
  // Typed again by hand, the person is named before a third record is made.
  await modal.getByRole('button', { name: 'Nouveau prospect' }).click();
  const form = page.getByRole('dialog', { name: 'Nouveau prospect' });
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(`appel ${stamp}`);
  await form.getByRole('textbox', { name: 'Téléphone' }).fill(`07 ${digits}`);
  await expect(form.getByRole('status').filter({ hasText: 'doublon' })).toContainText('2 prospects portent déjà ce numéro de téléphone et ce nom : en ajouter un crée un doublon.');
  await form.getByRole('button', { name: 'Annuler' }).click();

  await modal.getByRole('button', { name: 'Doublons' }).click();
  const view = page.getByRole('dialog', { name: 'Doublons' });
  const group = view.getByRole('list', { name: `Fiches de +33 7${digits} · APPEL ${stamp}` });
  await expect(group.getByRole('listitem')).toHaveCount(2);
  await group.getByRole('button', { name: `Ouvrir la fiche ${code(withoutEmail)}` }).click();

  const record = page.getByRole('dialog', { name: `Prospect ${code(withoutEmail)}` });
  const duplicates = record.getByRole('region', { name: 'Doublons possibles (1)' });
  await expect(duplicates.getByRole('listitem')).toContainText([`Yann APPEL ${stamp} · ${code(withEmail)}`]);
  await expect(duplicates.getByRole('listitem')).toContainText('même téléphone');
  await duplicates.getByRole('button', { name: 'Fusionner dans cette fiche' }).click();
  await page.getByRole('dialog', { name: /^Fusionner « Yann APPEL/ }).getByRole('button', { name: 'Fusionner' }).click();
  await expect(record).toBeHidden();
  await expect(group).toHaveCount(0);
  expect(queryRows<{ id: number; email: string }>('select id, email from prospects where nom like ? order by id', `%${stamp}`)).toEqual([
    { id: withoutEmail, email: `yann.${stamp}@exemple.fr` },
    expect.objectContaining({ email: `zoe.${stamp}@exemple.fr` }),
  ]);
});
