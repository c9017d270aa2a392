import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelMessages } from '../../../domain/labels';
import { buildTestAppWithReader, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { insertProspects } from './prospects-fixtures';
import { prospectsRepository } from './repository';

/** Labels in the prospects CSV (docs/decisions/0421-prospect-bulk-labels.md): exported, and read back by the import. */
describe.each(databaseKinds)('prospect labels in the CSV on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;

  beforeAll(async () => {
    ({ ctx, admin } = await buildTestAppWithReader(kind, 'lecteur-csv'));
  });
  afterAll(() => ctx.close());

  const importCsv = (content: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/prospects/import', headers: admin.cookieWrite, payload: { content } });
  const labelsOf = async (email: string) => (await prospectsRepository(ctx.db).findByEmail(email))[0]?.labels;

  it('writes a prospect’s labels in the export’s column Étiquettes, separated by commas', async () => {
    const [id] = await insertProspects(ctx.db, [{ nom: 'Salon', email: 'salon.csv@exemple.fr' }]);
    await prospectsRepository(ctx.db).setLabels(id!, ['salon lyon', 'relance']);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects/export?search=salon.csv', headers: { 'x-api-key': admin.token } });
    const [header, row] = parse(response.body.replace(/^\ufeff/, ''), { delimiter: ';' }) as string[][];
    expect(row![header!.indexOf('Étiquettes')]).toBe('salon lyon, relance');
  });

  it('imports labels written one way, replaces a known prospect’s with the file’s, and keeps them for a blank cell', async () => {
    const [known, kept] = await insertProspects(ctx.db, [
      { nom: 'Connu', email: 'connu.csv@exemple.fr' },
      { nom: 'Garde', email: 'garde.csv@exemple.fr' },
    ]);
    await prospectsRepository(ctx.db).setLabels(known!, ['ancien']);
    await prospectsRepository(ctx.db).setLabels(kept!, ['garde']);
    const csv = [
      'Nom;Prénom;E-mail;Étiquettes',
      'Neuf;Jean;neuf.csv@exemple.fr;Salon  Lyon, DEVIS, devis',
      'Connu;Paul;connu.csv@exemple.fr;relance',
      'Garde;Anne;garde.csv@exemple.fr;',
    ].join('\r\n');
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ created: 1, merged: 2, refusedCount: 0 });
    expect(await labelsOf('neuf.csv@exemple.fr')).toBe(',salon lyon,devis,');
    expect(await labelsOf('connu.csv@exemple.fr')).toBe(',relance,');
    expect(await labelsOf('garde.csv@exemple.fr')).toBe(',garde,');
  });

  it('refuses, in French and by line, a label that is not one or more than five, and stores neither line', async () => {
    const csv = [
      'Nom;Prénom;E-mail;Tags',
      'Mauvais;Jean;mauvais.csv@exemple.fr;50 % remise',
      'Trop;Anne;trop.csv@exemple.fr;a, b, c, d, e, f',
    ].join('\r\n');
    const response = await importCsv(csv);
    expect(response.json()).toMatchObject({ created: 0, refusedCount: 2 });
    expect(response.json().refused).toEqual([
      { line: 2, errors: [`Étiquettes : ${labelMessages.label}`] },
      { line: 3, errors: [`Étiquettes : ${labelMessages.prospectLabels}`] },
    ]);
    expect(await labelsOf('mauvais.csv@exemple.fr')).toBeUndefined();
    expect(await labelsOf('trop.csv@exemple.fr')).toBeUndefined();
  });
});
