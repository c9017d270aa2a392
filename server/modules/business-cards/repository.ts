import type { BusinessCardFace, BusinessCardIteration, BusinessCardOwner } from '../../../domain/business-cards/card-designs';
import type { Database } from '../../db/database';

/** Owners, faces and iterations of business cards; the only place that knows their tables. */
export function businessCardsRepository(db: Database) {
  async function assemble(owners: Array<{ id: number; slug: string; name: string; title: string }>): Promise<BusinessCardOwner[]> {
    if (owners.length === 0) return [];
    const ids = owners.map((owner) => owner.id);
    const [faces, iterations] = await Promise.all([
      db.selectFrom('businessCardFaces').select(['ownerId', 'side', 'path']).where('ownerId', 'in', ids).orderBy('side').execute(),
      db
        .selectFrom('businessCardIterations')
        .select(['ownerId', 'name', 'path', 'versoPath'])
        .where('ownerId', 'in', ids)
        .orderBy('name')
        .execute(),
    ]);
    return owners.map((owner) => ({
      ...owner,
      cards: faces.filter((face) => face.ownerId === owner.id).map(({ side, path }) => ({ side, path })),
      iterations: iterations.filter((it) => it.ownerId === owner.id).map(({ name, path, versoPath }) => ({ name, path, versoPath })),
    }));
  }

  const owners = () => db.selectFrom('businessCardOwners').select(['id', 'slug', 'name', 'title']);

  return {
    async list(): Promise<BusinessCardOwner[]> {
      return assemble(await owners().orderBy('position').orderBy('id').execute());
    },

    async find(id: number): Promise<BusinessCardOwner | undefined> {
      const [owner] = await assemble(await owners().where('id', '=', id).execute());
      return owner;
    },

    /** Removes the owner with their faces and iterations; false when there was no such owner. */
    async deleteOwner(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('businessCardFaces').where('ownerId', '=', id).execute();
        await trx.deleteFrom('businessCardIterations').where('ownerId', '=', id).execute();
        const result = await trx.deleteFrom('businessCardOwners').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    async deleteIteration(ownerId: number, name: string): Promise<boolean> {
      const result = await db
        .deleteFrom('businessCardIterations')
        .where('ownerId', '=', ownerId)
        .where('name', '=', name)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Records the faces and iterations found on disk, replacing the paths of those already known. */
    async saveDesigns(ownerId: number, faces: BusinessCardFace[], iterations: BusinessCardIteration[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const face of faces) {
          await trx
            .insertInto('businessCardFaces')
            .values({ ownerId, side: face.side, path: face.path })
            .onConflict((oc) => oc.columns(['ownerId', 'side']).doUpdateSet({ path: face.path }))
            .execute();
        }
        for (const it of iterations) {
          await trx
            .insertInto('businessCardIterations')
            .values({ ownerId, name: it.name, path: it.path, versoPath: it.versoPath })
            .onConflict((oc) => oc.columns(['ownerId', 'name']).doUpdateSet({ path: it.path, versoPath: it.versoPath }))
            .execute();
        }
      });
    },
  };
}
