import type { ClientErrorReport } from '../../../domain/client-errors/report-limits';

/** The only entry the rest of the app uses: the reporter itself is fetched on the first error. */
export function sendClientErrorReport(report: Omit<ClientErrorReport, 'page'> & { page?: string }): void {
  import('./report-client-error').then(
    (module) => module.reportClientError(report),
    () => undefined,
  );
}
