import { uploadJson } from '../../../api/upload';

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

export type ImportProgress = { phase: 'reading' } | { phase: 'sending'; percent: number } | { phase: 'checking' };

/**
 * POST /api/admin/prospects/import with the file's text, reporting the upload's progress; a refused import
 * throws `ApiError` whose `errors` are, for an all-or-nothing refusal, each bad line.
 */
export const uploadProspectsCsv = (content: string, choice: ImportChoice, onProgress: (progress: ImportProgress) => void): Promise<ImportReport> =>
  uploadJson<ImportReport>('/api/admin/prospects/import', { content, mode: choice.mode, dryRun: choice.dryRun }, onProgress);
