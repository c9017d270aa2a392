import { loginAsAdmin, openAdminSection } from './support/admin';
import { queryRows } from './support/database';
import { insertProspect } from './support/prospects';
import { letterStamp, postContact } from './support/requests';
import { expect, test } from './support/test';

// Replies, e-mails and notes begun and not sent are kept on the browser (docs/decisions/0451-drafts.md).
test.describe('drafts', () => {
  test("a reply and a note begun on a request come back after the dialog closes and the page reloads; sending or 'Effacer le brouillon' ends them", async ({ page, request }) => {
    const stamp = letterStamp();
    const name = `Dupré ${stamp}`;
    const email = `brouillon.${stamp}@exemple.fr`;
    const id = await postContact(request, { name, email, company: 'Atelier', message: 'Pouvez-vous me rappeler ?' });
    await loginAsAdmin(page);
    await page.goto(`/admin#demande-${id}`);
    const detail = page.getByRole('dialog', { name: 'Message de contact' });
    const subject = detail.getByRole('textbox', { name: 'Objet de la réponse' });
    const reply = detail.getByRole('textbox', { name: `Réponse à ${email}` });
    const note = detail.getByRole('textbox', { name: 'Note interne (jamais envoyée)' });
    await expect(detail.getByText('Brouillon enregistré sur ce navigateur.')).toHaveCount(0);
    await subject.fill('Votre projet de refonte');
    await reply.fill('Bonjour, merci pour votre message.\nJe reviens vers vous');
    await note.fill('Rappeler après 14 h');
    await expect(detail.getByText('Brouillon enregistré sur ce navigateur.')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // The inbox marks the row; the page reloaded, the record gives back what was typed.
    const section = await openAdminSection(page, 'contact-messages');
    await section.getByRole('searchbox', { name: 'Rechercher' }).fill(stamp);
    const row = section.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Brouillon', { exact: true })).toBeVisible();
    // The record's address is loaded anew: a page opening on it, not a hash changed while the panel still loads.
    await page.goto(`/admin#demande-${id}`);
    await page.reload();
    await expect(subject).toHaveValue('Votre projet de refonte');
    await expect(reply).toHaveValue('Bonjour, merci pour votre message.\nJe reviens vers vous');
    await expect(note).toHaveValue('Rappeler après 14 h');

    // The note added, its draft ends; the reply's stays until it is sent or cleared.
    await detail.getByRole('button', { name: 'Ajouter la note' }).click();
    await expect(note).toHaveValue('');
    const replyForm = detail.getByRole('form', { name: 'Répondre par e-mail' });
    const noteForm = detail.getByRole('form', { name: 'Ajouter une note interne' });
    await expect(noteForm.getByText('Brouillon enregistré sur ce navigateur.')).toHaveCount(0);
    await expect(replyForm.getByText('Brouillon enregistré sur ce navigateur.')).toBeVisible();
    await replyForm.getByRole('button', { name: 'Effacer le brouillon' }).click();
    await expect(reply).toHaveValue('');
    await expect(subject).toHaveValue('Re : votre demande');
    await expect(replyForm.getByText('Brouillon enregistré sur ce navigateur.')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await openAdminSection(page, 'contact-messages');
    await section.getByRole('searchbox', { name: 'Rechercher' }).fill(stamp);
    await expect(row).toBeVisible();
    await expect(row.getByText('Brouillon', { exact: true })).toHaveCount(0);

    // A reply sent ends its draft too.
    await page.goto(`/admin#demande-${id}`);
    await reply.fill('Bonjour, je vous appelle demain.');
    await detail.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await expect(detail.getByRole('list', { name: 'Fil de la conversation' })).toContainText('Bonjour, je vous appelle demain.');
    await expect(reply).toHaveValue('');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('synapse-drafts') ?? '{}').state?.drafts ?? {})).toEqual({});
    expect(queryRows<{ body: string }>("select body from request_messages where request_id = ? and author = 'admin' and kind = 'reply'", id)).toEqual([
      { body: 'Bonjour, je vous appelle demain.' },
    ]);
  });

  test("an e-mail begun from a prospect's record opens again with its text, and logging out forgets every draft", async ({ page }) => {
    const letters = letterStamp();
    const address = `prospect.${letters.toLowerCase()}@exemple.fr`;
    const id = insertProspect({ nom: 'Brouillon', prenom: `Fiche${letters}`, email: address, entreprise: 'Carnet SA', statut: 'Qualifié' });
    await loginAsAdmin(page);
    await page.goto(`/admin#prospect-${id}`);
    const record = page.getByRole('dialog', { name: /^Prospect CLI-/ });
    await record.getByRole('button', { name: `Écrire à ${address}` }).click();
    await record.getByRole('textbox', { name: 'Objet' }).fill('Votre devis');
    await record.getByRole('textbox', { name: `Message à ${address}` }).fill('Voici notre proposition.');
    await record.getByRole('region', { name: 'Notes' }).getByRole('textbox', { name: 'Note interne (jamais envoyée)' }).fill('Budget à confirmer');
    await page.keyboard.press('Escape');
    await expect(record).toBeHidden();
    const prospects = page.getByRole('dialog', { name: 'Base prospects' });
    await page.keyboard.press('Escape');
    await expect(prospects).toBeHidden();

    await page.goto(`/admin#prospect-${id}`);
    // The composer is open again, with what was typed.
    await expect(record.getByRole('textbox', { name: 'Objet' })).toHaveValue('Votre devis');
    await expect(record.getByRole('textbox', { name: `Message à ${address}` })).toHaveValue('Voici notre proposition.');
    await expect(record.getByRole('region', { name: 'Notes' }).getByRole('textbox', { name: 'Note interne (jamais envoyée)' })).toHaveValue('Budget à confirmer');
    await page.keyboard.press('Escape');
    await expect(record).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(prospects).toBeHidden();

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('synapse-drafts') ?? '{}').state?.drafts ?? {})).toEqual({});
    await loginAsAdmin(page);
    await page.goto(`/admin#prospect-${id}`);
    await expect(record.getByRole('button', { name: `Écrire à ${address}` })).toBeVisible();
    await expect(record.getByRole('region', { name: 'Notes' }).getByRole('textbox', { name: 'Note interne (jamais envoyée)' })).toHaveValue('');
  });
});
