import { readFile } from 'node:fs/promises';
import { attachmentMessages } from '../domain/email-attachments';
import { attachmentBytes } from '../server/test/attachment-files';
import { adminApiToken, loginAsAdmin, openProspects } from './support/admin';
import { queryRows } from './support/database';
import { letterStamp, postContact } from './support/requests';
import { expect, test } from './support/test';

const { pdf: PDF, png: PNG, docx: DOCX } = attachmentBytes;
const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// Files joined to a reply (docs/decisions/0470-email-attachments.md).
test('a reply carries the files chosen, refused in French when it cannot, and each is downloaded from the thread', async ({ page, request }) => {
  const stamp = letterStamp();
  const email = `pieces.${stamp.toLowerCase()}@exemple.fr`;
  const id = await postContact(request, { name: `Moreau ${stamp}`, email, message: 'Pouvez-vous m’envoyer un devis ?' });
  await loginAsAdmin(page);
  await page.goto(`/admin#demande-${id}`);
  const detail = page.getByRole('dialog', { name: 'Message de contact' });
  const composer = detail.getByRole('form', { name: 'Répondre par e-mail' });
  const picker = composer.getByLabel('Joindre des fichiers');

  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('texte') });
  await expect(composer.getByRole('alert')).toHaveText(attachmentMessages.unknownType('notes.txt'));
  await picker.setInputFiles([
    { name: 'Devis été.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'maquette.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(composer.getByRole('alert')).toHaveCount(0);
  const chosen = composer.getByRole('list', { name: 'Pièces jointes' });
  await expect(chosen.getByRole('listitem')).toHaveText([/Devis été\.pdf\s*\d+\u00a0octets\s*Retirer/, /maquette\.png/]);
  await chosen.getByRole('button', { name: 'Retirer maquette.png' }).click();
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  // A file dropped beside the composer does nothing: the back-office stays, with what is being written.
  const droppedBeside = await page.evaluate((base64) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], 'ailleurs.png', { type: 'image/png' }));
    const over = new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true });
    const drop = new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true });
    return [document.body.dispatchEvent(over), document.body.dispatchEvent(drop)];
  }, PNG.toString('base64'));
  // Both canceled: the browser neither offers to open the file nor opens it.
  expect(droppedBeside).toEqual([false, false]);
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  // Dropped on the composer from the desktop, as in a mail program.
  const dropped = await page.evaluateHandle((base64) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], 'capture.png', { type: 'image/png' }));
    return transfer;
  }, PNG.toString('base64'));
  await composer.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(chosen.getByRole('listitem')).toHaveText([/Devis été\.pdf/, /capture\.png/]);
  // A renamed file is refused by what it holds, once the server reads it.
  await picker.setInputFiles({ name: 'contrat.docx', mimeType: WORD, buffer: PNG });
  await composer.getByRole('textbox', { name: `Réponse à ${email}` }).fill('Bonjour, voici notre devis.');
  await composer.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(composer.getByRole('alert')).toHaveText(attachmentMessages.nameMismatch('contrat.docx', 'image/png'));
  await chosen.getByRole('button', { name: 'Retirer contrat.docx' }).click();

  await composer.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(composer.getByRole('status')).toContainText(email);
  await expect(composer.getByRole('list', { name: 'Pièces jointes' })).toHaveCount(0);
  const stored = queryRows<{ name: string; content_type: string; size: number }>(
    'select a.name, a.content_type, a.size from email_attachments a join request_messages m on m.id = a.request_message_id where m.request_id = ? order by a.id',
    id,
  );
  expect(stored).toEqual([
    { name: 'Devis été.pdf', content_type: 'application/pdf', size: PDF.length },
    { name: 'capture.png', content_type: 'image/png', size: PNG.length },
  ]);

  const thread = detail.getByRole('list', { name: 'Fil de la conversation' });
  const link = thread.getByRole('link', { name: /Devis été\.pdf/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('Devis été.pdf');
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);
});

test('an e-mail from a prospect’s record carries its file, found again in the record’s history', async ({ page, request }) => {
  const stamp = letterStamp();
  const email = `proposition.${stamp}@exemple.fr`;
  const created = await request.post('/api/admin/prospects', { headers: { 'x-api-key': await adminApiToken(request) }, data: { nom: `Lefèvre ${stamp}`, prenom: 'Anaïs', email } });
  expect(created.status()).toBe(201);
  await loginAsAdmin(page);
  const prospects = await openProspects(page);
  await prospects.getByRole('searchbox', { name: 'Rechercher un prospect' }).fill(email);
  await prospects.getByRole('row', { name: new RegExp(`Modifier Anaïs Lefèvre ${stamp}`) }).click();
  const record = page.getByRole('dialog', { name: /Prospect / }).last();
  await record.getByRole('button', { name: `Écrire à ${email}` }).click();
  const composer = record.getByRole('form', { name: 'Écrire un e-mail au prospect' });
  await composer.getByLabel('Joindre des fichiers').setInputFiles([
    { name: 'proposition.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'Contrat.docx', mimeType: WORD, buffer: DOCX },
  ]);
  await composer.getByRole('textbox', { name: 'Objet' }).fill('Notre proposition');
  await composer.getByRole('textbox', { name: `Message à ${email}` }).fill('Bonjour Inès, voici notre proposition.');
  await composer.getByRole('button', { name: 'Envoyer l’e-mail' }).click();
  await expect(composer.getByRole('status')).toContainText('E-mail enregistré');

  const link = record.getByRole('link', { name: /proposition\.pdf/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('proposition.pdf');
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);
  const [word] = await Promise.all([page.waitForEvent('download'), record.getByRole('link', { name: /Contrat\.docx/ }).click()]);
  expect(word.suggestedFilename()).toBe('Contrat.docx');
  expect((await readFile(await word.path())).equals(DOCX)).toBe(true);
});
