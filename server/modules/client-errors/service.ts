import type { ClientErrorReportInput } from '../../../domain/client-errors/report-schema';
import { CLIENT_ERROR_DETAIL_MAX, CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERROR_PAGE_MAX } from '../../../domain/client-errors/report-limits';
import type { Database } from '../../db/database';
import { durableWrite } from '../../db/durable-writes';
import { errorReportsRepository } from './repository';
import { DAY_MS } from '../../../domain/calendar-day';

/** Reports older than this are dropped when a new one arrives, so the table cannot grow without end. */
const ERROR_REPORT_RETENTION_DAYS = 30;
const ERROR_REPORT_LIST_LIMIT = 200;
const USER_AGENT_MAX = 300;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

interface ServerErrorInput {
  statusCode: number;
  method: string;
  url: string;
  message: string;
  stack?: string;
}

export function errorReportsService(db: Database) {
  const reports = errorReportsRepository(db);

  const store = (report: Parameters<typeof reports.insert>[0]) =>
    durableWrite(db, async (executor) => {
      const id = await reports.insert(report, executor);
      await reports.deleteOlderThan(new Date(Date.now() - ERROR_REPORT_RETENTION_DAYS * DAY_MS).toISOString(), executor);
      return id;
    });

  return {
    /** A browser's report, stored as received (the schema already bounded it). */
    async recordClientError(input: ClientErrorReportInput, userAgent: string | undefined): Promise<number> {
      return store({
        origin: 'client',
        kind: input.kind,
        message: input.message,
        detail: input.detail,
        page: input.page,
        userAgent: clip(userAgent ?? '', USER_AGENT_MAX),
        createdAt: new Date().toISOString(),
      });
    },

    /** A 5xx of the central error handler; the query string is left out, it may carry personal data. */
    async recordServerError(input: ServerErrorInput, userAgent: string | undefined): Promise<number> {
      const path = input.url.split('?')[0] ?? input.url;
      return store({
        origin: 'server',
        kind: `http-${input.statusCode}`,
        message: clip(input.message || 'Erreur sans message', CLIENT_ERROR_MESSAGE_MAX),
        detail: clip(input.stack ?? '', CLIENT_ERROR_DETAIL_MAX),
        page: clip(`${input.method} ${path}`, CLIENT_ERROR_PAGE_MAX),
        userAgent: clip(userAgent ?? '', USER_AGENT_MAX),
        createdAt: new Date().toISOString(),
      });
    },

    /** The reports of the last `days` days, newest first, with the totals of each origin. */
    async recent(days: number, now = new Date()) {
      const since = new Date(now.getTime() - days * DAY_MS).toISOString();
      const [rows, totals] = await Promise.all([reports.listSince(since, ERROR_REPORT_LIST_LIMIT), reports.countSinceByOrigin(since)]);
      return {
        since,
        totals,
        reports: rows.map((row) => ({
          id: Number(row.id),
          origin: row.origin,
          kind: row.kind,
          message: row.message,
          detail: row.detail,
          page: row.page,
          userAgent: row.userAgent,
          createdAt: row.createdAt,
        })),
      };
    },
  };
}
