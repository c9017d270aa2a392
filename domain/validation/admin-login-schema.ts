import { z } from './zod';
import { adminMessages } from './admin-messages';
import { twoFactorCode } from './two-factor-schema';

/** Admin login (back-office §5): username (default 'admin') and password, both required. */
export const adminLoginSchema = z.object({
  username: z.string({ error: adminMessages.loginRequired }).trim().min(1, adminMessages.loginRequired).max(100),
  password: z.string({ error: adminMessages.loginRequired }).min(1, adminMessages.loginRequired).max(200),
  /** API clients get an X-API-KEY token (back-office §7); the back-office itself sends false and relies on its cookie. */
  issueToken: z.boolean({ error: adminMessages.issueTokenFlag }).optional(),
  /** The second factor's code, for a user who turned it on (docs/decisions/0457-two-factor-login.md); asked when missing. */
  code: twoFactorCode.optional(),
});

export type AdminLoginInput = z.input<typeof adminLoginSchema>;
export type AdminLogin = z.output<typeof adminLoginSchema>;
