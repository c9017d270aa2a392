import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { QrCodeTable } from '../../db/types';

export type QrCodeRow = Selectable<QrCodeTable>;
type NewQrCodeRow = Omit<Insertable<QrCodeTable>, 'id'>;

/** Keeps the saved library bounded: the grid shows the newest first. */
const LIST_LIMIT = 200;

export function qrCodesRepository(db: Database) {
  return {
    list: (): Promise<QrCodeRow[]> =>
      db.selectFrom('qrCodes').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT).execute(),

    insert: (row: NewQrCodeRow): Promise<QrCodeRow> => db.insertInto('qrCodes').values(row).returningAll().executeTakeFirstOrThrow(),

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('qrCodes').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
