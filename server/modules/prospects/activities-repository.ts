import type { Insertable } from 'kysely';
import type { Database, Executor } from '../../db/database';
import type { ProspectActivityTable } from '../../db/types';

export type NewActivity = Omit<Insertable<ProspectActivityTable>, 'id'>;

/** What happened to each prospect (status, owner, next action): the one place that knows its SQL. */
export function activitiesRepository(db: Database) {
  return {
    async insertMany(activities: NewActivity[], executor: Executor = db): Promise<void> {
      if (activities.length > 0) await executor.insertInto('prospectActivities').values(activities).execute();
    },
    /** A merged duplicate's history, given to the prospect it was merged into. */
    async moveAll(fromProspectId: number, toProspectId: number, executor: Executor = db): Promise<void> {
      await executor.updateTable('prospectActivities').set({ prospectId: toProspectId }).where('prospectId', '=', fromProspectId).execute();
    },
    async ofProspect(prospectId: number) {
      return db.selectFrom('prospectActivities').selectAll().where('prospectId', '=', prospectId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(200).execute();
    },
  };
}
