import { chooseContactsFromInbox, loginAsAdmin, openAdminSection } from './support/admin';
import { queryRows } from './support/database';
import { letterStamp, postContact } from './support/requests';
import { expect, test } from './support/test';

/** Several requests processed, assigned or cancelled in one action (docs/decisions/0399-inbox-bulk-actions.md). */
test.describe('inbox bulk actions', () => {
  test('messages chosen in the table are processed, assigned and cancelled together', async ({ page, request }) => {
    const stamp = letterStamp();
    const names = ['Alpha', 'Bravo', 'Charlie'].map((word) => `${word} ${stamp}`);
    for (const name of names) await postContact(request, { name, email: `lot.${stamp}@exemple.fr`, company: 'Atelier', message: 'Un message parmi d’autres.' });
    const stored = () =>
      Object.fromEntries(queryRows<{ name: string; status: string; assignee: string | null }>('select name, status, assignee from callback_requests where email = ?', `lot.${stamp}@exemple.fr`).map((row) => [row.name.split(' ')[0], `${row.status}/${row.assignee ?? '-'}`]));

    await loginAsAdmin(page);
    const section = await openAdminSection(page, 'contact-messages');
    await section.getByRole('searchbox', { name: 'Rechercher' }).fill(stamp);
    await expect(section.getByRole('row')).toHaveCount(4);
    const bar = section.getByRole('group', { name: 'Actions sur la sélection' });
    await expect(bar).toBeHidden();

    await section.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
    await expect(bar).toContainText('3 demandes sélectionnées');
    await section.getByRole('checkbox', { name: `Sélectionner ${names[2]}` }).uncheck();
    await expect(bar).toContainText('2 demandes sélectionnées');
    await bar.getByRole('button', { name: 'Marquer comme traitées' }).click();
    await expect(section.getByRole('status').filter({ hasText: 'demandes marquées' })).toHaveText('2 demandes marquées comme traitées');
    await expect(bar).toBeHidden();
    expect(stored()).toEqual({ Alpha: 'completed/-', Bravo: 'completed/-', Charlie: 'pending/-' });

    await section.getByRole('checkbox', { name: `Sélectionner ${names[2]}` }).check();
    await bar.getByRole('combobox', { name: 'Assigner la sélection à' }).selectOption('admin');
    await expect(section.getByRole('status').filter({ hasText: 'assignée' })).toHaveText('1 demande assignée à admin');
    expect(stored().Charlie).toBe('pending/admin');

    await section.getByRole('checkbox', { name: `Sélectionner ${names[2]}` }).check();
    await bar.getByRole('button', { name: 'Annuler les demandes' }).click();
    const confirm = page.getByRole('dialog', { name: /Annuler cette demande/ });
    await expect(confirm).toContainText('Elle quittera la liste des demandes en attente.');
    await confirm.getByRole('button', { name: 'Annuler les demandes' }).click();
    await expect(section.getByRole('status').filter({ hasText: 'annulée' })).toHaveText('1 demande annulée');
    expect(stored().Charlie).toBe('cancelled/admin');
  });
});

/** One label put on, then taken off, several requests at once (docs/decisions/0417-inbox-bulk-labels.md). */
test('a label is put on the chosen messages together, then taken off one of them', async ({ page, request }) => {
  const stamp = letterStamp();
  const names = ['Delta', 'Echo'].map((word) => `${word} ${stamp}`);
  for (const name of names) await postContact(request, { name, email: `etiquette.${stamp}@exemple.fr`, company: 'Atelier', message: 'Un message à ranger.' });
  const stored = () =>
    Object.fromEntries(queryRows<{ name: string; labels: string }>('select name, labels from callback_requests where email = ?', `etiquette.${stamp}@exemple.fr`).map((row) => [row.name.split(' ')[0], row.labels]));
  const theme = `relance ${stamp.toLowerCase()}`;

  await loginAsAdmin(page);
  const { section, bar } = await chooseContactsFromInbox(page, stamp, 2);
  const label = bar.getByRole('combobox', { name: 'Étiquette pour la sélection' });

  // What the server would refuse is refused here, in French, and nothing is sent.
  await label.fill('devis, urgent');
  await bar.getByRole('button', { name: 'Étiqueter' }).click();
  await expect(bar.getByRole('alert')).toHaveText('Une étiquette compte de 1 à 30 caractères : lettres, chiffres, espaces et tirets');
  expect(stored()).toEqual({ Delta: '', Echo: '' });

  await label.fill(`  Relance  ${stamp} `);
  await bar.getByRole('button', { name: 'Étiqueter' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Étiquette' })).toHaveText(`Étiquette « ${theme} » sur 2 demandes`);
  expect(stored()).toEqual({ Delta: `,${theme},`, Echo: `,${theme},` });
  for (const name of names) {
    await expect(section.getByRole('row').filter({ hasText: name }).getByRole('list', { name: 'Étiquettes' })).toHaveText(theme);
  }

  await section.getByRole('checkbox', { name: `Sélectionner ${names[0]}` }).check();
  await label.fill(theme);
  await bar.getByRole('button', { name: 'Retirer l’étiquette' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'retirée' })).toHaveText(`Étiquette « ${theme} » retirée de 1 demande`);
  expect(stored()).toEqual({ Delta: '', Echo: `,${theme},` });
});

/** Several requests set aside together, then brought back (docs/decisions/0424-inbox-bulk-snooze.md). */
test('the chosen messages are snoozed together, leave the waiting list, and are brought back together', async ({ page, request }) => {
  const stamp = letterStamp();
  const names = ['Foxtrot', 'Golf'].map((word) => `${word} ${stamp}`);
  for (const name of names) await postContact(request, { name, email: `report.${stamp}@exemple.fr`, company: 'Atelier', message: 'À reprendre après le salon.' });
  const snoozed = () => queryRows<{ snoozed_until: string | null }>('select snoozed_until from callback_requests where email = ? order by name', `report.${stamp}@exemple.fr`).map((row) => row.snoozed_until);

  await loginAsAdmin(page);
  const section = await openAdminSection(page, 'contact-messages');
  const views = section.getByRole('group', { name: 'Vue, avec les demandes en attente' });
  await section.getByRole('searchbox', { name: 'Rechercher' }).fill(stamp);
  await expect(section.getByRole('row')).toHaveCount(3);
  await section.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  const bar = section.getByRole('group', { name: 'Actions sur la sélection' });
  await bar.getByRole('combobox', { name: 'Reporter la sélection' }).selectOption({ label: 'Lundi prochain, 9 h' });
  await expect(section.getByRole('status').filter({ hasText: 'reportées' })).toHaveText(/^2 demandes reportées jusqu’au lundi \d+ \S+ à 09:00$/);
  const [first, second] = snoozed();
  expect(first).not.toBeNull();
  expect(second).toBe(first);
  expect(new Date(first as string).getUTCDay()).toBe(1);
  const theirRows = section.getByRole('row').filter({ hasText: stamp });
  await expect(theirRows).toHaveCount(0);

  await views.getByRole('button', { name: /^Reportées \(\d+\)$/ }).click();
  await expect(theirRows).toHaveCount(2);
  await section.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  await bar.getByRole('combobox', { name: 'Reporter la sélection' }).selectOption({ label: 'Ne plus reporter' });
  await expect(section.getByRole('status').filter({ hasText: 'revenues' })).toHaveText('2 demandes revenues dans les demandes en attente');
  expect(snoozed()).toEqual([null, null]);
});
