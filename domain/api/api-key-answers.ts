import { z } from '../validation/zod';

/** One API key as the settings list it; its secret is never answered again. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  active: z.boolean(),
});
export type ApiKey = z.output<typeof apiKeySchema>;

export const apiKeysAnswer = z.object({ success: z.literal(true), keys: z.array(apiKeySchema) });

/** A generated key: the token, shown once. */
export const apiKeyCreatedAnswer = z.object({ success: z.literal(true), message: z.string(), token: z.string(), name: z.string(), expiresAt: z.string() });
export type ApiKeyCreated = z.output<typeof apiKeyCreatedAnswer>;
