import type { Database } from '../../db/database';

export interface Activity {
  kind: 'contact' | 'callback' | 'prospect' | 'alert';
  name: string;
  detail: string;
  createdAt: string;
}

const count = async (db: Database, table: 'adminUsers' | 'prospects' | 'chatbotRequests') => {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Figures of the dashboard cards and its recent-activity list (back-office §2.2). */
export function dashboardRepository(db: Database) {
  return {
    async counts() {
      const [users, prospects, chatbotRequests] = await Promise.all([count(db, 'adminUsers'), count(db, 'prospects'), count(db, 'chatbotRequests')]);
      return { users, prospects, chatbotRequests };
    },

    async activeApiTokens(now: Date): Promise<number> {
      const row = await db
        .selectFrom('adminApiTokens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', now.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async lockedLogins(now: Date): Promise<number> {
      const row = await db
        .selectFrom('loginThrottles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('key', 'like', 'ip:%')
        .where('lockedUntil', '>', now.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The newest leads of every kind, merged: contact messages, callbacks and prospects. */
    async recentActivity(limit: number): Promise<Activity[]> {
      const [requests, prospects] = await Promise.all([
        db.selectFrom('callbackRequests').select(['source', 'name', 'company', 'createdAt']).orderBy('createdAt', 'desc').limit(limit).execute(),
        db.selectFrom('prospects').select(['prenom', 'nom', 'entreprise', 'dateAjout']).orderBy('dateAjout', 'desc').limit(limit).execute(),
      ]);
      const merged: Activity[] = [
        ...requests.map((row) => ({ kind: row.source, name: row.name, detail: row.company, createdAt: row.createdAt })),
        ...prospects.map((row) => ({ kind: 'prospect' as const, name: `${row.prenom} ${row.nom}`.trim(), detail: row.entreprise, createdAt: row.dateAjout })),
      ];
      return merged.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
    },
  };
}
