import { z } from '../validation/zod';
import { backgroundTypes } from '../backgrounds';

export const healthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['connected', 'disconnected']),
  /** Seconds since the process started, for the environment tiles of another instance's back-office. */
  uptime: z.number().int().nonnegative().optional(),
});

/** `background`: the ambiance chosen in the back-office, the default of visitors who adopted none. */
export const siteStatusAnswer = z.object({
  maintenance: z.boolean(),
  testEnvironment: z.boolean(),
  background: z.enum(backgroundTypes),
  /** The agency's closures not over yet, first day first (added: docs/decisions/0501-agency-closures.md). */
  closures: z.array(z.object({ from: z.string(), to: z.string(), label: z.string() })).optional(),
});

export const siteConfigAnswer = z.object({
  success: z.literal(true),
  analytics: z.object({ gaId: z.string(), tagUrl: z.string() }).nullable(),
});

export const chatAnswer = z.object({
  success: z.literal(true),
  answer: z.string(),
  source: z.string(),
  responseTime: z.number(),
  tokens: z.number(),
});

export const acceptedAnswer = z.object({ success: z.literal(true) });

/** A redirect: no body, the address is in the Location header. */
export const redirectAnswer = z.null().describe('Redirection (en-tête Location)');

/** The brand's logo manifest, as the spec's clients read it. */
export const logoManifestAnswer = z.record(z.string(), z.unknown()).describe('Manifeste des logos');

/** A stored client error report. */
export const reportStoredAnswer = z.object({ success: z.literal(true), id: z.number().int() });
