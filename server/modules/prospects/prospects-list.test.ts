import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCodeOf, PROSPECT_SORT_FIELDS } from '../../../domain/prospects/prospect-fields';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { buildTestAppAsAdmin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { insertProspects } from './prospects-fixtures';

// Plain ASCII, capitalised alike: byte order and every locale's collation agree on these.
const sortRows = [
  { nom: 'Martin', prenom: 'Bruno', email: 'c@tri.fr', telephone: '01 00 00 00 03', entreprise: 'Trieur Beta', fonction: 'Directeur', source: 'manuel', dateAjout: '2026-02-03T00:00:00.000Z', statut: 'Lead', isContacted: 1, estimatedValue: 5000 , expectedCloseAt: '2027-03-01' },
  { nom: 'Bernard', prenom: 'Alice', email: 'a@tri.fr', telephone: '01 00 00 00 05', entreprise: 'Trieur Alpha', fonction: 'Analyste', source: 'import', dateAjout: '2026-02-01T00:00:00.000Z', statut: 'Client', isContacted: 0, estimatedValue: 12000 , expectedCloseAt: '2026-12-15' },
  { nom: 'Petit', prenom: 'Chloe', email: 'e@tri.fr', telephone: '01 00 00 00 01', entreprise: 'Trieur Delta', fonction: 'Comptable', source: 'contact', dateAjout: '2026-02-05T00:00:00.000Z', statut: 'Inactif', isContacted: 1, estimatedValue: 800 , expectedCloseAt: '2027-01-10' },
  { nom: 'Dupont', prenom: 'Emile', email: 'b@tri.fr', telephone: '01 00 00 00 04', entreprise: 'Trieur Gamma', fonction: 'Gerant', source: 'super-assistant', dateAjout: '2026-02-02T00:00:00.000Z', statut: 'Lead', isContacted: 0, estimatedValue: 25000 , expectedCloseAt: '2026-12-20' },
  { nom: 'Leroy', prenom: 'Denis', email: 'd@tri.fr', telephone: '01 00 00 00 02', entreprise: 'Trieur Epsilon', fonction: 'Assistant', source: 'manuel', dateAjout: '2026-02-04T00:00:00.000Z', statut: 'Importé', isContacted: 1, estimatedValue: 3000 , expectedCloseAt: '2027-06-30' },
];

const accentRows = [
  { nom: 'Éluard', prenom: 'Hélène', email: 'helene.eluard@poesie.fr', entreprise: 'Œuvres Complètes', telephone: '06 11 22 33 44' },
  { nom: 'Martin', prenom: 'Helene', email: 'h.martin@exemple.fr', entreprise: 'Sans Accent' },
  { nom: 'Garçon', prenom: 'François', email: 'francois@exemple.fr', entreprise: 'Crème Brûlée & Fils' },
];

type Row = Record<string, string | number | boolean | null>;

describe.each(databaseKinds)('GET /api/admin/prospects on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let sortIds: number[];
  let accentIds: number[];

  beforeAll(async () => {
    ({ ctx, admin } = await buildTestAppAsAdmin(kind));
    await insertProspects(ctx.db, Array.from({ length: 20 }, (_, i) => ({ nom: `Remplissage`, prenom: `Numero`, email: `n${i}@remplissage.fr` })));
    sortIds = await insertProspects(ctx.db, sortRows);
    accentIds = await insertProspects(ctx.db, accentRows);
  });
  afterAll(() => ctx.close());

  const list = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects?${query}`, headers: { 'x-api-key': admin.token } });
    return { status: response.statusCode, body: response.json() };
  };

  it('answers the §7 shape, sorted by id ascending, 10 per page, with the real totals', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, source: 'database', db_status: 'connected', message: '', meta: { totalItems: 28, totalPages: 3, page: 1, limit: 10 } });
    expect(body.prospects).toHaveLength(10);
    const ids = body.prospects.map((p: Row) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(body.prospects[0]).toMatchObject({ client_code: clientCodeOf(ids[0]), is_contacted: false, statut: 'Lead' });
    const last = await list('page=3&limit=10');
    expect(last.body.prospects).toHaveLength(8);
    expect(last.body.prospects.at(-1).id).toBe(accentIds.at(-1));
    expect((await list('page=9')).body.prospects).toEqual([]);
  });

  for (const field of PROSPECT_SORT_FIELDS) {
    it.each(['asc', 'desc'])(`sorts by ${field} %s in the database`, async (order) => {
      const { status, body } = await list(`search=trieur&limit=100&sortField=${field}&sortOrder=${order}`);
      expect(status).toBe(200);
      const rows: Row[] = body.prospects;
      expect(rows.map((r) => r.id).sort()).toEqual([...sortIds].sort());
      const key = (r: Row) => (typeof r[field] === 'boolean' ? Number(r[field]) : r[field]) as string | number;
      const expected = [...rows].sort((a, b) => {
        const byField = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
        const result = byField || (a.id as number) - (b.id as number);
        return order === 'asc' ? result : -result;
      });
      expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      // The order is really applied: it is not the insertion order for every field but one.
      if (field !== 'id') expect(new Set(rows.map((r) => key(r))).size).toBeGreaterThan(1);
    });
  }

  it('refuses a sort field outside the list, or a bad order, in French and before any SQL', async () => {
    for (const query of ['sortField=password', 'sortField=nom;drop table prospects', 'sortField=search_text', 'sortOrder=haut']) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.success).toBe(false);
    }
    expect((await list('sortField=password')).body.message).toBe(prospectMessages.sortField);
    expect((await list('sortOrder=haut')).body.message).toBe(prospectMessages.sortOrder);
    expect((await list('limit=1000')).body.message).toBe(prospectMessages.limit);
    expect((await list('')).body.meta.totalItems).toBe(28);
  });

  it.each([
    ['helene', [0, 1]],
    ['Hélène', [0, 1]],
    ['HÉLÈNE', [0, 1]],
    ['ELUARD', [0]],
    ['éluard', [0]],
    ['oeuvres', [0]],
    ['œuvres complètes', [0]],
    ['francois garcon', [2]],
    ['CRÈME brulee', [2]],
    ['0611223344', [0]],
    ['06 11 22', [0]],
    ['poesie.fr', [0]],
  ])('finds %s whatever the accents and the case', async (search, expected) => {
    const { body } = await list(`search=${encodeURIComponent(search)}&limit=100`);
    expect(body.prospects.map((p: Row) => p.id)).toEqual(expected.map((i) => accentIds[i]));
    expect(body.meta.totalItems).toBe(expected.length);
  });

  it('finds a prospect by its client code, and treats % and _ as plain characters', async () => {
    const id = accentIds[2] as number;
    expect((await list(`search=${clientCodeOf(id)}`)).body.prospects.map((p: Row) => p.id)).toEqual([id]);
    expect((await list('search=%25')).body.meta.totalItems).toBe(0);
    expect((await list('search=_')).body.meta.totalItems).toBe(0);
    expect((await list('search=introuvable')).body).toMatchObject({ prospects: [], meta: { totalItems: 0, totalPages: 1 } });
  });

  it('describes the real columns and its health', async () => {
    for (const path of ['structure', 'table-structure']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${path}`, headers: { 'x-api-key': admin.token } });
      const names = response.json().structure.map((c: { name: string }) => c.name);
      expect(names).toEqual(expect.arrayContaining(['id', 'nom', 'prenom', 'email', 'date_ajout', 'is_contacted', 'search_text', 'inbox_request_id']));
    }
    const health = await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects/health', headers: { 'x-api-key': admin.token } });
    expect(health.json()).toMatchObject({ success: true, db_status: 'connected', totalItems: 28 });
  });

  it('serves sample rows apart, marked as such, that never appear in the real list', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects/test-data', headers: { 'x-api-key': admin.token } });
    const body = response.json();
    expect(body).toMatchObject({ success: true, source: 'test-data' });
    expect(body.prospects.length).toBeGreaterThan(0);
    for (const row of body.prospects) expect(row.email).toMatch(/@example\.com$/);
    expect((await list('search=example.com')).body.meta.totalItems).toBe(0);
  });
});
