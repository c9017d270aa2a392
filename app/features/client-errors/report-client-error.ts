import { sendAndForget } from '../../api/http';
import {
  CLIENT_ERROR_DETAIL_MAX,
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_PAGE_MAX,
  type ClientErrorReport,
} from '../../../domain/client-errors/report-limits';

/** One page never sends more than this: a crash in a render loop must not flood the server. */
const MAX_REPORTS_PER_PAGE = 5;
const sent = new Set<string>();

/**
 * Sends a report to `POST /api/client-errors` and forgets it: failures are ignored, nothing waits for it.
 * Loaded with `import()` only once something went wrong, so a visit without errors never downloads it.
 */
export function reportClientError(report: Omit<ClientErrorReport, 'page'> & { page?: string }): void {
  const message = report.message.trim().slice(0, CLIENT_ERROR_MESSAGE_MAX) || 'Erreur sans message';
  const key = `${report.kind}:${message}`;
  if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(key);
  const body: ClientErrorReport = {
    kind: report.kind,
    message,
    detail: (report.detail ?? '').slice(0, CLIENT_ERROR_DETAIL_MAX),
    page: (report.page ?? `${window.location.pathname}${window.location.search}`).slice(0, CLIENT_ERROR_PAGE_MAX),
  };
  sendAndForget('/api/client-errors', body, 'omit');
}
