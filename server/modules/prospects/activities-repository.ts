import { sql, type Insertable } from 'kysely';
import { CLOSED_STATUSES, WON_STATUS } from '../../../domain/prospects/deal-value';
import type { StageStay } from '../../../domain/prospects/stage-durations';
import type { Database, Executor } from '../../db/database';
import type { ProspectActivityTable } from '../../db/types';
import { readAllOffLoop } from '../../db/off-loop-reads';

export type NewActivity = Omit<Insertable<ProspectActivityTable>, 'id'>;

/**
 * A move from one status to another as its timeline entry ('Qualifié → Client', then `note`), the two statuses kept
 * as data for the win rates (docs/decisions/0441-measured-win-rates.md).
 */
export const statusMove = (prospectId: number, from: string, to: string, by: string | null, at: string, note = ''): NewActivity => ({
  prospectId,
  kind: 'status',
  detail: `${from} → ${to}${note}`,
  author: by,
  createdAt: at,
  fromStatus: from,
  toStatus: to,
});

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
    /**
     * For each status a move left, the deals that passed through it and were won or lost since the instant `since`
     * (still Client or Inactif now), and how many of them were won: counted once each, however often they passed.
     */
    async decidedPerStage(since: string) {
      // The closed deals of the window are read whatever their history: off the event loop where the database allows it (0504).
      const query = db
        .selectFrom('prospectActivities')
        .innerJoin('prospects', 'prospects.id', 'prospectActivities.prospectId')
        .select((eb) => [
          'prospectActivities.fromStatus as stage',
          eb.fn.count<number | string>('prospects.id').distinct().as('decided'),
          sql<number | string>`count(distinct case when prospects.statut = ${WON_STATUS} then prospects.id end)`.as('won'),
        ])
        .where('prospectActivities.kind', '=', 'status')
        .where('prospectActivities.fromStatus', 'is not', null)
        .where('prospects.statut', 'in', CLOSED_STATUSES)
        .where(sql<string>`coalesce(prospects.won_at, prospects.lost_at)`, '>=', since)
        .groupBy('prospectActivities.fromStatus')
        .compile();
      const rows = await readAllOffLoop(db, query);
      return rows.map((row) => ({ stage: row.stage as string, decided: Number(row.decided), won: Number(row.won) }));
    },
    /**
     * Each stay in a stage that a move ended since the instant `since`, with the instant the deal entered it: the
     * move before it when that move led into the stage, the deal's addition when it is the deal's first move
     * (docs/decisions/0442-time-in-stage.md). A move whose previous one led elsewhere (a merged deal's two
     * histories, a status changed before moves were recorded) measures nothing and is left out.
     */
    async stayedSince(since: string): Promise<StageStay[]> {
      const order = sql`over (partition by prospect_id order by created_at, id)`;
      const moves = db
        .selectFrom('prospectActivities')
        .select([
          'prospectId',
          'fromStatus',
          'createdAt',
          sql<string | null>`lag(created_at) ${order}`.as('previousAt'),
          sql<string | null>`lag(to_status) ${order}`.as('previousTo'),
        ])
        .where('kind', '=', 'status')
        .where('fromStatus', 'is not', null)
        .as('moves');
      const rows = await db
        .selectFrom(moves)
        .select((eb) => [
          'moves.fromStatus as stage',
          'moves.createdAt as leftAt',
          eb
            .case()
            .when('moves.previousAt', 'is', null)
            .then(eb.selectFrom('prospects').select('prospects.dateAjout').whereRef('prospects.id', '=', 'moves.prospectId'))
            .when('moves.previousTo', '=', eb.ref('moves.fromStatus'))
            .then(eb.ref('moves.previousAt'))
            .end()
            .as('enteredAt'),
        ])
        .where('moves.createdAt', '>=', since)
        .execute();
      return rows.flatMap(({ stage, leftAt, enteredAt }) => (enteredAt ? [{ stage: stage as string, enteredAt, leftAt }] : []));
    },

    async ofProspect(prospectId: number) {
      return db.selectFrom('prospectActivities').selectAll().where('prospectId', '=', prospectId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(200).execute();
    },
  };
}

export type ActivitiesRepository = ReturnType<typeof activitiesRepository>;
