import type { importReportAnswer } from '../../../../domain/api/prospect-answers';
import type { Answer } from '../../../api/http';
import { uploadJson } from '../../../api/upload';

/** What an import did, or for a dry run (`stored` false) what it would do. */
export type ImportReport = Answer<typeof importReportAnswer>;

export interface ImportChoice {
  mode: 'partial' | 'all-or-nothing';
  dryRun: boolean;
}

export type ImportProgress = { phase: 'reading' } | { phase: 'sending'; percent: number } | { phase: 'checking' };

/**
 * POST /api/admin/prospects/import with the file's text, reporting the upload's progress; a refused import
 * throws `ApiError` whose `errors` are, for an all-or-nothing refusal, each bad line.
 */
export const uploadProspectsCsv = (content: string, choice: ImportChoice, onProgress: (progress: ImportProgress) => void): Promise<ImportReport> =>
  uploadJson<ImportReport>('/api/admin/prospects/import', { content, mode: choice.mode, dryRun: choice.dryRun }, onProgress);
