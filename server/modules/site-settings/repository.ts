import type { Database } from '../../db/database';

const MAINTENANCE = 'maintenance';

/** Site-wide key/value settings: the one place that knows their SQL. */
export function siteSettingsRepository(db: Database) {
  const read = async (key: string) =>
    (await db.selectFrom('siteSettings').select('value').where('key', '=', key).executeTakeFirst())?.value;

  const write = async (key: string, value: string) => {
    const updatedAt = new Date().toISOString();
    await db
      .insertInto('siteSettings')
      .values({ key, value, updatedAt })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
      .execute();
  };

  return {
    /** Off until someone switches it on from the back-office. */
    async isMaintenance(): Promise<boolean> {
      return (await read(MAINTENANCE)) === '1';
    },
    async setMaintenance(on: boolean): Promise<void> {
      await write(MAINTENANCE, on ? '1' : '0');
    },
  };
}
