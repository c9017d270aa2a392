import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { loginAsAdmin, openProspects } from './support/admin';
import { queryRows } from './support/database';
import { insertProspect } from './support/prospects';
import { parisToday } from '../domain/paris-time';

/** A prospect stored as the repository stores one, search column included. */

/** Signs in, imports a file of one line through the dialog, and checks the note it shows on how the file was read. */
async function importsOneLine(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, encodingNote: string) {
  await loginAsAdmin(page);
  const modal = await openProspects(page);
  await modal.getByRole('button', { name: 'Importer CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des prospects (CSV)' });
  await dialog.getByLabel('Fichier CSV (5 Mo au plus)').setInputFiles(file);
  await expect(dialog.getByText(encodingNote)).toBeVisible();
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('1 créé, 0 fusionné avec un prospect existant, sur 1 ligne.');
}

test.describe('prospects database', () => {
  test('search without accents, change a status, find it kept, export the file', async ({ page }) => {
    const stamp = String(Date.now());
    const email = `helene.${stamp}@poesie.fr`;
    const id = insertProspect({ nom: 'Éluard', prenom: 'Hélène', email, entreprise: `Poésie ${stamp}`, fonction: 'Poétesse' });
    const code = `CLI-${String(id).padStart(5, '0')}`;
    await loginAsAdmin(page);

    let modal = await openProspects(page);
    await expect(modal.getByRole('table', { name: 'Prospects' })).toBeVisible();
    await modal.getByRole('searchbox', { name: 'Rechercher un prospect' }).fill(`helene eluard ${stamp}`);
    const row = modal.getByRole('row', { name: `Modifier Hélène Éluard (${code})` });
    await expect(row).toBeVisible();
    await expect(modal.getByRole('row')).toHaveCount(2);
    await expect(row).toContainText('Non');
    await row.click();

    const edit = page.getByRole('dialog', { name: `Prospect ${code}` });
    await expect(edit.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
    await expect(edit.getByRole('combobox', { name: 'Statut' }).locator('option').first()).toHaveText('-- Sélectionnez un statut --');
    await edit.getByRole('combobox', { name: 'Statut' }).selectOption('RDV planifié');
    await edit.getByRole('combobox', { name: 'Responsable' }).selectOption('admin');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(edit).toBeHidden();
    await expect(modal.getByText('Prospect enregistré avec succès')).toBeVisible();
    await expect(row).toContainText('RDV planifié');
    expect(queryRows<{ statut: string }>('select statut from prospects where id = ?', id)).toEqual([{ statut: 'RDV planifié' }]);

    await modal.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(modal).toBeHidden();
    modal = await openProspects(page);
    await modal.getByRole('searchbox', { name: 'Rechercher un prospect' }).fill(`HELENE ${stamp}`);
    await modal.getByRole('searchbox', { name: 'Rechercher un prospect' }).press('Enter');
    await expect(row).toContainText('RDV planifié');
    await row.click();
    await expect(edit.getByRole('combobox', { name: 'Statut' })).toHaveValue('RDV planifié');
    await edit.getByRole('button', { name: 'Annuler' }).click();
    await expect(edit).toBeHidden();

    const [download] = await Promise.all([page.waitForEvent('download'), modal.getByRole('link', { name: 'Exporter CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`prospects-${parisToday()}.csv`);
    const bytes = readFileSync((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      "Code client;Nom;Prénom;E-mail;Téléphone;Entreprise;Fonction;Source;Date d'ajout;Statut;Contacté;Commentaire;Score;Valeur estimée (€);Clôture prévue;Étiquettes;" +
        'Responsable;Prochaine action;Type de la prochaine action;Date de la prochaine action;Heure de la prochaine action;Motif de perte;Perdu le;Gagné le',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${code};Éluard;Hélène;${email};06 11 22 33 44;Poésie ${stamp};Poétesse;manuel;`);
    expect(lines[1]).toContain(';RDV planifié;Non;;');
    expect(lines[1]).toMatch(/;admin;;;;;;;$/);
  });

  test('an admin imports a CSV file through the picker: a dry run first, then the import, a bad line listed', async ({ page }) => {
    const stamp = String(Date.now());
    const email = `gabrielle.${stamp}@exemple.fr`;
    const csv = ['Nom;Prénom;E-mail;Entreprise', `Colette;Gabrielle;${email};Claudine ${stamp}`, `Sans;Adresse;pas-une-adresse;Rien ${stamp}`].join('\r\n');
    await loginAsAdmin(page);
    const modal = await openProspects(page);
    await modal.getByRole('button', { name: 'Importer CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer des prospects (CSV)' });
    // The picker reads in French whatever the browser's language.
    await expect(dialog.getByText('Choisir un fichier')).toBeVisible();
    await expect(dialog.getByText('Aucun fichier choisi')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Importer', exact: true })).toBeDisabled();
    await dialog.getByLabel('Fichier CSV (5 Mo au plus)').setInputFiles({ name: `prospects-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(dialog.getByText(`prospects-${stamp}.csv`)).toBeVisible();

    await dialog.getByRole('button', { name: 'Vérifier sans importer' }).click();
    const report = dialog.getByRole('status');
    await expect(report).toContainText("Simulation : 1 ligne serait importée, 1 refusée. Rien n'a été enregistré.");
    await expect(report).toContainText('Ligne 3 :');
    expect(queryRows('select id from prospects where email = ?', email)).toEqual([]);

    await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
    await expect(report).toContainText('1 créé, 0 fusionné avec un prospect existant, sur 2 lignes.');
    expect(queryRows<{ nom: string; entreprise: string }>('select nom, entreprise from prospects where email = ?', email)).toEqual([{ nom: 'Colette', entreprise: `Claudine ${stamp}` }]);
    await dialog.getByRole('button', { name: 'Fermer' }).first().click();
    await modal.getByRole('searchbox', { name: 'Rechercher un prospect' }).fill(`gabrielle ${stamp}`);
    await expect(modal.getByRole('row', { name: /Modifier Gabrielle Colette/ })).toBeVisible();
  });

  test("an Excel CSV saved in Windows-1252 keeps its accents, its apostrophe and its euro sign", async ({ page }) => {
    const stamp = String(Date.now());
    const email = `helene.${stamp}@exemple.fr`;
    // French Excel's « CSV (séparateur : point-virgule) »: ISO-8859-1 for the accents, 0x92 for ’ and 0x80 for €.
    const file = Buffer.concat([
      Buffer.from(`Nom;Prénom;E-mail;Entreprise;Commentaire\r\nÉluard;Hélène;${email};Café d`, 'latin1'),
      Buffer.from([0x92]),
      Buffer.from(`Août ${stamp};Budget 5 000 `, 'latin1'),
      Buffer.from([0x80]),
      Buffer.from('\r\n', 'latin1'),
    ]);
    await importsOneLine(page, { name: `excel-${stamp}.csv`, mimeType: 'text/csv', buffer: file }, 'Fichier lu en Windows-1252, l’encodage des CSV d’Excel : accents et symboles conservés.');
    expect(queryRows('select nom, prenom, entreprise, commentaire from prospects where email = ?', email)).toEqual([
      { nom: 'Éluard', prenom: 'Hélène', entreprise: `Café d’Août ${stamp}`, commentaire: 'Budget 5 000 €' },
    ]);
  });

  test("Excel's « Texte Unicode » (UTF-16, tab-separated) imports with its accents", async ({ page }) => {
    const stamp = String(Date.now());
    const email = `tabule.${stamp}@exemple.fr`;
    const text = `Nom\tPrénom\tE-mail\tCommentaire\r\nŒuvre\tLéonie\t${email}\tRappeler lundi, avant midi ; sans faute ${stamp}\r\n`;
    const file = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    await importsOneLine(page, { name: `export-${stamp}.txt`, mimeType: 'text/plain', buffer: file }, 'Fichier lu en UTF-16 (texte Unicode d’Excel).');
    expect(queryRows('select nom, prenom, commentaire from prospects where email = ?', email)).toEqual([
      { nom: 'Œuvre', prenom: 'Léonie', commentaire: `Rappeler lundi, avant midi ; sans faute ${stamp}` },
    ]);
  });

  test("Excel for Mac's CSV (Mac Roman) imports with its accents", async ({ page }) => {
    const stamp = String(Date.now());
    const email = `mac.${stamp}@exemple.fr`;
    // Mac Roman: 0x8E é, 0x8F è, 0x8D ç, 0x88 à, 0x83 É, 0xD5 ’.
    const macRoman = (text: string) => Buffer.from([...text].map((char) => ({ é: 0x8e, è: 0x8f, ç: 0x8d, à: 0x88, É: 0x83, '’': 0xd5 })[char] ?? char.charCodeAt(0)));
    const file = macRoman(`Nom;Prénom;E-mail;Entreprise\r\nÉluard;Hélène;${email};Façade d’art à ${stamp}\r\n`);
    await importsOneLine(page, { name: `mac-${stamp}.csv`, mimeType: 'text/csv', buffer: file }, 'Fichier lu en Mac Roman, l’encodage des CSV d’Excel pour Mac : accents et symboles conservés.');
    expect(queryRows('select nom, prenom, entreprise from prospects where email = ?', email)).toEqual([{ nom: 'Éluard', prenom: 'Hélène', entreprise: `Façade d’art à ${stamp}` }]);
  });

  test('a CSV saved in ISO-8859-15 imports with its œ and its euro sign', async ({ page }) => {
    const stamp = String(Date.now());
    const email = `latin9.${stamp}@exemple.fr`;
    // ISO-8859-15: 0xBD œ, 0xA4 € (what Windows-1252 reads as ½ and ¤).
    const latin9 = (text: string) => Buffer.from([...text].map((char) => ({ œ: 0xbd, '€': 0xa4 })[char] ?? char.charCodeAt(0)));
    const file = latin9(`Nom;Prénom;E-mail;Entreprise;Commentaire\r\nMaréchal;Cœlie;${email};Les sœurs ${stamp};Budget 3 000 €\r\n`);
    await importsOneLine(page, { name: `latin9-${stamp}.csv`, mimeType: 'text/csv', buffer: file }, 'Fichier lu en ISO-8859-15 (Latin-9) : accents, « € » et « œ » conservés.');
    expect(queryRows('select nom, prenom, entreprise, commentaire from prospects where email = ?', email)).toEqual([
      { nom: 'Maréchal', prenom: 'Cœlie', entreprise: `Les sœurs ${stamp}`, commentaire: 'Budget 3 000 €' },
    ]);
  });

  test('the grid and its edit form fit a phone @mobile', async ({ page }) => {
    const stamp = String(Date.now()).slice(-6);
    insertProspect({ nom: 'Colette', prenom: 'Sidonie', email: `sidonie.${stamp}@exemple.fr`, entreprise: `Claudine ${stamp}` });
    await loginAsAdmin(page);
    const modal = await openProspects(page);
    await modal.getByRole('searchbox', { name: 'Rechercher un prospect' }).fill(`sidonie ${stamp}`);
    // On a phone the prospects are a list of cards, not the wide table.
    const card = modal.getByRole('button', { name: /Modifier Sidonie Colette/ });
    await expect(card).toBeVisible();
    await expect(modal.getByRole('table', { name: 'Prospects' })).toBeHidden();
    expect((await card.boundingBox())!.height).toBeLessThan(120);
    // The five actions after 'Nouveau prospect' fold under one line, so that the first card is on the first screen
    // (it was 500 px down under five lines of buttons, 570 with the label filter; now 360 and 430); Entrée opens them.
    expect((await modal.getByRole('list', { name: 'Prospects' }).boundingBox())!.y).toBeLessThan(460);
    const importButton = modal.getByRole('button', { name: 'Importer CSV' });
    await expect(importButton).toBeHidden();
    await modal.getByText('Autres actions', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(importButton).toBeVisible();
    // Everything inside a dialog fits the phone.
    const overflowing = (root: Element) => [...root.querySelectorAll('*')].filter((e) => !e.closest('table') && e.getBoundingClientRect().right > window.innerWidth + 1).length;
    expect((await modal.boundingBox())!.width).toBeLessThanOrEqual(390);
    expect(await modal.evaluate(overflowing)).toBe(0);
    await card.click();
    const edit = page.getByRole('dialog', { name: /^Prospect CLI-/ });
    await expect(edit.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
    expect((await edit.boundingBox())!.width).toBeLessThanOrEqual(390);
    expect(await edit.evaluate(overflowing)).toBe(0);
  });
});
