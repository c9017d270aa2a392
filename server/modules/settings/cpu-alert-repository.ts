import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** CPU alert episodes: one open row per machine while its CPU stays above the threshold. */
export function cpuAlertRepository(db: Database) {
  return {
    /** Counts one sample above the threshold in the machine's open episode, opening it if needed. */
    async countAbove(host: string, usage: number, threshold: number, at: Date) {
      await db
        .insertInto('cpuAlertEpisodes')
        .values({ host, startedAt: at.toISOString(), samplesAbove: 0, peakUsage: usage, threshold })
        .onConflict((oc) => oc.column('host').where('endedAt', 'is', null).doNothing())
        .execute();
      return db
        .updateTable('cpuAlertEpisodes')
        .set({
          samplesAbove: (eb) => eb('samplesAbove', '+', 1),
          peakUsage: sql<number>`case when peak_usage < ${usage} then ${usage} else peak_usage end`,
          threshold,
        })
        .where('host', '=', host)
        .where('endedAt', 'is', null)
        .returning(['id', 'samplesAbove', 'peakUsage', 'startedAt', 'alertedAt'])
        .executeTakeFirstOrThrow();
    },

    /** Marks the episode alerted; true only for the one caller that changed it, so one e-mail goes out. */
    async claimAlert(id: number, recipient: string, at: Date): Promise<boolean> {
      const claimed = await db
        .updateTable('cpuAlertEpisodes')
        .set({ alertedAt: at.toISOString(), recipient })
        .where('id', '=', id)
        .where('alertedAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    /** The CPU came back under the threshold: an alerted episode is closed, a short spike forgotten. */
    async endEpisode(host: string, at: Date) {
      await db.deleteFrom('cpuAlertEpisodes').where('host', '=', host).where('endedAt', 'is', null).where('alertedAt', 'is', null).execute();
      await db.updateTable('cpuAlertEpisodes').set({ endedAt: at.toISOString() }).where('host', '=', host).where('endedAt', 'is', null).execute();
    },

    async recentAlerts(limit: number) {
      return db
        .selectFrom('cpuAlertEpisodes')
        .select(['host', 'peakUsage', 'threshold', 'alertedAt', 'endedAt'])
        .where('alertedAt', 'is not', null)
        .orderBy('alertedAt', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
