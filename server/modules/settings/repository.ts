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
