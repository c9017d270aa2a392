import { z } from '../validation/zod';

const fileStatus = z.enum(['modified', 'added', 'deleted', 'renamed', 'copied', 'type-changed']);
const commit = z.object({
  hash: z.string(),
  message: z.string(),
  author: z.string(),
  author_email: z.string(),
  author_avatar: z.null(),
  date: z.string(),
  files: z.array(z.object({ path: z.string(), status: fileStatus })),
  type: z.string(),
});
export type GitCommit = z.output<typeof commit>;

const share = { count: z.number(), percentage: z.number() };
/** Set when the server has no readable repository: the answer then shows sample data, and says why. */
const demo = { demo_mode: z.boolean(), reason: z.string().nullable() };

/** A page of the repository's commits, newest first (back-office §2.11). */
export const gitHistoryAnswer = z.object({ success: z.literal(true), commits: z.array(commit), has_more: z.boolean(), ...demo });
export type GitHistory = z.output<typeof gitHistoryAnswer>;

/** The repository's activity over 7, 30 or 90 days. */
export const gitSummaryAnswer = z.object({
  success: z.literal(true),
  total_commits: z.number(),
  commits_per_day: z.number(),
  days_analyzed: z.number(),
  commit_types: z.array(z.object({ type: z.string(), label: z.string(), ...share })),
  file_types: z.array(z.object({ extension: z.string(), ...share })),
  authors: z.array(z.object({ name: z.string(), commits: z.number(), percentage: z.number() })),
  daily: z.array(z.object({ date: z.string(), count: z.number() })),
  recent_commits: z.array(z.object({ hash: z.string(), message: z.string(), author: z.string(), date: z.string(), type: z.string() })),
  last_update: z.string().nullable(),
  generated_at: z.string(),
  ...demo,
});
export type GitSummary = z.output<typeof gitSummaryAnswer>;
