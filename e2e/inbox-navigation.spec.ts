import AxeBuilder from '@axe-core/playwright';
import { loginAsAdmin, openContactFromInbox } from './support/admin';
import { letterStamp, postContact } from './support/requests';
import { expect, test } from './support/test';

// 'Précédente' and 'Suivante' through the inbox's list (docs/decisions/0453-inbox-navigation.md).
test('a request opened from the inbox leads to the previous and next ones of the list, each with its own conversation', async ({ page, request }) => {
  const stamp = letterStamp();
  const names = ['Alpha', 'Bravo', 'Charlie'].map((first) => `${first} ${stamp}`);
  for (const name of names) await postContact(request, { name, email: `${name.split(' ')[0]!.toLowerCase()}.${stamp}@exemple.fr`, company: 'Atelier', message: `Message de ${name}` });
  await loginAsAdmin(page);
  // The newest first: Charlie, Bravo, Alpha.
  const { detail, nav } = await openContactFromInbox(page, stamp, 3, names[1]!);
  await expect(nav).toContainText('2 sur 3 dans la liste');
  await expect(detail.getByText(`Message de ${names[1]}`)).toBeVisible();
  const reply = (first: string) => detail.getByRole('textbox', { name: `Réponse à ${first.toLowerCase()}.${stamp}@exemple.fr` });
  await reply('Bravo').fill('Bonjour Bravo');
  // The list's buttons and the draft's line: no serious or critical axe finding in the record.
  await expect(detail.getByText('Brouillon enregistré sur ce navigateur.')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Envoyer la réponse', exact: true })).toBeEnabled();
  expect(await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa']).analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))).toEqual([]);

  await nav.getByRole('button', { name: `Suivante : ${names[0]}` }).click();
  await expect(nav).toContainText('3 sur 3 dans la liste');
  await expect(detail.getByText(`Message de ${names[0]}`)).toBeVisible();
  await expect(reply('Alpha')).toHaveValue('');
  // The end of the list: 'Suivante' is off, the focus on 'Précédente'.
  await expect(nav.getByRole('button', { name: 'Suivante', exact: true })).toBeDisabled();
  await expect(nav.getByRole('button', { name: `Précédente : ${names[1]}` })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(nav).toContainText('2 sur 3 dans la liste');
  await expect(reply('Bravo')).toHaveValue('Bonjour Bravo');
  await nav.getByRole('button', { name: `Précédente : ${names[2]}` }).click();
  await expect(nav).toContainText('1 sur 3 dans la liste');
  // J and K go through the list too, but not from a field, where they are letters typed.
  await reply('Charlie').fill('Bonjour');
  await reply('Charlie').press('j');
  await expect(reply('Charlie')).toHaveValue('Bonjourj');
  await expect(nav).toContainText('1 sur 3 dans la liste');
  await detail.getByText(`Message de ${names[2]}`).click();
  await page.keyboard.press('j');
  await expect(nav).toContainText('2 sur 3 dans la liste');
  await expect(nav.getByRole('button', { name: `Suivante : ${names[0]}` })).toBeFocused();
  await page.keyboard.press('j');
  await expect(nav).toContainText('3 sur 3 dans la liste');
  await page.keyboard.press('k');
  await page.keyboard.press('k');
  await expect(nav).toContainText('1 sur 3 dans la liste');
  await expect(detail.getByText(`Message de ${names[2]}`)).toBeVisible();
  await expect(detail.getByText(`Message de ${names[2]}`)).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Précédente', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
});
