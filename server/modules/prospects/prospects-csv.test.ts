import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisToday } from '../../../domain/paris-time';
import { PROSPECT_CSV_COLUMNS } from '../../../domain/prospects/csv-columns';
import { clientCodeOf } from '../../../domain/prospects/prospect-fields';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { messages } from '../../../domain/validation/messages';
import type { AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { prospectsTestApp } from './prospects-fixtures';
import { prospectsRepository } from './repository';

const readCsv = (body: string): string[][] => parse(body.replace(/^\ufeff/, ''), { delimiter: ';' });

describe.each(databaseKinds)('prospects CSV on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let ids: number[];

  beforeAll(async () => {
    ({ ctx, admin, ids } = await prospectsTestApp(kind, [
      { nom: 'Éluard', prenom: 'Hélène', email: 'helene@poesie.fr', entreprise: 'Poésie; et "Cie"', isContacted: 1, statut: 'Client', owner: 'admin', wonAt: '2026-11-26T09:15:00.000Z' },
      // Stored values a spreadsheet would run: they come back as text.
      {
        nom: '=HYPERLINK("http://x")',
        prenom: '+Paul',
        email: 'formules@exemple.fr',
        telephone: '-1',
        entreprise: '@SOMME(A1)',
        fonction: '\tTab',
        commentaire: '\rRetour',
        nextActionAt: '2026-12-04',
        nextActionLabel: '=1+1',
      },
      { nom: 'Autre', prenom: 'Personne', email: 'autre@exemple.fr', statut: 'Inactif', lostReason: 'Budget insuffisant', lostAt: '2026-11-20T16:00:00.000Z', nextActionLabel: 'Ancienne action' },
      {
        nom: 'Weber',
        prenom: 'Anna',
        email: 'anna@exemple.de',
        telephone: '+49 30 1234567',
        commentaire: '-5',
        dateAjout: '2026-11-26T00:08:23.851Z',
        owner: 'camille',
        nextActionAt: '2026-12-03',
        nextActionLabel: 'Envoyer le devis',
        nextActionTime: '14:30',
        nextActionType: 'appel',
      },
    ]));
  });
  afterAll(() => ctx.close());

  const exportCsv = (search = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/export?search=${encodeURIComponent(search)}`, headers: { 'x-api-key': admin.token } });
  const importCsv = (content: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/prospects/import', headers: admin.cookieWrite, payload: { content } });

  it('exports UTF-8 with a BOM, ; between cells, a dated name, and the list filter', async () => {
    const response = await exportCsv('helene');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="prospects-${parisToday()}.csv"`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = readCsv(response.body);
    expect(rows[0]).toEqual(PROSPECT_CSV_COLUMNS.map((c) => c.header));
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(0, 6)).toEqual([clientCodeOf(ids[0] as number), 'Éluard', 'Hélène', 'helene@poesie.fr', '01 23 45 67 89', 'Poésie; et "Cie"']);
    expect(rows[1]?.[9]).toBe('Client');
    expect(rows[1]?.[10]).toBe('Oui');
    expect(readCsv((await exportCsv()).body)).toHaveLength(5);
  });

  it('writes the header alone when nothing matches', async () => {
    const response = await exportCsv('personne ici');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(readCsv(response.body)).toEqual([PROSPECT_CSV_COLUMNS.map((c) => c.header)]);
  });

  it('reads the matching rows batch after batch from the last id, each once', async () => {
    const inBatches = async (search: string, size: number) => {
      const ids: number[] = [];
      for await (const batch of prospectsRepository(ctx.db).exportBatches({ search }, size)) ids.push(...batch.rows.map((row) => row.id));
      return ids;
    };
    const all = await inBatches('', 1000);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(await inBatches('', 1)).toEqual(all);
    expect(await inBatches('', 2)).toEqual(all);
    expect(await inBatches('exemple.fr', 1)).toEqual(await inBatches('exemple.fr', 1000));
    expect(await inBatches('exemple.fr', 1000)).toEqual([ids[1], ids[2]]);
  });

  it('neutralises every cell that starts with =, +, -, @, a tab or a carriage return and is not a number or a phone', async () => {
    const [, row] = readCsv((await exportCsv('formules')).body);
    expect(row?.slice(1, 8)).toEqual(["'=HYPERLINK(\"http://x\")", "'+Paul", 'formules@exemple.fr', '-1', "'@SOMME(A1)", "'\tTab", 'manuel']);
    expect(row?.[11]).toBe("'\rRetour");
  });

  it('writes phone numbers as typed and dates in French, Paris time', async () => {
    const [header, row] = readCsv((await exportCsv('anna@exemple.de')).body);
    const at = (name: string) => row?.[header!.indexOf(name)];
    expect(at(PROSPECT_CSV_COLUMNS.find((c) => c.field === 'telephone')!.header)).toBe('+49 30 1234567');
    expect(at(PROSPECT_CSV_COLUMNS.find((c) => c.field === 'commentaire')!.header)).toBe('-5');
    expect(at(PROSPECT_CSV_COLUMNS.find((c) => c.field === 'date_ajout')!.header)).toBe('26/11/2026 01:08');
  });

  it("writes each deal's owner, next action and outcome in the last columns, empty where there is none", async () => {
    const [header, ...rows] = readCsv((await exportCsv()).body);
    const pipelineHeaders = ['Responsable', 'Prochaine action', 'Type de la prochaine action', 'Date de la prochaine action', 'Heure de la prochaine action', 'Motif de perte', 'Perdu le', 'Gagné le'];
    expect(header?.slice(-8)).toEqual(pipelineHeaders);
    const pipelineOf = (email: string) => rows.find((row) => row[3] === email)?.slice(-8);
    expect(pipelineOf('anna@exemple.de')).toEqual(['camille', 'Envoyer le devis', 'Appel', '03/12/2026', '14:30', '', '', '']);
    expect(pipelineOf('helene@poesie.fr')).toEqual(['admin', '', '', '', '', '', '', '26/11/2026 10:15']);
    // A label left without a day is no action; a label a spreadsheet would run comes back as text.
    expect(pipelineOf('autre@exemple.fr')).toEqual(['', '', '', '', '', 'Budget insuffisant', '20/11/2026 17:00', '']);
    expect(pipelineOf('formules@exemple.fr')).toEqual(['', "'=1+1", '', '04/12/2026', '', '', '', '']);
  });

  const strayQuoteCsv = [
    'Nom;Prénom;E-mail;Téléphone',
    'Guillemet;Jean;guillemet@exemple.fr;06 "12 34 56 78',
    'Bon;Premier;bon.premier@exemple.fr;06 11 11 11 11',
    'Bon;Second;bon.second@exemple.fr;',
    '',
  ].join('\n');
  const importWith = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/prospects/import', headers: admin.cookieWrite, payload: { content: strayQuoteCsv, ...payload } });
  const stored = async () =>
    (await prospectsRepository(ctx.db).findByEmail('bon.premier@exemple.fr')).length + (await prospectsRepository(ctx.db).findByEmail('bon.second@exemple.fr')).length;

  it('a dry run reports a stray quote in French, line and column named, and stores nothing', async () => {
    const response = await importWith({ dryRun: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ stored: false, dryRun: true, total: 3, created: 2, merged: 0, refusedCount: 1, message: prospectMessages.importDryRunDone(2, 1) });
    expect(response.json().refused).toEqual([{ line: 2, errors: [`Téléphone : ${prospectMessages.csvStrayQuote}`] }]);
    expect(await stored()).toBe(0);
  });

  it("all or nothing: one bad quote refuses the whole file with the report, and nothing is stored", async () => {
    const response = await importWith({ mode: 'all-or-nothing' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: prospectMessages.importAllOrNothing(1) });
    expect(response.json().errors).toEqual([`Ligne 2 : Téléphone : ${prospectMessages.csvStrayQuote}`]);
    expect(await stored()).toBe(0);
  });

  it('imports the two good lines around a bad quote and reports the bad one in French', async () => {
    const response = await importWith({});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ stored: true, dryRun: false, total: 3, created: 2, refusedCount: 1, message: prospectMessages.importDone(2, 1) });
    expect(response.json().refused).toEqual([{ line: 2, errors: [`Téléphone : ${prospectMessages.csvStrayQuote}`] }]);
    expect(JSON.stringify(response.json())).not.toMatch(/Invalid|quote/);
    expect(await stored()).toBe(2);
    expect(await prospectsRepository(ctx.db).findByEmail('guillemet@exemple.fr')).toHaveLength(0);
  });

  it('refuses an unknown import mode in French', async () => {
    const response = await importWith({ mode: 'tout' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(prospectMessages.importMode);
  });

  it('imports line by line, merges known e-mails, and reports refused lines with their numbers', async () => {
    const before = await prospectsRepository(ctx.db).count();
    const csv = [
      'Nom;Prénom;E-mail;Téléphone;Statut;Contacté',
      'Nouveau;Jean;jean.nouveau@exemple.fr;06 12 34 56 78;;Non',
      'Mauvais;Courriel;pas-un-email;;;',
      'Éluard;Hélène;HELENE@poesie.fr;07 00 00 00 00;Qualifié;Oui',
      'Statut;Inconnu;statut@exemple.fr;;Chaud;',
      'Nouveau;Jean;jean.nouveau@exemple.fr;;RDV planifié;',
      '',
    ].join('\r\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ success: true, total: 5, created: 1, merged: 2, refusedCount: 2, message: prospectMessages.importDone(3, 2) });
    expect(report.refused).toEqual([
      { line: 3, errors: [`E-mail : ${messages.email}`] },
      { line: 5, errors: [`Statut : ${prospectMessages.chooseStatus}`] },
    ]);
    const repository = prospectsRepository(ctx.db);
    expect(await repository.count()).toBe(before + 1);
    const [jean] = await repository.findByEmail('jean.nouveau@exemple.fr');
    expect(jean).toMatchObject({ source: 'import', statut: 'RDV planifié', telephone: '06 12 34 56 78', isContacted: 0 });
    const [helene] = await repository.findByEmail('helene@poesie.fr');
    expect(helene).toMatchObject({ id: ids[0], statut: 'Qualifié', telephone: '07 00 00 00 00', entreprise: 'Poésie; et "Cie"' });
  });

  it('reads the separator from the header: a comma typed in a cell of a ";" file stays in its cell, and a "," file imports', async () => {
    const semicolons = ['Nom;Prénom;E-mail;Commentaire', 'Virgule;Jean;virgule@exemple.fr;Rappeler lundi, avant midi'].join('\r\n');
    expect((await importCsv(semicolons)).json()).toMatchObject({ created: 1, refusedCount: 0 });
    expect((await prospectsRepository(ctx.db).findByEmail('virgule@exemple.fr'))[0]?.commentaire).toBe('Rappeler lundi, avant midi');
    const commas = ['Nom,Prénom,E-mail,Commentaire', 'Anglais,Paul,commas@exemple.fr,"Called back, no answer"'].join('\n');
    expect((await importCsv(commas)).json()).toMatchObject({ created: 1, refusedCount: 0 });
    expect((await prospectsRepository(ctx.db).findByEmail('commas@exemple.fr'))[0]?.commentaire).toBe('Called back, no answer');
  });

  it("reads a tab-separated file (Excel's « Texte Unicode »), a comma and a semicolon kept inside their cells", async () => {
    const tabs = ['Nom\tPrénom\tE-mail\tCommentaire', 'Tabulé\tLéa\ttabs@exemple.fr\tRappeler lundi, avant midi ; sans faute'].join('\r\n');
    expect((await importCsv(tabs)).json()).toMatchObject({ created: 1, refusedCount: 0 });
    expect((await prospectsRepository(ctx.db).findByEmail('tabs@exemple.fr'))[0]).toMatchObject({ nom: 'Tabulé', prenom: 'Léa', commentaire: 'Rappeler lundi, avant midi ; sans faute' });
    // A column of a tab file named with a ';' stays one column: the separator is the one splitting the header most.
    const named = ['Nom\tPrénom\tE-mail\tSource ; canal\tCommentaire', 'Nommé\tLou\tnamed@exemple.fr\tSalon\tVu au salon'].join('\r\n');
    expect((await importCsv(named)).json()).toMatchObject({ created: 1, refusedCount: 0 });
    expect((await prospectsRepository(ctx.db).findByEmail('named@exemple.fr'))[0]).toMatchObject({ nom: 'Nommé', prenom: 'Lou', commentaire: 'Vu au salon' });
  });

  it('refuses, in French, the lines whose read cells carry the mark of a file read in another encoding', async () => {
    // An Excel CSV in Windows-1252 decoded as UTF-8: every accent became U+FFFD.
    const csv = [
      'Nom;Prénom;E-mail;Entreprise;Colonne ignorée',
      'Müller;H\uFFFDl\uFFFDne;helene.garbled@exemple.fr;Caf\uFFFD;',
      'Droit;Paul;paul.garbled@exemple.fr;Atelier;\uFFFD hors des colonnes lues',
    ].join('\r\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 1, refusedCount: 1 });
    expect(response.json().refused).toEqual([{ line: 2, errors: [`Prénom : ${prospectMessages.csvGarbled}`, `Entreprise : ${prospectMessages.csvGarbled}`] }]);
    expect(await prospectsRepository(ctx.db).findByEmail('helene.garbled@exemple.fr')).toHaveLength(0);
    expect(await prospectsRepository(ctx.db).findByEmail('paul.garbled@exemple.fr')).toHaveLength(1);
  });

  it('reads back its own export: every row merges, none is doubled, formulas come back as typed', async () => {
    const before = await prospectsRepository(ctx.db).count();
    const exported = (await exportCsv()).body;
    const report = (await importCsv(exported)).json();
    expect(report).toMatchObject({ created: 0, merged: before - 1, refusedCount: 1 });
    // The stored formula-like name is not a valid person name: the import refuses it instead of storing it.
    expect(report.refused[0].errors[0]).toContain('Nom');
    expect(await prospectsRepository(ctx.db).count()).toBe(before);
  });

  it.each([
    ['', prospectMessages.importEmpty],
    ['Nom;Prénom;E-mail\n', prospectMessages.importEmpty],
    ['Nom;Prénom\nA;B', prospectMessages.importMissingColumns(['E-mail'])],
    ['Nom;Prénom;E-mail\n"Sans fin;B;c@d.fr', prospectMessages.importNotCsv],
    ['\u0000\u0001PNG', prospectMessages.importNotCsv],
  ])('refuses a file it cannot read and writes nothing (case %#)', async (content, message) => {
    const before = await prospectsRepository(ctx.db).count();
    const response = await importCsv(content);
    expect(response.statusCode).toBe(400);
    expect(response.json().message.startsWith(message)).toBe(true);
    expect(await prospectsRepository(ctx.db).count()).toBe(before);
  });

  it('refuses a body that is not a file text, or too large, in French', async () => {
    expect((await importCsv(42)).statusCode).toBe(400);
    const big = await importCsv('x'.repeat(5 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(prospectMessages.importTooLarge);
  });
});
