import type { Database } from '../../db/database';

export const ROLE_ADMIN = 'ROLE_ADMIN';

export function adminUsersRepository(db: Database) {
  return {
    async count(): Promise<number> {
      const row = await db.selectFrom('adminUsers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
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
  };
}
