import { AdminApiError } from '../api/admin-fetch';

export interface ImportReport {
  success: boolean;
  message: string;
  total: number;
  created: number;
  merged: number;
  refusedCount: number;
  refused: Array<{ line: number; errors: string[] }>;
}

export type ImportProgress = { phase: 'reading' } | { phase: 'sending'; percent: number } | { phase: 'checking' };

/** Sends the file's text with XMLHttpRequest, whose upload events give the progress fetch does not. */
export function uploadProspectsCsv(content: string, onProgress: (progress: ImportProgress) => void): Promise<ImportReport> {
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
      let body: (ImportReport & { message?: string }) | undefined;
      try {
        body = JSON.parse(request.responseText) as ImportReport;
      } catch {
        body = undefined;
      }
      if (request.status === 200 && body?.success) resolve(body);
      else reject(new AdminApiError(request.status, body?.message || `Erreur ${request.status}: ${request.statusText}`, request.statusText, body === undefined));
    };
    request.send(JSON.stringify({ content }));
  });
}
