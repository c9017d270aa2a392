import { AdminApiError } from '../api/admin-fetch';

export interface ImportReport {
  success: boolean;
  message: string;
  /** False for a dry run: the report says what an import would do. */
  stored: boolean;
  dryRun: boolean;
  total: number;
  created: number;
  merged: number;
  refusedCount: number;
  refused: Array<{ line: number; errors: string[] }>;
}

export interface ImportChoice {
  mode: 'partial' | 'all-or-nothing';
  dryRun: boolean;
}

/** A refused import: the server's message and, for an all-or-nothing refusal, each bad line. */
export class ImportRefused extends AdminApiError {
  constructor(
    status: number,
    message: string,
    readonly lines: string[],
  ) {
    super(status, message);
  }
}

export type ImportProgress = { phase: 'reading' } | { phase: 'sending'; percent: number } | { phase: 'checking' };

/** Sends the file's text with XMLHttpRequest, whose upload events give the progress fetch does not. */
export function uploadProspectsCsv(content: string, choice: ImportChoice, onProgress: (progress: ImportProgress) => void): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/prospects/import');
    request.setRequestHeader('content-type', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ phase: 'sending', percent: Math.round((event.loaded / event.total) * 100) });
    };
    request.upload.onload = () => onProgress({ phase: 'checking' });
    request.onerror = () => reject(new AdminApiError(0, 'Erreur de connexion. Veuillez réessayer.'));
    request.onload = () => {
      let body: (ImportReport & { message?: string; errors?: string[] }) | undefined;
      try {
        body = JSON.parse(request.responseText) as ImportReport;
      } catch {
        body = undefined;
      }
      if (request.status === 200 && body?.success) resolve(body);
      else if (request.status === 400 && body?.message) reject(new ImportRefused(400, body.message, body.errors ?? []));
      else reject(new AdminApiError(request.status, body?.message || `Erreur ${request.status}: ${request.statusText}`, request.statusText, body === undefined));
    };
    request.send(JSON.stringify({ content, mode: choice.mode, dryRun: choice.dryRun }));
  });
}
