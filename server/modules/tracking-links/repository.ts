import { sql, type Selectable } from 'kysely';
import { TOP_PERFORMERS } from '../../../domain/tracking-links';
import type { Database } from '../../db/database';
import { isOneOf } from '../../db/one-of';
import type { TrackingLinkTable } from '../../db/types';

export type TrackingLinkRow = Selectable<TrackingLinkTable>;
type TrackingLinkFields = Pick<TrackingLinkTable, 'clientName' | 'description' | 'campaign' | 'source' | 'medium' | 'searchText'> & {
  destination?: string;
  expiresAt?: string | null;
};
export type VisitKind = 'click' | 'scan';

/** LIKE treats % and _ as wildcards: a search for '50%' means the characters themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function trackingLinksRepository(db: Database) {
  return {
    async list(foldedSearch: string): Promise<TrackingLinkRow[]> {
      let query = db.selectFrom('trackingLinks').selectAll();
      if (foldedSearch) query = query.where(sql<boolean>`search_text like ${likePattern(foldedSearch)} escape '\\'`);
      return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
    },

    async findById(id: number): Promise<TrackingLinkRow | undefined> {
      return db.selectFrom('trackingLinks').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(fields: TrackingLinkFields & { trackingCode: string }, now: string): Promise<TrackingLinkRow> {
      return db
        .insertInto('trackingLinks')
        .values({ ...fields, isActive: 1, createdAt: now, updatedAt: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async codeExists(trackingCode: string): Promise<boolean> {
      return !!(await db.selectFrom('trackingLinks').select('id').where('trackingCode', '=', trackingCode).executeTakeFirst());
    },

    async update(id: number, fields: TrackingLinkFields, now: string): Promise<TrackingLinkRow | undefined> {
      return db.updateTable('trackingLinks').set({ ...fields, updatedAt: now }).where('id', '=', id).returningAll().executeTakeFirst();
    },

    /** Flips the flag in one statement, so two quick toggles never read a stale value. */
    async toggleActive(id: number, now: string): Promise<TrackingLinkRow | undefined> {
      return db
        .updateTable('trackingLinks')
        .set({ isActive: sql<number>`1 - is_active`, updatedAt: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async remove(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('trackingLinkClicks').where('linkId', '=', id).execute();
        const result = await trx.deleteFrom('trackingLinks').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    async statistics() {
      const totals = await db
        .selectFrom('trackingLinks')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('totalLinks'),
          eb.fn.sum<string | number | null>('isActive').as('activeLinks'),
          eb.fn.sum<string | number | null>('clickCount').as('totalClicks'),
        ])
        .executeTakeFirstOrThrow();
      const top = await db
        .selectFrom('trackingLinks')
        .select(['id', 'clientName', 'clickCount'])
        .where('clickCount', '>', 0)
        .orderBy('clickCount', 'desc')
        .orderBy('id', 'asc')
        .limit(TOP_PERFORMERS)
        .execute();
      return {
        statistics: {
          totalLinks: Number(totals.totalLinks),
          activeLinks: Number(totals.activeLinks ?? 0),
          totalClicks: Number(totals.totalClicks ?? 0),
        },
        topPerformers: top.map((row) => ({ ...row, clickCount: Number(row.clickCount) })),
      };
    },

    /** The link a code leads to: active and not expired. */
    async findActiveByCode(trackingCode: string, now: string): Promise<TrackingLinkRow | undefined> {
      return db
        .selectFrom('trackingLinks')
        .selectAll()
        .where('trackingCode', '=', trackingCode)
        .where('isActive', '=', 1)
        .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
        .executeTakeFirst();
    },

    async findByIds(ids: number[]): Promise<TrackingLinkRow[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('trackingLinks').selectAll().where(isOneOf(db.dialect, 'id', ids)).execute();
    },

    async visitsPerDay(linkId: number, sinceDay: string) {
      const rows = await db
        .selectFrom('trackingLinkClicks')
        .select((eb) => ['day', 'kind', eb.fn.countAll<string | number>().as('n')])
        .where('linkId', '=', linkId)
        .where('day', '>=', sinceDay)
        .groupBy(['day', 'kind'])
        .execute();
      return rows.map((row) => ({ day: row.day, kind: row.kind, count: Number(row.n) }));
    },
  };
}
