import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { ProspectTable } from '../../db/types';

export type NewProspect = Omit<Insertable<ProspectTable>, 'id'>;

/** Prospects created by the public site: the one place that knows their SQL here. */
export function leadsRepository(db: Database) {
  return {
    async insert(prospect: NewProspect): Promise<number> {
      const row = await db.insertInto('prospects').values(prospect).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async findById(id: number) {
      return db.selectFrom('prospects').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async newest(limit: number) {
      return db.selectFrom('prospects').select(['prenom', 'nom', 'entreprise', 'dateAjout']).orderBy('dateAjout', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
    async count(source?: string): Promise<number> {
      let query = db.selectFrom('prospects').select((eb) => eb.fn.countAll<number>().as('n'));
      if (source) query = query.where('source', '=', source);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },
  };
}
