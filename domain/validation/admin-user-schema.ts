import { z } from './zod';
import { adminMessages } from './admin-messages';
import { accountMessages } from './account-messages';
import { messages } from './messages';
import { salesGoalSchema } from '../prospects/sales-goal';

const ADMIN_ROLES = ['ROLE_ADMIN', 'ROLE_USER'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const MAIN_ADMIN_USERNAME = 'admin';
const PASSWORD_MIN = 8;

const username = z
  .string({ error: adminMessages.usernameFormat })
  .trim()
  .min(1, messages.required)
  .regex(/^[A-Za-z0-9._-]{3,50}$/, adminMessages.usernameFormat);
/** Why a new username cannot be used as it is written, null when its form is right. */
export const usernameFormatProblem = (text: string): string | null => username.safeParse(text).error?.issues[0]?.message ?? null;

/** `GET /api/admin/users/username-check`: the username typed so far. */
export const usernameCheckQuery = z.object({ username: z.string({ error: adminMessages.usernameFormat }).max(200, adminMessages.usernameFormat) });

const password = z
  .string({ error: adminMessages.passwordMin })
  .min(PASSWORD_MIN, adminMessages.passwordMin)
  .max(200, adminMessages.passwordMax);
const roles = z.array(z.enum(ADMIN_ROLES, { error: adminMessages.roles }), { error: adminMessages.roles }).min(1, adminMessages.roles).max(2, adminMessages.roles);
/**
 * Where the user is told what a colleague assigns them, the notes naming them and their follow-ups (decisions
 * 0443-0445): an address, or '' for none; stored lower-cased.
 */
const email = z
  .string({ error: messages.email })
  .trim()
  .max(254, messages.email)
  .refine((value) => value === '' || z.email().safeParse(value).success, messages.email)
  .overwrite((value) => value.toLowerCase());

/** POST /api/admin/users (back-office §5); `email` and `monthlyWonGoal` (euros, 0 for none; 0463) added, optional. */
export const newAdminUserSchema = z.object({ username, password, roles, email: email.optional(), monthlyWonGoal: salesGoalSchema.optional() });
/**
 * PUT /api/admin/users/{username}: the password is changed only when one is sent, the e-mail address ('' removes
 * it) and the monthly sales goal too.
 */
export const adminUserUpdateSchema = z.object({ password: password.optional(), roles, email: email.optional(), monthlyWonGoal: salesGoalSchema.optional() });

/** A new password typed twice, as the forms of one's own password ask it; the server checks the confirmation too. */
const newPassword = { password, confirmPassword: z.string({ error: adminMessages.passwordMismatch }).max(200, adminMessages.passwordMismatch) };
const confirmed = (values: { password: string; confirmPassword: string }) => values.password === values.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: adminMessages.passwordMismatch };

/**
 * POST /api/admin/account/password: a user changes their own password, readers included
 * (docs/decisions/0458-own-password.md); the confirmation is checked by the server too.
 */
export const ownPasswordSchema = z
  .object({
    currentPassword: z.string({ error: accountMessages.currentPasswordRequired }).min(1, accountMessages.currentPasswordRequired).max(200, accountMessages.currentPasswordWrong),
    ...newPassword,
  })
  .refine(confirmed, mismatch);

export type OwnPassword = z.output<typeof ownPasswordSchema>;

/** PUT /api/admin/account/email: the user's own address, '' to remove it, confirmed by their password (0536). */
export const ownEmailSchema = z.object({
  email,
  currentPassword: z.string({ error: accountMessages.currentPasswordRequired }).min(1, accountMessages.currentPasswordRequired).max(200, accountMessages.currentPasswordWrong),
});

export type OwnEmail = z.output<typeof ownEmailSchema>;

/** POST /api/security/password-reset: a user's name or the address they gave (docs/decisions/0462-password-reset.md). */
export const passwordResetRequestSchema = z.object({
  login: z.string({ error: accountMessages.resetLogin }).trim().min(1, accountMessages.resetLogin).max(254, accountMessages.resetLogin),
});

/** POST /api/security/password-reset/confirm: the link's secret and the new password, twice. */
export const passwordResetSchema = z
  .object({
    token: z.string({ error: accountMessages.resetLinkInvalid }).min(1, accountMessages.resetLinkInvalid).max(100, accountMessages.resetLinkInvalid),
    ...newPassword,
  })
  .refine(confirmed, mismatch);
export type PasswordReset = z.output<typeof passwordResetSchema>;
export type NewAdminUser = z.output<typeof newAdminUserSchema>;
export type AdminUserUpdate = z.output<typeof adminUserUpdateSchema>;

/**
 * The add/edit form: the same rules plus the confirmation. In edit mode an empty
 * password means 'keep the current one', so its checks only run when one is typed.
 */
export const adminUserFormSchema = (mode: 'add' | 'edit') =>
  z
    .object({
      username: mode === 'add' ? username : z.string(),
      password: z.string(),
      confirmPassword: z.string(),
      isAdmin: z.boolean(),
      email,
      monthlyWonGoal: salesGoalSchema,
    })
    .superRefine((values, ctx) => {
      const typed = values.password !== '' || values.confirmPassword !== '';
      if (mode === 'add' || typed) {
        if (values.password !== values.confirmPassword) {
          ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: adminMessages.passwordMismatch });
        }
        const checked = password.safeParse(values.password);
        if (!checked.success) ctx.addIssue({ code: 'custom', path: ['password'], message: checked.error.issues[0]?.message ?? adminMessages.passwordMin });
      }
    });

export type AdminUserForm = z.output<ReturnType<typeof adminUserFormSchema>>;

export const rolesFromAdminFlag = (isAdmin: boolean): AdminRole[] => (isAdmin ? ['ROLE_ADMIN'] : ['ROLE_USER']);
