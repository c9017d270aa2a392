import { prospectEmailMessages } from '../domain/prospects/prospect-emails';
import { adminApiToken, loginAsAdmin, openProspects } from './support/admin';
import { letterStamp } from './support/requests';
import { expect, test } from './support/test';

// E-mails scheduled from a prospect's record (docs/decisions/0472-scheduled-prospect-emails.md).
test('an e-mail scheduled from a record waits in its history, where it is sent at once or cancelled', async ({ page, request }) => {
  const stamp = letterStamp();
  const email = `programme.${stamp.toLowerCase()}@exemple.fr`;
  const created = await request.post('/api/admin/prospects', { headers: { 'x-api-key': await adminApiToken(request) }, data: { nom: `Garnier ${stamp}`, prenom: 'Lucie', email } });
  expect(created.status()).toBe(201);
  await loginAsAdmin(page);
  const prospects = await openProspects(page);
  await prospects.getByRole('searchbox', { name: 'Rechercher un prospect' }).fill(email);
  await prospects.getByRole('row', { name: new RegExp(`Modifier Lucie Garnier ${stamp}`) }).click();
  const record = page.getByRole('dialog', { name: /Prospect / }).last();
  await record.getByRole('button', { name: `Écrire à ${email}` }).click();
  const composer = record.getByRole('form', { name: 'Écrire un e-mail au prospect' });
  const history = record.getByRole('list', { name: 'Historique' });

  // A time past is refused in French, and nothing is stored.
  await composer.getByRole('textbox', { name: 'Objet' }).fill('Point de lundi');
  await composer.getByRole('textbox', { name: `Message à ${email}` }).fill('Bonjour Lucie, faisons le point lundi.');
  await composer.getByLabel('Envoi', { exact: true }).selectOption({ label: 'Autre date et heure…' });
  await composer.getByLabel('Date et heure d’envoi').fill('06/01/2020');
  await composer.getByLabel('Heure d’envoi', { exact: true }).fill('9 h');
  await composer.getByRole('button', { name: 'Programmer l’envoi' }).click();
  await expect(composer.getByRole('alert')).toHaveText(prospectEmailMessages.sendAt);
  await expect(history.getByText('Point de lundi')).toHaveCount(0);

  // The mornings offered depend on the day ('Lundi prochain' is tomorrow on a Sunday): 'Demain' is always there.
  await composer.getByLabel('Envoi', { exact: true }).selectOption({ label: 'Demain, 9 h' });
  await composer.getByRole('button', { name: 'Programmer l’envoi' }).click();
  await expect(composer.getByRole('status')).toContainText(`E-mail programmé : il partira à ${email} le `);
  // The next e-mail leaves now unless asked again.
  await expect(composer.getByRole('button', { name: 'Envoyer l’e-mail' })).toBeVisible();
  const scheduled = history.getByRole('listitem').filter({ hasText: 'E-mail programmé : Point de lundi' });
  await expect(scheduled).toContainText(`à 09:00, à ${email}`);

  await scheduled.getByRole('button', { name: 'Annuler l’envoi' }).click();
  const confirm = page.getByRole('dialog', { name: /Ne pas envoyer cet e-mail/ });
  await confirm.getByRole('button', { name: 'Supprimer l’e-mail' }).click();
  await expect(history.getByText('Point de lundi')).toHaveCount(0);

  // Scheduled again, then sent at once.
  await composer.getByRole('textbox', { name: 'Objet' }).fill('Notre proposition');
  await composer.getByRole('textbox', { name: `Message à ${email}` }).fill('Bonjour Lucie, voici notre proposition.');
  await composer.getByLabel('Envoi', { exact: true }).selectOption({ label: 'Autre date et heure…' });
  // In ten days, on the browser's own clock, as the field reads it.
  const inTenDays = await page.evaluate(() => {
    const at = new Date(Date.now() + 10 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()}`;
  });
  await composer.getByLabel('Date et heure d’envoi').fill(inTenDays);
  await composer.getByLabel('Heure d’envoi', { exact: true }).fill('10:30');
  await composer.getByRole('button', { name: 'Programmer l’envoi' }).click();
  const waiting = history.getByRole('listitem').filter({ hasText: 'E-mail programmé : Notre proposition' });
  await waiting.getByRole('button', { name: 'Envoyer maintenant' }).click();
  await expect(history.getByRole('listitem').filter({ hasText: /E-mail (envoyé|journalisé \(SMTP non configuré\))\s: Notre proposition/ })).toHaveCount(1);
  await expect(history.getByText('E-mail programmé : Notre proposition')).toHaveCount(0);

  // Every e-mail waiting, across the base, leads back to its record.
  await composer.getByRole('textbox', { name: 'Objet' }).fill(`Rendez-vous ${stamp}`);
  await composer.getByRole('textbox', { name: `Message à ${email}` }).fill('Bonjour Lucie, à demain.');
  await composer.getByLabel('Envoi', { exact: true }).selectOption({ label: 'Demain, 9 h' });
  await composer.getByRole('button', { name: 'Programmer l’envoi' }).click();
  await expect(history.getByText(`E-mail programmé : Rendez-vous ${stamp}`)).toBeVisible();
  await record.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(record).toHaveCount(0);
  await prospects.getByRole('button', { name: 'E-mails programmés' }).click();
  const waitingList = page.getByRole('dialog', { name: 'E-mails programmés' }).getByRole('list', { name: 'E-mails programmés' });
  const item = waitingList.getByRole('listitem').filter({ hasText: `Rendez-vous ${stamp}` });
  await expect(item).toContainText(`À Lucie Garnier ${stamp} (${email}) · écrit par admin`);
  await item.getByRole('button', { name: /Ouvrir la fiche de Lucie Garnier/ }).click();
  await expect(page.getByRole('dialog', { name: /Prospect / }).last().getByText(`E-mail programmé : Rendez-vous ${stamp}`)).toBeVisible();
});
