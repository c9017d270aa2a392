import type { Database } from '../../db/database';
import { loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, type TestContext } from '../../test/helper';
import { prospectsRepository, type NewProspect } from './repository';

/** A prospect row with every field set; tests override what they check. */
export function prospectRow(overrides: Partial<NewProspect> = {}): NewProspect {
  return {
    nom: 'Durand',
    prenom: 'Paul',
    email: 'paul.durand@exemple.fr',
    telephone: '01 23 45 67 89',
    entreprise: 'Durand SA',
    fonction: 'Gérant',
    source: 'manuel',
    dateAjout: '2026-01-01T10:00:00.000Z',
    statut: 'Lead',
    isContacted: 0,
    commentaire: '',
    ...overrides,
  };
}

export async function insertProspects(db: Database, rows: Array<Partial<NewProspect>>): Promise<number[]> {
  const repository = prospectsRepository(db);
  const ids: number[] = [];
  for (const row of rows) ids.push(await repository.insert(prospectRow(row)));
  return ids;
}

/**
 * Prospects stored on a schema from before migration 0047, as a migration's test needs them: without a phone
 * number, whose compared form (`phone_key`) such a schema has no column for.
 */
export const insertProspectsBeforePhoneKey = (db: Database, rows: Array<Partial<NewProspect>>) => insertProspects(db, rows.map((row) => ({ telephone: '', ...row })));

/** The real app on a fresh database, rate limits off, the admin logged in, and `rows` stored: their ids in order. */
export async function prospectsTestApp(
  kind: 'sqlite' | 'postgres',
  rows: Array<Partial<NewProspect>>,
): Promise<{ ctx: TestContext; admin: AdminCredentials; ids: number[] }> {
  const ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  const admin = await loginAs(ctx);
  return { ctx, admin, ids: await insertProspects(ctx.db, rows) };
}
