import { adminApiToken, loginAsAdmin } from './support/admin';
import { letterStamp } from './support/requests';
import { typedDateMessages } from '../domain/typed-dates';
import { expect, test } from './support/test';

// Pipedrive's done activity, then the next one planned (docs/decisions/0475-next-action-done.md).
test('a next action marked as done leaves the record in the history, and the next one is planned in its place at an hour, of a kind', async ({ page, request }) => {
  const letters = letterStamp();
  const email = `faite.${letters.toLowerCase()}@exemple.fr`;
  const headers = { 'x-api-key': await adminApiToken(request) };
  const created = await request.post('/api/admin/prospects', { headers, data: { nom: 'Action', prenom: `Faite${letters}`, email } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).prospect.id as number;
  const planned = await request.put(`/api/admin/prospects/${id}`, { headers, data: { email, statut: 'Qualifié', owner: 'admin', next_action_at: '2026-12-01', next_action_time: '10:00', next_action_type: 'email', next_action_label: 'Envoyer le devis' } });
  expect(planned.status()).toBe(200);

  await loginAsAdmin(page);
  await page.goto(`/admin#prospect-${id}`);
  const record = page.getByRole('dialog', { name: /^Prospect CLI-/ });
  // The owner is shown, and kept by a save, even when the record opens before the list of users has come.
  await expect(record.getByRole('combobox', { name: 'Responsable' })).toHaveValue('admin');
  const day = record.getByLabel('Prochaine action le');
  await expect(day).toHaveValue('01/12/2026');
  const hour = record.getByLabel('À (facultatif)');
  await expect(hour).toHaveValue('10:00');
  // The action's kind, as Pipedrive's activity types (docs/decisions/0488-next-action-types.md).
  const kind = record.getByRole('combobox', { name: 'Type' });
  await expect(kind).toHaveValue('email');
  await record.getByRole('button', { name: 'Marquer l’action comme faite' }).click();
  await expect(record.getByRole('status').filter({ hasText: 'Action faite' })).toHaveText(
    'Action faite : E-mail · Envoyer le devis (prévue le 01/12/2026 à 10 h). Planifiez la suivante ci-dessus.',
  );
  await expect(day).toHaveValue('');
  await expect(hour).toHaveValue('');
  await expect(kind).toHaveValue('');
  await expect(day).toBeFocused();
  await expect(record.getByRole('textbox', { name: 'Prochaine action', exact: true })).toHaveValue('');
  await expect(record.getByRole('button', { name: 'Marquer l’action comme faite' })).toHaveCount(0);
  await expect(record.getByRole('region', { name: 'Historique' })).toContainText('Action faite : E-mail · Envoyer le devis (prévue le 01/12/2026 à 10 h)');

  // The next one at an hour agreed with the person (docs/decisions/0476-next-action-time.md).
  // A day the calendar does not have is named so once the field is left (docs/decisions/0558-french-day-fields.md).
  await day.fill('31/02/2026');
  await hour.focus();
  await expect(record.getByText(typedDateMessages.day)).toBeVisible();
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  // Refused by the form on saving, it takes the focus back, as a field the server refuses does.
  await record.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(day).toBeFocused();
  await expect(record.getByText(typedDateMessages.day)).toBeVisible();
  // What the calendar beside the field gives is written there the French way.
  await record.locator(`input[data-calendar-for="${await day.getAttribute('id')}"]`).fill('2026-12-07', { force: true });
  await expect(day).toHaveValue('07/12/2026');
  await expect(record.getByText(typedDateMessages.day)).toHaveCount(0);
  // Typed as French writes them, whatever the browser's language; written back so once left.
  await day.fill('8/12/2026');
  await hour.fill('14 h 30');
  await hour.blur();
  await expect(day).toHaveValue('08/12/2026');
  await expect(hour).toHaveValue('14:30');
  await kind.selectOption({ label: 'Appel' });
  await record.getByRole('textbox', { name: 'Prochaine action', exact: true }).fill('Rappeler pour la signature');
  await record.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(record).toBeHidden();
  const stored = await (await request.get(`/api/admin/prospects/${id}`, { headers })).json();
  expect(stored.prospect).toMatchObject({ owner: 'admin', next_action_at: '2026-12-08', next_action_time: '14:30', next_action_type: 'appel', next_action_label: 'Rappeler pour la signature' });

  await page.goto('/admin#pipeline');
  const column = page.getByRole('dialog', { name: 'Base prospects' }).getByRole('list', { name: 'Prospects au statut Qualifié' });
  await expect(column.getByRole('listitem').filter({ hasText: `Faite${letters}` })).toContainText('08/12/2026 à 14 h 30 : Appel · Rappeler pour la signature');
});

// Done from the board's card (docs/decisions/0483-done-on-board-cards.md).
test('a card’s ‘Fait’ marks its next action as done without opening or moving the card, with the mouse and with the keyboard', async ({ page, request }) => {
  const letters = letterStamp();
  const headers = { 'x-api-key': await adminApiToken(request) };
  const ids: number[] = [];
  for (const [first, label] of [[`Carte${letters}`, 'Envoyer la maquette'], [`Clavier${letters}`, 'Appeler le gérant']] as const) {
    const email = `${first.toLowerCase()}@exemple.fr`;
    const created = await request.post('/api/admin/prospects', { headers, data: { nom: 'Tableau', prenom: first, email } });
    expect(created.status()).toBe(201);
    const id = (await created.json()).prospect.id as number;
    const planned = await request.put(`/api/admin/prospects/${id}`, { headers, data: { email, statut: 'À contacter', next_action_at: '2026-12-02', next_action_time: '11:00', next_action_label: label } });
    expect(planned.status()).toBe(200);
    ids.push(id);
  }

  await loginAsAdmin(page);
  await page.goto('/admin#pipeline');
  const prospects = page.getByRole('dialog', { name: 'Base prospects' });
  const column = prospects.getByRole('list', { name: 'Prospects au statut À contacter' });
  const card = column.getByRole('listitem').filter({ hasText: `Carte${letters}` });
  await expect(card).toContainText('02/12/2026 à 11 h : Envoyer la maquette');
  await card.getByRole('button', { name: `Marquer comme faite : Envoyer la maquette, Carte${letters} Tableau` }).click();
  await expect(prospects.getByRole('status').filter({ hasText: 'Action faite' })).toHaveText('Action faite : Envoyer la maquette (prévue le 02/12/2026 à 11 h)');
  await expect(card).toContainText('Aucune prochaine action');
  await expect(card).toBeFocused();
  await expect(page.getByRole('dialog', { name: /^Prospect CLI-/ })).toHaveCount(0);

  const other = column.getByRole('listitem').filter({ hasText: `Clavier${letters}` });
  await other.getByRole('button', { name: /^Marquer comme faite\s: Appeler le gérant/ }).focus();
  await page.keyboard.press('Enter');
  await expect(other).toContainText('Aucune prochaine action');
  await expect(page.getByRole('dialog', { name: /^Prospect CLI-/ })).toHaveCount(0);
  await expect(column.getByRole('listitem').filter({ hasText: `Clavier${letters}` })).toHaveCount(1);

  for (const id of ids) {
    const stored = await (await request.get(`/api/admin/prospects/${id}`, { headers })).json();
    expect(stored.prospect).toMatchObject({ statut: 'À contacter', next_action_at: null, next_action_label: '' });
  }
});
