import type { Database } from '../../db/database';

const MONITOR_SWITCH = 'system-monitor';

/** Whether live system monitoring is on: one switch in the database, seen alike by every instance and admin. */
export function monitorRepository(db: Database) {
  return {
    async isRunning(): Promise<boolean> {
      const row = await db.selectFrom('adminSwitches').select('enabled').where('key', '=', MONITOR_SWITCH).executeTakeFirst();
      return row?.enabled === 1;
    },
    async set(running: boolean, by: string | null): Promise<void> {
      const values = { key: MONITOR_SWITCH, enabled: running ? 1 : 0, changedBy: by, changedAt: new Date().toISOString() };
      await db
        .insertInto('adminSwitches')
        .values(values)
        .onConflict((oc) => oc.column('key').doUpdateSet({ enabled: values.enabled, changedBy: values.changedBy, changedAt: values.changedAt }))
        .execute();
    },
  };
}
