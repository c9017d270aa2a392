import { expect, test } from '@playwright/test';
import { blockedSenderMessages } from '../domain/blocked-senders';
import { bulkMessages } from '../domain/inbox-bulk';
import { chooseContactsFromInbox, loginAsAdmin, openAdminSection } from './support/admin';
import { queryRows } from './support/database';
import { letterStamp, postContact } from './support/requests';

const statusOf = (id: number) => queryRows<{ status: string; processed_by: string | null }>('select status, processed_by from callback_requests where id = ?', id)[0];

test('an address blocked from a message keeps what it sends next, cancelled and untold, until it is unblocked', async ({ page, request }) => {
  const stamp = letterStamp();
  const email = `robot.${stamp}@exemple.fr`;
  const name = `Robot ${stamp}`;
  const first = await postContact(request, { name, email, message: 'Achetez nos liens, prix imbattables.' });
  await loginAsAdmin(page);
  await page.goto(`/admin#demande-${first}`);
  const detail = page.getByRole('dialog', { name: 'Message de contact' });
  // From the keyboard: the button, then the question's confirmation.
  await detail.getByRole('button', { name: 'Bloquer l’expéditeur' }).focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: `Bloquer ${email}\u00a0? Ses demandes en attente seront annulées, et ses prochains messages classés annulés sans notification ni accusé de réception.` });
  await question.getByRole('button', { name: 'Bloquer l’adresse' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(blockedSenderMessages.blocked(email, 1, false))).toBeVisible();
  await expect(detail).toBeHidden();
  expect(statusOf(first)).toEqual({ status: 'cancelled', processed_by: 'admin' });

  // Written again from the same address, in capitals: kept, cancelled at once, with the note that says why.
  const next = await postContact(request, { name, email: email.toUpperCase(), message: 'Dernière chance, prix imbattables.' });
  expect(statusOf(next)).toEqual({ status: 'cancelled', processed_by: null });
  await page.goto(`/admin#demande-${next}`);
  const again = page.getByRole('dialog', { name: 'Message de contact' });
  await expect(again.getByRole('list', { name: 'Fil de la conversation' })).toContainText(blockedSenderMessages.arrivedBlocked(email));
  // Nothing told the sender: no acknowledgement in its thread.
  await expect(again.getByRole('list', { name: 'Fil de la conversation' })).not.toContainText('Accusé de réception automatique');
  await expect(again.getByText('Adresse bloquée', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The section lists it; unblocked there, the address writes as anyone.
  const section = await openAdminSection(page, 'blocked-senders');
  const row = section.getByRole('row').filter({ hasText: email.toLowerCase() });
  await expect(row).toContainText('par admin');
  await row.getByRole('button', { name: `Débloquer ${email.toLowerCase()}` }).click();
  await expect(section.getByText(blockedSenderMessages.unblocked)).toBeVisible();
  await expect(row).toBeHidden();
  const welcome = await postContact(request, { name, email, message: 'Finalement, un vrai projet.' });
  expect(statusOf(welcome)).toEqual({ status: 'pending', processed_by: null });
});

test('an address or a domain typed into the section is refused in French when it is none, then blocked', async ({ page }) => {
  const stamp = letterStamp();
  await loginAsAdmin(page);
  const section = await openAdminSection(page, 'blocked-senders');
  const field = section.getByRole('textbox', { name: 'Adresse ou domaine à bloquer' });
  await field.fill('pas-une-adresse');
  await section.getByRole('button', { name: 'Bloquer l’adresse' }).click();
  await expect(section.getByText(blockedSenderMessages.email)).toBeVisible();
  await expect(field).toBeFocused();
  await field.fill(`Spam.${stamp}@Exemple.fr`);
  await page.keyboard.press('Enter');
  await expect(section.getByText(blockedSenderMessages.blocked(`spam.${stamp}@exemple.fr`, 0, false))).toBeVisible();
  await expect(section.getByRole('cell', { name: `spam.${stamp}@exemple.fr`, exact: true })).toBeVisible();
  await expect(field).toHaveValue('');
  // A whole domain, but not a webmail's.
  await field.fill('@gmail.com');
  await page.keyboard.press('Enter');
  await expect(section.getByText(blockedSenderMessages.publicDomain)).toBeVisible();
  await field.fill(`@${stamp}.example`);
  await page.keyboard.press('Enter');
  await expect(section.getByText(blockedSenderMessages.blocked(`@${stamp}.example`, 0, false))).toBeVisible();
  await expect(section.getByRole('button', { name: `Débloquer @${stamp}.example` })).toBeVisible();
});

test('the senders of messages chosen in the table are blocked together (0582)', async ({ page, request }) => {
  const stamp = letterStamp();
  const ids: number[] = [];
  for (const word of ['Golf', 'Hotel']) ids.push(await postContact(request, { name: `${word} ${stamp}`, email: `${word.toLowerCase()}.${stamp}@exemple.fr`, message: 'Offre de liens imbattable.' }));
  await loginAsAdmin(page);
  const { section, bar } = await chooseContactsFromInbox(page, stamp, 2);
  await bar.getByRole('button', { name: 'Bloquer les expéditeurs' }).click();
  const confirm = page.getByRole('dialog', { name: /Bloquer les adresses de ces 2 demandes/ });
  await confirm.getByRole('button', { name: 'Bloquer les expéditeurs' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'bloquées' })).toHaveText(bulkMessages.blocked(2, 2, 0));
  for (const id of ids) expect(statusOf(id)).toEqual({ status: 'cancelled', processed_by: 'admin' });
  const blocked = await openAdminSection(page, 'blocked-senders');
  await expect(blocked.getByRole('cell', { name: `golf.${stamp}@exemple.fr`, exact: true })).toBeVisible();
  await expect(blocked.getByRole('cell', { name: `hotel.${stamp}@exemple.fr`, exact: true })).toBeVisible();
});
