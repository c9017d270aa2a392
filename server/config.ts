import { z } from 'zod';
import { instanceEnvironments, type InstanceEnvironment } from '../domain/instance-environments';

const onOff = z.enum(['on', 'off']);

/** An instance of the product the back-office health-checks: only its origin is kept. */
const instanceUrl = z
  .url({ protocol: /^https?$/ })
  .refine((value) => {
    const url = new URL(value);
    return !url.username && !url.password && !url.search && !url.hash;
  }, 'must be an http(s) address without credentials, query or fragment')
  .transform((value) => new URL(value).origin)
  .optional();


const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|file:)/, 'must start with postgres:// or file:')
    .default('file:data/app.sqlite'),
  PUBLIC_URL: z.url().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SMTP_URL: z.url().optional(),
  MAIL_TO: z.email().optional(),
  MAIL_FROM: z.email().optional(),
  REDIS_URL: z.url().optional(),
  RATE_LIMITS: onOff.default('on'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_DIR: z.string().default('build/client'),
  BACKUP_DIR: z.string().min(1).default('data/backups'),
  ANALYTICS_GA_ID: z.string().regex(/^[A-Z]{1,3}-[A-Z0-9-]{4,20}$/, 'must look like G-XXXXXXX').optional(),
  ANALYTICS_TAG_URL: z.url({ protocol: /^https?$/ }).optional(),
  INSTANCE_URL_PRODUCTION: instanceUrl,
  INSTANCE_URL_STAGING: instanceUrl,
  INSTANCE_URL_DEVELOPMENT: instanceUrl,
  REPOSITORY_DIR: z.string().min(1).optional(),
  AI_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(100).optional(),
  WEBHOOK_ALLOW_LOOPBACK: onOff.default('off'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  publicUrl: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailTo?: string;
  mailFrom?: string;
  redisUrl?: string;
  rateLimits: boolean;
  trustProxy: boolean;
  logLevel: string;
  siteDir: string;
  /** Where the database backups are written (docs/decisions/0321-database-backups.md). */
  backupDir: string;
  /** Third-party audience tag, loaded in the browser only after consent; none by default. */
  analytics?: { gaId: string; tagUrl: string };
  /** Origins of the instances shown as environment tiles in the back-office; absent ones are 'Non configuré'. */
  instances: Partial<Record<InstanceEnvironment, string>>;
  /** The git repository the back-office's git panels read (the working directory by default). */
  repositoryDir: string;
  /** An OpenAI-compatible chat-completions endpoint that words the improvement ideas; none by default. */
  ai?: { url: string; apiKey: string; model: string };
  /** Tests only: the lead webhook may target an http:// receiver on loopback. */
  webhookAllowLoopback: boolean;
};

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops the start with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const aiParts = [e.AI_API_URL, e.AI_API_KEY, e.AI_MODEL].filter(Boolean).length;
  if (aiParts > 0 && aiParts < 3) {
    throw new ConfigError('Invalid environment variables:\n  - AI_API_URL, AI_API_KEY, AI_MODEL: set all three or none');
  }
  if (e.WEBHOOK_ALLOW_LOOPBACK === 'on' && e.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid environment variables:\n  - WEBHOOK_ALLOW_LOOPBACK: only with NODE_ENV=test');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailTo: e.MAIL_TO,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    rateLimits: e.RATE_LIMITS === 'on',
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    siteDir: e.SITE_DIR,
    backupDir: e.BACKUP_DIR,
    analytics: e.ANALYTICS_GA_ID
      ? { gaId: e.ANALYTICS_GA_ID, tagUrl: e.ANALYTICS_TAG_URL ?? `https://www.googletagmanager.com/gtag/js?id=${e.ANALYTICS_GA_ID}` }
      : undefined,
    instances: Object.fromEntries(
      instanceEnvironments.flatMap((name) => {
        const origin = e[`INSTANCE_URL_${name.toUpperCase() as Uppercase<InstanceEnvironment>}`];
        return origin ? [[name, origin]] : [];
      }),
    ),
    repositoryDir: e.REPOSITORY_DIR ?? process.cwd(),
    webhookAllowLoopback: e.WEBHOOK_ALLOW_LOOPBACK === 'on',
    ai: e.AI_API_URL && e.AI_API_KEY && e.AI_MODEL ? { url: e.AI_API_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL } : undefined,
  };
}
