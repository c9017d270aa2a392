import { adminApiToken, loginAsAdmin, openProspects } from './support/admin';
import { queryRows } from './support/database';
import { expect, test } from './support/test';

test('an e-mail written from a prospect record, with a reply template, joins its history, marks it contacted and plans its follow-up', async ({ page, request }) => {
  const stamp = Date.now();
  const email = `prospect.email.${stamp}@exemple.fr`;
  const headers = { 'x-api-key': await adminApiToken(request) };
  const created = await request.post('/api/admin/prospects', { headers, data: { nom: 'Fournier', prenom: 'Léa', email, entreprise: 'Atelier Fournier' } });
  expect(created.status()).toBe(201);
  const template = `Premier contact ${stamp}`;
  const saved = await request.post('/api/admin/reply-templates', { headers, data: { title: template, subject: 'Votre projet, {{entreprise}}', body: 'Bonjour {{prenom}},\nmerci pour votre intérêt.' } });
  expect(saved.status()).toBe(201);

  await loginAsAdmin(page);
  const prospects = await openProspects(page);
  await prospects.getByRole('searchbox', { name: 'Rechercher un prospect' }).fill(email);
  await prospects.getByRole('row', { name: /Modifier Léa Fournier/ }).click();
  const record = page.getByRole('dialog', { name: /Prospect / }).last();

  await record.getByRole('button', { name: `Écrire à ${email}` }).click();
  const composer = record.getByRole('form', { name: 'Écrire un e-mail au prospect' });
  await composer.getByRole('combobox', { name: 'Insérer une réponse type' }).selectOption({ label: template });
  await expect(composer.getByRole('textbox', { name: 'Objet' })).toHaveValue('Votre projet, Atelier Fournier');
  await expect(composer.getByRole('textbox', { name: `Message à ${email}` })).toHaveValue('Bonjour Léa,\nmerci pour votre intérêt.');
  await expect(composer.getByRole('combobox', { name: 'Relance une fois l’e-mail parti' })).toHaveValue('3');
  // At the hour agreed with the person (docs/decisions/0484-follow-up-time.md).
  await composer.getByLabel('Heure de la relance (facultatif)').fill('10h30');
  await composer.getByRole('button', { name: 'Envoyer l’e-mail' }).click();

  // The e2e server has no SMTP server: the e-mail is stored and logged, and says so, with the follow-up it planned
  // (three days later by default, the deal having no next action yet), which the record's form now shows.
  await expect(composer.getByRole('status')).toHaveText(
    new RegExp(`^E-mail enregistré\\u00a0; sans serveur SMTP configuré, l'envoi à ${email.replace(/\./g, '\\.')} a seulement été journalisé\\. Relance prévue le \\d{2}/\\d{2}/\\d{4} à 10 h 30\\.$`),
  );
  await expect(record.getByRole('textbox', { name: 'Prochaine action', exact: true })).toHaveValue('Relancer après l’e-mail « Votre projet, Atelier Fournier »');
  await expect(record.getByLabel('À (facultatif)')).toHaveValue('10:30');
  await expect(composer.getByRole('textbox', { name: `Message à ${email}` })).toHaveValue('');
  // The deal has its next action now: another e-mail does not replace it unless asked.
  await expect(composer.getByRole('combobox', { name: 'Relance une fois l’e-mail parti' })).toHaveValue('');
  await expect(composer.getByLabel('Heure de la relance (facultatif)')).toHaveCount(0);
  const history = record.getByRole('region', { name: 'Historique' });
  await expect(history.getByText('E-mail journalisé (SMTP non configuré) : Votre projet, Atelier Fournier')).toBeVisible();
  const rows = queryRows<{ subject: string; delivery: string; is_contacted: number; next_action_label: string; next_action_time: string }>(
    'select e.subject, e.delivery, p.is_contacted, p.next_action_label, p.next_action_time from prospect_emails e join prospects p on p.id = e.prospect_id where p.email = ?',
    email,
  );
  expect(rows).toEqual([{ subject: 'Votre projet, Atelier Fournier', delivery: 'logged', is_contacted: 1, next_action_label: 'Relancer après l’e-mail « Votre projet, Atelier Fournier »', next_action_time: '10:30' }]);
});
