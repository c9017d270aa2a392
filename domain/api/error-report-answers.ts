import { z } from '../validation/zod';

/** A server error (origin 'server') or a browser's report (origin 'client'), kept 30 days. */
const errorReport = z.object({
  id: z.number().int(),
  origin: z.enum(['server', 'client']),
  /** server: 'http-500'…; client: 'render-crash', 'script-error', 'unhandled-rejection', 'redirect-loop'. */
  kind: z.string(),
  message: z.string(),
  detail: z.string(),
  /** The page (client) or the method and path (server). */
  page: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
});
export type ErrorReport = z.infer<typeof errorReport>;

/** GET /api/admin/error-reports: the reports of the last days and how many came from each side. */
export const errorReportListAnswer = z.object({
  success: z.literal(true),
  since: z.string(),
  totals: z.object({ server: z.number().int(), client: z.number().int() }),
  reports: z.array(errorReport),
});
export type ErrorReportList = z.infer<typeof errorReportListAnswer>;
