import { isComplexPassword, settingsMessages } from '../../../domain/settings/settings-schema';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { MAIN_ADMIN_USERNAME, usernameFormatProblem, type AdminUserUpdate, type NewAdminUser } from '../../../domain/validation/admin-user-schema';
import { mentionsIn } from '../../../domain/notifications/mention-notice';
import type { Database } from '../../db/database';
import { ApiError, fieldRefusal } from '../../lib/api-error';
import { hashPassword } from '../../lib/password';
import { hashToken, newSecretToken } from '../../lib/secret-token';
import { CALENDAR_READ_RECORDED_EVERY_MS, calendarFeedMessages } from '../../../domain/calendar-feed';
import { settingsService } from '../settings/service';
import { adminUsersRepository, ROLE_ADMIN } from './repository';
import { twoFactorService } from './two-factor';
import { availabilityOn, isAway, type Availability } from '../../../domain/availability';
import { parisToday } from '../../../domain/paris-time';

const rolesOf = (roles: string) => roles.split(',').filter(Boolean);

/** Ends every open session and API key of a user; the auth module provides it (app.auth), so this module imports none. */
export type EndCredentials = (username: string) => Promise<void>;

/** The admin users as the other modules read them: accounts, roles, the list. */
export function adminUsersService(db: Database) {
  const users = adminUsersRepository(db);
  return {
    count: () => users.count(),
    /** When the first user was created: the base's first start (its `admin`). */
    firstCreatedAt: () => users.firstCreatedAt(),
    /** The stored account behind a login name, password hash included, for the login check. */
    async account(username: string) {
      const row = await users.findByUsername(username);
      return row && { username: row.username, passwordHash: row.passwordHash, roles: rolesOf(row.roles) };
    },
    /** The roles of a user who still exists. */
    async rolesOf(username: string): Promise<string[] | null> {
      const row = await users.findByUsername(username);
      return row ? rolesOf(row.roles) : null;
    },
    /** The roles of a user who still exists and whether their login asks a second factor, read on every authenticated request. */
    async accessOf(username: string): Promise<{ roles: string[]; twoFactor: boolean } | null> {
      const row = await users.findByUsername(username);
      return row ? { roles: rolesOf(row.roles), twoFactor: row.totpSecret !== null } : null;
    },
    recordLogin: (username: string, at: Date) => users.recordLogin(username, at),
    /** The login's second step once the password is right (0457): passed, a code asked, or the code refused. */
    secondFactorAtLogin: (username: string, code: string | undefined) => twoFactorService(db).checkAtLogin(username, code),
    /** Since when the user is absent and the day they come back, both null while available or unknown (decisions 0408, 0412). */
    async availabilityOf(username: string, now = new Date()): Promise<Availability> {
      const row = await users.findByUsername(username);
      return availabilityOn({ awaySince: row?.awaySince ?? null, awayUntil: row?.awayUntil ?? null }, parisToday(now));
    },

    async list(now = new Date()) {
      const rows = await users.list();
      const today = parisToday(now);
      return rows.map((row) => ({ username: row.username, roles: rolesOf(row.roles), lastLogin: row.lastLogin, email: row.email ?? null, twoFactor: row.totpEnabledAt !== null, monthlyWonGoal: Number(row.monthlyWonGoal), ...availabilityOn(row, today) }));
    },
    /**
     * Who a forgotten password's link goes to (0462): the user named, or the first to have given that address, with
     * their address; null without such a user or without an address.
     */
    async resetRecipientOf(login: string): Promise<{ username: string; email: string } | null> {
      const row = login.includes('@') ? await users.findByEmail(login.toLowerCase()) : await users.findByUsername(login);
      return row?.email ? { username: row.username, email: row.email } : null;
    },
    /** The addresses of the users named that receive the e-mail reminders of their appointments (0494). */
    reminderAddressesOf: (usernames: string[]) => users.reminderAddressesOf(usernames),
    /** Whether a user receives the e-mail reminders, and at which address (null without one). */
    reminderPreferenceOf: (username: string) => users.reminderPreferenceOf(username),
    /** The user's own address, '' removing it (0536); the auth module checks their password first. */
    async setOwnEmail(username: string, email: string): Promise<void> {
      if (!(await users.setEmail(username, email || null))) throw new ApiError(404, adminMessages.userNotFound);
    },
    async setReminderEmails(username: string, enabled: boolean): Promise<void> {
      if (!(await users.setReminderEmails(username, enabled))) throw new ApiError(404, adminMessages.userNotFound);
    },
    /** The signature under the e-mails a user sends, '' for none (docs/decisions/0467-email-signatures.md). */
    signatureOf: (username: string) => users.signatureOf(username),
    async setSignature(username: string, signature: string): Promise<void> {
      if (!(await users.setSignature(username, signature))) throw new ApiError(404, adminMessages.userNotFound);
    },
    /** The user's calendar address, without its secret: when it was made and last read (0474). */
    calendarFeedOf: (username: string) => users.calendarFeedOf(username),
    /** A new calendar address for the user, the old one ending with it; the secret is returned this once. */
    async newCalendarFeed(username: string, now = new Date()): Promise<{ token: string; createdAt: string; replaced: boolean }> {
      const replaced = (await users.calendarFeedOf(username)) !== null;
      const { token, hash } = newSecretToken();
      const createdAt = now.toISOString();
      if (!(await users.setCalendarToken(username, hash, createdAt))) throw new ApiError(404, adminMessages.userNotFound);
      return { token, createdAt, replaced };
    },
    async removeCalendarFeed(username: string): Promise<void> {
      if (!(await users.calendarFeedOf(username))) throw new ApiError(404, calendarFeedMessages.noneToRemove);
      await users.setCalendarToken(username, null, new Date().toISOString());
    },
    /** Who owns the calendar address with this secret, undefined for none; the reading is recorded. */
    calendarReader: (token: string, now = new Date()) =>
      users.readCalendar(hashToken(token), now.toISOString(), new Date(now.getTime() - CALENDAR_READ_RECORDED_EVERY_MS).toISOString()),
    /** A user's monthly sales goal in euros, 0 for none (docs/decisions/0463-monthly-sales-goals.md). */
    salesGoalOf: (username: string) => users.salesGoalOf(username),
    /** The users with a monthly sales goal, by name, and their goal. */
    async salesGoals(): Promise<Array<{ username: string; target: number }>> {
      return (await users.list()).filter((row) => Number(row.monthlyWonGoal) > 0).map((row) => ({ username: row.username, target: Number(row.monthlyWonGoal) }));
    },
    /** The e-mail address of a user, null for a user without one or unknown. */
    emailOf: async (username: string): Promise<string | null> => (await users.emailsOf([username])).get(username) ?? null,
    /** The e-mail addresses of the users named that have one. */
    emailsOf: (usernames: string[]) => users.emailsOf(usernames),
    /** The users a note names ('@camille', `mentionsIn`) who have an address to be told at, `author` left out (0444). */
    async mentionedWithAddress(text: string, author: string): Promise<string[]> {
      const mentioned = mentionsIn(text, (await users.list()).map((row) => row.username), author);
      return [...(await users.emailsOf(mentioned)).keys()];
    },
    /** Those a changed note names with an address and its text `before` did not: the ones not told yet (0452). */
    async mentionedAnew(before: string, text: string, author: string): Promise<string[]> {
      const toldBefore = new Set(await this.mentionedWithAddress(before, author));
      return (await this.mentionedWithAddress(text, author)).filter((username) => !toldBefore.has(username));
    },
    /** The administrators present, by name: those the automatic assignment may give a request or a lead to. */
    async assignable(now = new Date()): Promise<string[]> {
      const rows = await users.list();
      const today = parisToday(now);
      return rows
        .filter((row) => !isAway(row, today) && rolesOf(row.roles).includes(ROLE_ADMIN))
        .map((row) => row.username)
        .sort();
    },
  };
}

/** Adding, changing and deleting admin users; a changed password or a deletion ends the user's credentials. */
export function adminUserAccounts(db: Database, endCredentials: EndCredentials) {
  const users = adminUsersRepository(db);
  const settings = settingsService(db);

  /** The security setting 'complex passwords' applies to every password set from now on. */
  const checkPasswordRule = async (password: string) => {
    if ((await settings.current()).requireComplexPasswords && !isComplexPassword(password)) {
      throw fieldRefusal(400, 'password', settingsMessages.complexPassword);
    }
  };

  const existing = async (username: string) => {
    const user = await users.findByUsername(username);
    if (!user) throw new ApiError(404, adminMessages.userNotFound);
    return user;
  };

  return {
    /** Refuses, beside the field, a password the security setting's rule forbids. */
    checkPasswordRule,
    /** Whether a username typed in the new user's form may be chosen, and otherwise why not (decision 0520). */
    async usernameCheck(typed: string): Promise<{ available: boolean; message: string }> {
      const username = typed.trim();
      const problem = usernameFormatProblem(username) ?? ((await users.findByUsername(username)) ? adminMessages.usernameTaken : null);
      return { available: problem === null, message: problem ?? '' };
    },

    async create(input: NewAdminUser) {
      if (await users.findByUsername(input.username)) throw fieldRefusal(409, 'username', adminMessages.usernameTaken);
      await checkPasswordRule(input.password);
      try {
        await users.create({ username: input.username, passwordHash: await hashPassword(input.password), roles: input.roles, email: input.email || null, monthlyWonGoal: input.monthlyWonGoal });
      } catch (error) {
        // Two admins adding the same name at once: the unique index decides.
        if (await users.findByUsername(input.username)) throw fieldRefusal(409, 'username', adminMessages.usernameTaken);
        throw error;
      }
    },

    async update(username: string, input: AdminUserUpdate) {
      await existing(username);
      if (username === MAIN_ADMIN_USERNAME && !input.roles.includes(ROLE_ADMIN)) {
        throw new ApiError(400, adminMessages.adminKeepsRole);
      }
      if (input.password) await checkPasswordRule(input.password);
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      await users.update(username, { roles: input.roles, passwordHash, email: input.email === undefined ? undefined : input.email || null, monthlyWonGoal: input.monthlyWonGoal });
      if (passwordHash) await endCredentials(username);
    },

    /** A user's own new password (0458), under the security setting's rule; their sessions and API keys end. */
    async setOwnPassword(username: string, password: string) {
      await existing(username);
      await checkPasswordRule(password);
      await users.setPasswordHash(username, await hashPassword(password));
      await endCredentials(username);
    },

    /**
     * Marks a user absent, until a return day or without one, or back (docs/decisions/0408-availability.md,
     * 0412-absence-return-days.md); absent since the first time it was said.
     */
    async setAway(username: string, away: boolean, at: Date, until: string | null = null) {
      if (!(await users.setAway(username, away ? at.toISOString() : null, away ? until : null, parisToday(at)))) throw new ApiError(404, adminMessages.userNotFound);
    },

    async remove(username: string) {
      if (username === MAIN_ADMIN_USERNAME) throw new ApiError(400, adminMessages.cannotDeleteAdmin);
      await existing(username);
      await endCredentials(username);
      await users.remove(username);
      await twoFactorService(db).forget(username);
    },
  };
}
