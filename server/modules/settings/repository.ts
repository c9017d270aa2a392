import type { Database } from '../../db/database';

interface StoredSetting {
  key: string;
  value: string;
  updatedAt: string;
  updatedBy: string | null;
}

/** The site_settings key/value rows and their change history: the one place that knows their SQL. */
export function settingsRepository(db: Database) {
  return {
    async readAll(): Promise<StoredSetting[]> {
      return db.selectFrom('siteSettings').select(['key', 'value', 'updatedAt', 'updatedBy']).execute();
    },

    /** Writes the changed values and their history in one transaction, so a reader never sees half a save. */
    async write(changes: Array<{ key: string; oldValue: string | null; value: string }>, by: string, at: Date): Promise<void> {
      const updatedAt = at.toISOString();
      await db.transaction().execute(async (trx) => {
        for (const change of changes) {
          await trx
            .insertInto('siteSettings')
            .values({ key: change.key, value: change.value, updatedAt, updatedBy: by })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value: change.value, updatedAt, updatedBy: by }))
            .execute();
          await trx
            .insertInto('settingsChanges')
            .values({ key: change.key, oldValue: change.oldValue, newValue: change.value, changedBy: by, changedAt: updatedAt })
            .execute();
        }
      });
    },

    /** A value kept beside the settings (a server-made secret): written once, the first writer wins. */
    async readOrCreate(key: string, value: string, at: Date): Promise<string> {
      await db
        .insertInto('siteSettings')
        .values({ key, value, updatedAt: at.toISOString(), updatedBy: null })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db.selectFrom('siteSettings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
      return row.value;
    },

    async replace(key: string, value: string, at: Date): Promise<void> {
      await db
        .insertInto('siteSettings')
        .values({ key, value, updatedAt: at.toISOString(), updatedBy: null })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: at.toISOString() }))
        .execute();
    },

    /**
     * Marks `day` as done under `key` for whoever marks it first: true for that caller only. A day goes after the
     * one stored ('AAAA-MM-JJ' sorts as it reads), and the check and the write are one statement.
     */
    async claimDay(key: string, day: string, at: Date): Promise<boolean> {
      await db.insertInto('siteSettings').values({ key, value: '', updatedAt: at.toISOString(), updatedBy: null }).onConflict((oc) => oc.column('key').doNothing()).execute();
      const result = await db.updateTable('siteSettings').set({ value: day, updatedAt: at.toISOString() }).where('key', '=', key).where('value', '<', day).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Gives a claimed day back (its work failed), so that a later try may claim it again. */
    async releaseDay(key: string, day: string, at: Date): Promise<void> {
      await db.updateTable('siteSettings').set({ value: '', updatedAt: at.toISOString() }).where('key', '=', key).where('value', '=', day).execute();
    },

    async history(limit: number) {
      return db
        .selectFrom('settingsChanges')
        .select(['key', 'oldValue', 'newValue', 'changedBy', 'changedAt'])
        .orderBy('changedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
