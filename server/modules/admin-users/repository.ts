import { sql } from 'kysely';
import type { Database } from '../../db/database';

export const ROLE_ADMIN = 'ROLE_ADMIN';

export function adminUsersRepository(db: Database) {
  return {
    async count(): Promise<number> {
      const row = await db.selectFrom('adminUsers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async list() {
      return db.selectFrom('adminUsers').select(['username', 'roles', 'lastLogin', 'createdAt', 'awaySince', 'awayUntil', 'email', 'totpEnabledAt', 'monthlyWonGoal']).orderBy('username').execute();
    },
    /** When the first user was created (the first start of this base), null before any. */
    async firstCreatedAt(): Promise<string | null> {
      const row = await db.selectFrom('adminUsers').select((eb) => eb.fn.min<string>('createdAt').as('first')).executeTakeFirst();
      return row?.first ?? null;
    },
    /** The first user, by name, who gave this (lower-cased) address. */
    async findByEmail(email: string) {
      return db.selectFrom('adminUsers').select(['username', 'email']).where('email', '=', email).orderBy('username').executeTakeFirst();
    },
    /** A user's monthly sales goal in euros, 0 for none or for an unknown user (0463). */
    async salesGoalOf(username: string): Promise<number> {
      const row = await db.selectFrom('adminUsers').select('monthlyWonGoal').where('username', '=', username).executeTakeFirst();
      return Number(row?.monthlyWonGoal ?? 0);
    },
    async signatureOf(username: string): Promise<string> {
      const row = await db.selectFrom('adminUsers').select('emailSignature').where('username', '=', username).executeTakeFirst();
      return row?.emailSignature ?? '';
    },
    async setSignature(username: string, signature: string): Promise<boolean> {
      const result = await db.updateTable('adminUsers').set({ emailSignature: signature }).where('username', '=', username).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** When the user's calendar address was made and last read, null without one (0474). */
    async calendarFeedOf(username: string) {
      const row = await db.selectFrom('adminUsers').select(['calendarCreatedAt', 'calendarReadAt']).where('username', '=', username).executeTakeFirst();
      return row?.calendarCreatedAt ? { createdAt: row.calendarCreatedAt, lastReadAt: row.calendarReadAt } : null;
    },
    /** Puts a new address in place of the old one (null ends it); false for an unknown user. */
    async setCalendarToken(username: string, hash: string | null, at: string): Promise<boolean> {
      const result = await db
        .updateTable('adminUsers')
        .set({ calendarTokenHash: hash, calendarCreatedAt: hash ? at : null, calendarReadAt: null })
        .where('username', '=', username)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /**
     * The user whose address has this hash, undefined for none; the reading is recorded when the one before is older
     * than `staleBefore`, so a calendar polling every few minutes writes a few times an hour, not at each poll.
     */
    async readCalendar(hash: string, at: string, staleBefore: string): Promise<string | undefined> {
      const row = await db.selectFrom('adminUsers').select(['username', 'calendarReadAt']).where('calendarTokenHash', '=', hash).executeTakeFirst();
      if (row && (row.calendarReadAt === null || row.calendarReadAt < staleBefore)) {
        await db
          .updateTable('adminUsers')
          .set({ calendarReadAt: at })
          .where('calendarTokenHash', '=', hash)
          .where((eb) => eb.or([eb('calendarReadAt', 'is', null), eb('calendarReadAt', '<', staleBefore)]))
          .execute();
      }
      return row?.username;
    },
    async findByUsername(username: string) {
      return db.selectFrom('adminUsers').selectAll().where('username', '=', username).executeTakeFirst();
    },
    async create(user: { username: string; passwordHash: string; roles: string[]; email?: string | null; monthlyWonGoal?: number }) {
      await db
        .insertInto('adminUsers')
        .values({
          username: user.username,
          passwordHash: user.passwordHash,
          roles: user.roles.join(','),
          createdAt: new Date().toISOString(),
          email: user.email ?? null,
          monthlyWonGoal: user.monthlyWonGoal ?? 0,
        })
        .execute();
    },
    /** The roles, and the password hash, e-mail address and sales goal when given (`email` null removes it). */
    async update(username: string, changes: { passwordHash?: string; roles: string[]; email?: string | null; monthlyWonGoal?: number }) {
      await db
        .updateTable('adminUsers')
        .set({
          roles: changes.roles.join(','),
          ...(changes.passwordHash ? { passwordHash: changes.passwordHash } : {}),
          ...(changes.email !== undefined ? { email: changes.email } : {}),
          ...(changes.monthlyWonGoal !== undefined ? { monthlyWonGoal: changes.monthlyWonGoal } : {}),
        })
        .where('username', '=', username)
        .execute();
    },
    async setPasswordHash(username: string, passwordHash: string) {
      await db.updateTable('adminUsers').set({ passwordHash }).where('username', '=', username).execute();
    },
    /** The e-mail addresses of the users named that have one. */
    async emailsOf(usernames: string[]): Promise<Map<string, string>> {
      if (usernames.length === 0) return new Map();
      const rows = await db.selectFrom('adminUsers').select(['username', 'email']).where('username', 'in', usernames).where('email', 'is not', null).execute();
      return new Map(rows.map((row) => [row.username, row.email as string]));
    },
    /** The addresses of the users named that have one and receive the e-mail reminders (0494). */
    async reminderAddressesOf(usernames: string[]): Promise<Map<string, string>> {
      if (usernames.length === 0) return new Map();
      const rows = await db
        .selectFrom('adminUsers')
        .select(['username', 'email'])
        .where('username', 'in', usernames)
        .where('email', 'is not', null)
        .where('actionReminderEmails', '=', 1)
        .execute();
      return new Map(rows.map((row) => [row.username, row.email as string]));
    },
    async reminderPreferenceOf(username: string) {
      const row = await db.selectFrom('adminUsers').select(['email', 'actionReminderEmails']).where('username', '=', username).executeTakeFirst();
      return { enabled: Number(row?.actionReminderEmails ?? 1) === 1, email: row?.email ?? null };
    },
    async setEmail(username: string, email: string | null): Promise<boolean> {
      const result = await db.updateTable('adminUsers').set({ email }).where('username', '=', username).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async setReminderEmails(username: string, enabled: boolean): Promise<boolean> {
      const result = await db.updateTable('adminUsers').set({ actionReminderEmails: enabled ? 1 : 0 }).where('username', '=', username).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async remove(username: string): Promise<boolean> {
      const result = await db.deleteFrom('adminUsers').where('username', '=', username).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /**
     * Marks the user absent from `at` until the day `until` (or without a return day), or available again with
     * `at` null; an absence still running keeps its first moment, one whose return day (before `today`'s end) has
     * come starts again. False for an unknown user.
     */
    async setAway(username: string, at: string | null, until: string | null, today: string): Promise<boolean> {
      const running = sql<string | null>`case when away_until is null or away_until > ${today} then away_since end`;
      const result = await db
        .updateTable('adminUsers')
        .set((eb) => (at === null ? { awaySince: null, awayUntil: null } : { awaySince: eb.fn.coalesce(running, eb.val(at)), awayUntil: until }))
        .where('username', '=', username)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async recordLogin(username: string, at: Date) {
      await db.updateTable('adminUsers').set({ lastLogin: at.toISOString() }).where('username', '=', username).execute();
    },
  };
}
