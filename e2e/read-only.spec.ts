import QRCode from 'qrcode';
import { adminApiToken, insertAdminUser, insertCallback, loginAsAdmin, openAllAdminSections, openProspects } from './support/admin';
import { expect, test, type Locator, type Page } from './support/test';

const READER = 'lecteur-lecture-seule';
const PASSWORD = 'lecture-seule-2026';
const NOTE = 'Lecture seule : votre rôle ne permet pas de modifier';
// Each run of the file (a retry included) adds its own prospect, so the search finds exactly one.
const PROSPECT_EMAIL = `prospect.lecture.${Date.now()}@exemple.fr`;

/** Every button whose name says it changes something, by section; a reader must find each one disabled. */
const WRITE_BUTTON =
  /^(Traiter|Marquer .* comme traité|Annuler la demande|Remettre en attente|Créer le prospect|Nouveau prospect|Importer CSV|Effacer ses données|Enregistrer|Supprimer|Nouveau lien|Modifier|Actif\s:|Inactif\s:|Sauvegarder|Nouvel utilisateur|Réinitialiser$|Générer|Révoquer|Régénérer|Vérifier l’URL|Démarrer le monitoring|Arrêter le monitoring|Appliquer|Envoyer|Ajouter la note|Renouveler|Mettre à jour|Écrire à)/;

/** Actions of the reader's own account, open to them (docs/decisions/0458-own-password.md, 0467-email-signatures.md, 0536-own-email-address.md). */
const OWN_ACCOUNT_BUTTON = /^(Enregistrer la signature|Enregistrer l’adresse)$/;

/** Read in one step, so a panel that re-renders meanwhile (polling) cannot detach a button under the test. */
async function enabledWriteButtons(scope: Locator): Promise<string[]> {
  return scope.locator('button').evaluateAll(
    (buttons, { write, own }) =>
      (buttons as HTMLButtonElement[])
        .filter((button) => !button.disabled)
        .map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim())
        .filter((name) => new RegExp(write).test(name) && !new RegExp(own).test(name)),
    { write: WRITE_BUTTON.source, own: OWN_ACCOUNT_BUTTON.source },
  );
}

const section = (page: Page, id: string) => page.locator(`section#${id}, div#${id}`).first();

test.beforeAll(async ({ request }) => {
  await insertAdminUser(READER, PASSWORD, 'ROLE_USER');
  insertCallback({ name: 'Rappel Lecture', email: 'rappel.lecture@exemple.fr' });
  const token = await adminApiToken(request);
  const headers = { 'x-api-key': token };
  await request.post('/api/admin/tracking-links', { headers, data: { clientName: 'Client lecture seule', description: '', campaign: '', source: '', medium: '' } });
  await request.post('/api/admin/prospects', { headers, data: { nom: 'Lecture', prenom: 'Prospect', email: PROSPECT_EMAIL } });
  const url = 'https://www.exemple.fr/lecture';
  const data = await QRCode.toDataURL(url, { width: 200, margin: 4, errorCorrectionLevel: 'M' });
  const qr = await request.post('/api/admin/qr-codes', {
    headers,
    data: { name: 'QR lecture', url, fgColor: '#60a5fa', bgColor: '#1f2937', size: 200, includeLogo: false, logoSize: 24, errorLevel: 'M', borderSize: 20, data },
  });
  expect(qr.status()).toBe(201);
});

test('a ROLE_USER finds every write action disabled and the read-only note explaining why', async ({ page }) => {
  test.slow(); // every section opened, then the prospects
  await loginAsAdmin(page, READER, PASSWORD);
  await openAllAdminSections(page);
  const inbox = section(page, 'callback-requests');
  await expect(inbox.getByRole('button', { name: /Marquer Rappel Lecture comme traité/ }).first()).toBeDisabled();
  await expect(inbox.getByRole('button', { name: /Marquer Rappel Lecture comme traité/ }).first()).toHaveAttribute('title', NOTE);
  await expect(section(page, 'tracking-links').getByText('Client lecture seule').first()).toBeVisible();
  await expect(section(page, 'tools-qr-generator').getByRole('listitem').filter({ hasText: 'QR lecture' }).first()).toBeVisible();
  await expect(section(page, 'settings-users').getByRole('row', { name: /admin/ }).first()).toBeVisible();
  // A reader is never assigned: no availability of their own to set.
  await expect(page.getByRole('banner').getByRole('switch', { name: 'Disponible' })).toHaveCount(0);

  for (const id of ['callback-requests', 'contact-messages', 'tracking-links', 'tools-qr-generator', 'settings-users', 'settings-general', 'settings-preferences', 'settings-security', 'servers-system', 'ai-improvements', 'business-cards']) {
    const scope = section(page, id);
    await expect(scope, id).toBeAttached();
    expect(await enabledWriteButtons(scope), id).toEqual([]);
  }
  for (const id of ['callback-requests', 'tracking-links', 'tools-qr-generator', 'settings-users', 'settings-general', 'settings-security']) {
    await expect(section(page, id).getByRole('note').filter({ hasText: NOTE }).first(), id).toBeVisible();
  }

  // Their own signature and address are theirs to write.
  await expect(section(page, 'settings-preferences').getByRole('button', { name: 'Enregistrer la signature' })).toBeEnabled();
  await expect(section(page, 'settings-preferences').getByRole('button', { name: 'Enregistrer l’adresse' })).toBeEnabled();

  // The whole page, SEO tools included, once every panel has loaded.
  expect(await enabledWriteButtons(page.locator('main'))).toEqual([]);

  const prospects = await openProspects(page);
  await expect(prospects.getByRole('note').filter({ hasText: NOTE })).toBeVisible();
  // Found by the search, which a reader may use: other tests' prospects may fill the first page.
  await prospects.getByRole('searchbox', { name: 'Rechercher un prospect' }).fill(PROSPECT_EMAIL);
  // A debounced search answered by a server the whole suite keeps busy: allowed more than the default 5 s.
  await expect(prospects.getByRole('table').getByText(PROSPECT_EMAIL)).toBeVisible({ timeout: 15_000 });
  expect(await enabledWriteButtons(prospects)).toEqual([]);
  await prospects.getByRole('row', { name: /Voir Prospect Lecture/ }).click();
  const edit = page.getByRole('dialog', { name: /Prospect / }).last();
  await expect(edit.getByRole('note').filter({ hasText: NOTE })).toBeVisible();
  expect(await enabledWriteButtons(edit)).toEqual([]);
});
