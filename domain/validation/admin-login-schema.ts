import { z } from './zod';
import { adminMessages } from './admin-messages';

/** Admin login (back-office §5): username (default 'admin') and password, both required. */
export const adminLoginSchema = z.object({
  username: z.string({ error: adminMessages.loginRequired }).trim().min(1, adminMessages.loginRequired).max(100),
  password: z.string({ error: adminMessages.loginRequired }).min(1, adminMessages.loginRequired).max(200),
});

export type AdminLoginInput = z.input<typeof adminLoginSchema>;
export type AdminLogin = z.output<typeof adminLoginSchema>;
