import { instanceEnvironments } from '../instance-environments';
import { z } from '../validation/zod';

/** The four states of back-office §4: Connecté, Erreur, Non configuré, Inconnu. */
const connectionStatuses = ['connected', 'error', 'unconfigured', 'unknown'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const databaseConnection = z.object({
  name: z.string(),
  status: z.enum(connectionStatuses),
  error: z.string().nullable(),
  info: z.object({ driver: z.string(), platform: z.string(), host: z.string(), database: z.string(), version: z.string().optional() }),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int() })),
  stats: z.record(z.string(), scalar),
  migrations: z.array(z.object({ name: z.string(), appliedAt: z.string() })),
});
export type DatabaseConnection = z.infer<typeof databaseConnection>;

export const databaseConnectionsAnswer = z.object({
  success: z.literal(true),
  connections: z.record(z.string(), databaseConnection),
  server_info: z.record(z.string(), z.string()),
  timestamp: z.string(),
  message: z.string(),
});
export type DatabaseConnections = z.infer<typeof databaseConnectionsAnswer>;

const environmentStatus = z.object({
  id: z.enum(instanceEnvironments),
  label: z.string(),
  status: z.enum(['connected', 'error', 'unconfigured']),
  url: z.string().nullable(),
  error: z.string().nullable(),
  uptimeSeconds: z.number().int().nullable(),
  responseTimeMs: z.number().int().nullable(),
  checkedAt: z.string().nullable(),
  sshHint: z.string(),
});
export type EnvironmentStatus = z.infer<typeof environmentStatus>;

export const environmentsAnswer = z.object({ success: z.literal(true), environments: z.array(environmentStatus) });
export const environmentAnswer = z.object({ success: z.literal(true), environment: environmentStatus });

const aiModelCard = z.object({
  id: z.string(),
  name: z.string(),
  purpose: z.string(),
  provider: z.string(),
  status: z.enum(['active', 'unconfigured']),
  monthlyRequests: z.number().int().nullable(),
  monthlyTokens: z.number().int().nullable(),
  /** Euros this month; null when no price applies or none is configured. */
  monthlyCost: z.number().nullable(),
  costNote: z.string(),
});
export type AiModelCard = z.infer<typeof aiModelCard>;

export const aiModelsAnswer = z.object({ success: z.literal(true), since: z.string(), models: z.array(aiModelCard) });

const retentionCounts = z.object({
  contactRequests: z.number().int(),
  prospects: z.number().int(),
  analyticsEvents: z.number().int(),
  chatbotRequests: z.number().int(),
});
export type RetentionCounts = z.infer<typeof retentionCounts>;

/** Public-site §9: what the next purge would remove (a dry run) and the record of past purges. */
export const retentionAnswer = z.object({
  success: z.literal(true),
  policy: z.object({ contactRetentionYears: z.number().int(), navigationRetentionMonths: z.number().int() }),
  dryRun: z.object({ contactCutoff: z.string(), navigationCutoff: z.string(), counts: retentionCounts }),
  nextRunAt: z.string().nullable(),
  lastError: z.string().nullable(),
  purges: z.array(retentionCounts.extend({ id: z.number().int(), ranAt: z.string(), contactCutoff: z.string(), navigationCutoff: z.string(), triggeredBy: z.string() })),
});
export type RetentionReport = z.infer<typeof retentionAnswer>;
