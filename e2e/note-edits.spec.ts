import AxeBuilder from '@axe-core/playwright';
import { execute, insertAdminUser, loginAsAdmin } from './support/admin';
import { queryRows } from './support/database';
import { insertProspect } from './support/prospects';
import { letterStamp, postContact } from './support/requests';
import { expect, test } from './support/test';

// A note is changed by its author (docs/decisions/0452-notes-edited-by-their-author.md).
test.describe('notes changed by their author', () => {
  test("a request's note changed in place: Escape leaves it as it was and keeps the dialog, 'Enregistrer' stores it and tells a colleague named anew", async ({ page, request }) => {
    const stamp = letterStamp();
    const id = await postContact(request, { name: `Modif ${stamp}`, email: `modif.${stamp}@exemple.fr`, company: 'Atelier', message: 'Un devis, svp.' });
    await insertAdminUser('edit-e2e', 'Edit-E2E-Mdp-1', 'ROLE_USER');
    execute("update admin_users set email = 'edit.e2e@exemple.fr' where username = 'edit-e2e'");
    await loginAsAdmin(page);
    await page.goto(`/admin#demande-${id}`);
    const detail = page.getByRole('dialog', { name: 'Message de contact' });
    await detail.getByRole('textbox', { name: 'Note interne (jamais envoyée)' }).fill('Budget : 5 000 €');
    await detail.getByRole('button', { name: 'Ajouter la note' }).click();
    const note = detail.getByRole('list', { name: 'Fil de la conversation' }).getByRole('listitem').filter({ hasText: 'note interne' });
    await expect(note).toContainText('Budget : 5 000 €');

    await note.getByRole('button', { name: 'Modifier la note' }).click();
    const field = note.getByRole('textbox', { name: 'Texte de la note' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('Budget : 5 000 €');
    await field.fill('Budget : 9 000 €');
    await field.press('Escape');
    await expect(detail).toBeVisible();
    await expect(field).toHaveCount(0);
    await expect(note).toContainText('Budget : 5 000 €');
    await expect(note.getByRole('button', { name: 'Modifier la note' })).toBeFocused();

    await note.getByRole('button', { name: 'Modifier la note' }).click();
    await field.fill('Budget : 9 000 €, ');
    await field.press('End');
    await field.pressSequentially('@edit-e');
    await expect(note.getByRole('listbox', { name: 'Utilisateurs à mentionner' }).getByRole('option')).toHaveText(['@edit-e2e']);
    // Escape closes the list of names first, the field stays open.
    await field.press('Escape');
    await expect(note.getByRole('listbox', { name: 'Utilisateurs à mentionner' })).toHaveCount(0);
    await expect(field).toBeVisible();
    await field.pressSequentially('2');
    await field.press('Enter');
    await note.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(note.getByRole('status')).toHaveText('Note modifiée ; prévenu par e-mail : edit-e2e');
    await expect(note).toContainText('Budget : 9 000 €, @edit-e2e');
    await expect(note).toContainText(/modifiée le \d{2}\/\d{2}\/\d{4}/);
    expect(queryRows<{ body: string }>("select body from request_messages where request_id = ? and kind = 'note'", id)).toEqual([{ body: 'Budget : 9 000 €, @edit-e2e' }]);
  });

  test("a prospect's note changed from the history keeps its place, marked changed; an emptied text cannot be saved", async ({ page }) => {
    const letters = letterStamp();
    const id = insertProspect({ nom: 'Modif', prenom: `Fiche${letters}`, email: `modif.${letters.toLowerCase()}@exemple.fr`, entreprise: 'Carnet SA', statut: 'Qualifié' });
    await loginAsAdmin(page);
    await page.goto(`/admin#prospect-${id}`);
    const record = page.getByRole('dialog', { name: /^Prospect CLI-/ });
    await record.getByRole('region', { name: 'Notes' }).getByRole('textbox', { name: 'Note interne (jamais envoyée)' }).fill('Décideur : le gérant');
    await record.getByRole('region', { name: 'Notes' }).getByRole('button', { name: 'Ajouter la note' }).click();
    const history = record.getByRole('region', { name: 'Historique' });
    const note = history.getByRole('listitem').filter({ hasText: 'Note interne' });
    await expect(note).toContainText('Décideur : le gérant');

    await note.getByRole('button', { name: 'Modifier la note' }).click();
    const field = note.getByRole('textbox', { name: 'Texte de la note' });
    await field.fill('');
    await expect(note.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa']).analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))).toEqual([]);
    await field.fill('Décideuse : la gérante');
    await note.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(note.getByRole('status')).toHaveText('Note modifiée');
    await expect(note).toContainText('Décideuse : la gérante');
    await expect(note).toContainText(/modifiée le /);
    await expect(note.getByRole('button', { name: 'Modifier la note' })).toBeFocused();
    expect(queryRows<{ body: string }>('select body from prospect_notes where prospect_id = ?', id)).toEqual([{ body: 'Décideuse : la gérante' }]);
  });
});
