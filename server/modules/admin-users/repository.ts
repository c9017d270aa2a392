import type { Database } from '../../db/database';

export const ROLE_ADMIN = 'ROLE_ADMIN';

export function adminUsersRepository(db: Database) {
  return {
    async count(): Promise<number> {
      const row = await db.selectFrom('adminUsers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async list() {
      return db.selectFrom('adminUsers').select(['username', 'roles', 'lastLogin', 'createdAt', 'awaySince']).orderBy('username').execute();
    },
    async findByUsername(username: string) {
      return db.selectFrom('adminUsers').selectAll().where('username', '=', username).executeTakeFirst();
    },
    async create(user: { username: string; passwordHash: string; roles: string[] }) {
      await db
        .insertInto('adminUsers')
        .values({
          username: user.username,
          passwordHash: user.passwordHash,
          roles: user.roles.join(','),
          createdAt: new Date().toISOString(),
        })
        .execute();
    },
    async update(username: string, changes: { passwordHash?: string; roles: string[] }) {
      await db
        .updateTable('adminUsers')
        .set({ roles: changes.roles.join(','), ...(changes.passwordHash ? { passwordHash: changes.passwordHash } : {}) })
        .where('username', '=', username)
        .execute();
    },
    async remove(username: string): Promise<boolean> {
      const result = await db.deleteFrom('adminUsers').where('username', '=', username).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Marks the user absent from `at` (kept if already absent) or available again; false for an unknown user. */
    async setAway(username: string, at: string | null): Promise<boolean> {
      const result = await db
        .updateTable('adminUsers')
        .set((eb) => ({ awaySince: at === null ? null : eb.fn.coalesce('awaySince', eb.val(at)) }))
        .where('username', '=', username)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async recordLogin(username: string, at: Date) {
      await db.updateTable('adminUsers').set({ lastLogin: at.toISOString() }).where('username', '=', username).execute();
    },
  };
}
