import { describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../db/migrate';
import { createTestDatabase, databaseKinds } from '../../test/helper';
import { visitsRepository } from './visits-repository';

describe.each(databaseKinds)('the day of a counted visit on %s', (kind) => {
  it('is its Paris day: a visit at 00:30 in Paris counts on that day, not on the UTC day before', async () => {
    const database = await createTestDatabase(kind);
    const { db } = database;
    try {
      await migrateToLatest(db);
      const at = '2026-11-26T09:00:00.000Z';
      await db.insertInto('trackingLinks').values({ trackingCode: 'minuit', clientName: 'Client', description: '', campaign: '', source: '', medium: '', searchText: 'minuit', isActive: 1, expiresAt: null, createdAt: at, updatedAt: at } as never).execute();
      const visit = { trackingCode: 'minuit', kind: 'click' as const, visitorKey: 'k', referrer: null, device: 'mobile' as const };
      await visitsRepository(db).recordVisits([{ ...visit, at: new Date('2026-12-04T23:30:00.000Z') }, { ...visit, at: new Date('2026-12-04T22:59:59.000Z') }]);
      const rows = await db.selectFrom('trackingLinkClicks').select('day').orderBy('id').execute();
      expect(rows.map((row) => row.day)).toEqual(['2026-12-05', '2026-12-04']);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it('dates the visits counted before it by their Paris day, and can be undone', async () => {
    const database = await createTestDatabase(kind);
    const { db } = database;
    try {
      await migrateTo(db, '0072-prospect-partial-indexes');
      const at = '2026-11-26T09:00:00.000Z';
      const link = { trackingCode: 'nuit', clientName: 'Client', description: '', campaign: 'hiver', source: 'affiche', medium: 'print', searchText: 'nuit', isActive: 1, expiresAt: null, createdAt: at, updatedAt: at };
      const linkId = Number((await db.insertInto('trackingLinks').values(link as never).returning('id').executeTakeFirstOrThrow()).id);
      const visit = { linkId, kind: 'click', visitorKey: null, referrer: null, device: null };
      // 23:30 UTC in winter and 22:30 UTC in summer are 00:30 the next day in Paris; 12:00 UTC stays on its day.
      const stored = ['2026-01-14T23:30:00.000Z', '2026-07-14T22:30:00.000Z', '2026-07-14T12:00:00.000Z'];
      await db.insertInto('trackingLinkClicks').values(stored.map((createdAt) => ({ ...visit, day: createdAt.slice(0, 10), createdAt })) as never).execute();
      const days = async () => (await db.selectFrom('trackingLinkClicks').select('day').orderBy('id').execute()).map((row) => row.day);

      await migrateToLatest(db);
      expect(await days()).toEqual(['2026-01-15', '2026-07-15', '2026-07-14']);
      await migrateTo(db, '0072-prospect-partial-indexes');
      expect(await days()).toEqual(['2026-01-14', '2026-07-14', '2026-07-14']);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
