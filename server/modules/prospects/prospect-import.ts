import { CsvError, parse } from 'csv-parse/sync';
import { restoreCell } from '../../../domain/prospects/csv-cells';
import { parseEuros } from '../../../domain/prospects/deal-value';
import { parseCsvDay } from '../../../domain/prospects/close-dates';
import { PROSPECT_CSV_COLUMNS } from '../../../domain/prospects/csv-columns';
import { prospectImportRowSchema } from '../../../domain/prospects/prospect-schema';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { foldForSearch } from '../../../domain/prospects/search-text';
import { labelsOfCell, storedLabels } from '../../../domain/labels';
import { errorListOf, fieldErrorsOf } from '../../../domain/validation/schema-helpers';
import { ApiError } from '../../lib/api-error';
import type { ProspectsRepository } from './repository';
import { statusMove, type ActivitiesRepository } from './activities-repository';
import { outcomeOf, outcomeOfNew } from './outcome-dates';

export const IMPORT_MAX_ROWS = 10_000;
/** Refused lines listed one by one in the report; past this the report gives their number only. */
const REPORT_MAX_LINES = 500;
/** Said after a status move made by an import, in the prospect's timeline. */
const IMPORT_MOVE_NOTE = ' (import CSV)';

const importable = ['nom', 'prenom', 'email', 'telephone', 'entreprise', 'fonction', 'statut', 'is_contacted', 'commentaire', 'estimated_value', 'expected_close_at', 'labels'] as const;
type ImportField = (typeof importable)[number];
const requiredColumns: ImportField[] = ['nom', 'prenom', 'email'];
const headerOf = (field: ImportField) => PROSPECT_CSV_COLUMNS.find((c) => c.field === field)!.header;

/** Each header a person may write for a field: the export's label, the §3 field name, and a few usual variants. */
const aliases: Record<ImportField, string[]> = {
  nom: ['nom', 'nom de famille'],
  prenom: ['prenom'],
  email: ['e-mail', 'email', 'mail', 'adresse email', 'adresse e-mail'],
  telephone: ['telephone', 'tel', 'tel.', 'portable'],
  entreprise: ['entreprise', 'societe', 'company'],
  fonction: ['fonction', 'poste'],
  statut: ['statut', 'status'],
  is_contacted: ['contacte', 'is_contacted'],
  commentaire: ['commentaire', 'commentaires', 'notes'],
  estimated_value: ['valeur estimee (€)', 'valeur estimee', 'valeur', 'montant', 'montant estime', 'estimated_value', 'deal value'],
  expected_close_at: ['cloture prevue', 'date de cloture', 'date de cloture prevue', 'expected_close_at', 'expected close date'],
  labels: ['etiquettes', 'etiquette', 'labels', 'tags'],
};

const contactedValues: Record<string, boolean> = { oui: true, non: false, true: true, false: false, '1': true, '0': false };

export type ImportMode = 'partial' | 'all-or-nothing';

export interface ImportOptions {
  /** 'all-or-nothing' stores no line when one is refused. */
  mode: ImportMode;
  /** Checks and counts everything, stores nothing. */
  dryRun: boolean;
  /** Who imported: the author of the status moves a merge records. */
  by?: string | null;
}

export interface ImportReport {
  /** False for a dry run, or a file refused as a whole. */
  stored: boolean;
  total: number;
  created: number;
  merged: number;
  refusedCount: number;
  refused: Array<{ line: number; errors: string[] }>;
}

function columnIndexes(header: string[]): Partial<Record<ImportField, number>> {
  const folded = header.map((h) => foldForSearch(h));
  const indexes: Partial<Record<ImportField, number>> = {};
  for (const field of importable) {
    const at = folded.findIndex((h) => aliases[field].includes(h));
    if (at >= 0) indexes[field] = at;
  }
  return indexes;
}

interface ParsedCsv {
  rows: Array<{ record: string[]; line: number }>;
  /** Lines the parser could not read: line number, 0-based column when known, what is wrong in French. */
  broken: Array<{ line: number; column: number | null; problem: string }>;
}

const csvProblems: Record<string, string> = {
  INVALID_OPENING_QUOTE: prospectMessages.csvStrayQuote,
  CSV_QUOTE_NOT_CLOSED: prospectMessages.csvQuoteNotClosed,
  CSV_INVALID_CLOSING_QUOTE: prospectMessages.csvAfterClosingQuote,
};

const SEPARATORS = [';', '\t', ','] as const;
type Separator = (typeof SEPARATORS)[number];

/**
 * The file's separator, read from its header line as spreadsheets do: of ';' (Excel in French, the export), a tab
 * (Excel's « Texte Unicode », a copy from a spreadsheet) and ',', the one that splits the header most, ';' first
 * when even, so a tab file's column named « Source ; canal » stays one column (decision 0555). One separator for the
 * whole file keeps a comma typed in a ';' file's cell (a comment, a list of labels) inside that cell.
 */
function delimiterOf(content: string): Separator {
  const end = content.indexOf('\n');
  const header = end === -1 ? content : content.slice(0, end);
  const count = (separator: Separator) => header.split(separator).length - 1;
  return SEPARATORS.reduce((best, separator) => (count(separator) > count(best) ? separator : best));
}

/** Every line the parser can read, and a French account of each one it cannot (the parser's own text is English). */
function parseCsv(content: string): ParsedCsv {
  const broken: ParsedCsv['broken'] = [];
  let lastLine = 0;
  try {
    const records = parse(content, {
      bom: true,
      delimiter: delimiterOf(content),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        if (!error) return;
        const unclosed = error.code === 'CSV_QUOTE_NOT_CLOSED';
        // An unclosed quote is found at the end of the file: the line it opened on follows the last line read.
        const line = unclosed ? lastLine + 1 : Number((error as CsvError & { lines?: number }).lines ?? lastLine + 1);
        const column = (error as CsvError & { column?: unknown }).column;
        broken.push({ line, column: !unclosed && typeof column === 'number' ? column : null, problem: csvProblems[error.code] ?? prospectMessages.csvUnreadable });
      },
      on_record: (record: string[], context: { lines: number }) => {
        lastLine = context.lines;
        return record;
      },
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return { rows: records.map(({ record, info }) => ({ record, line: info.lines })), broken };
  } catch (error) {
    if (error instanceof CsvError) throw new ApiError(400, prospectMessages.importNotCsv);
    throw error;
  }
}

/** One refused line per line number, with each problem the parser found on it, named by its column. */
function brokenLines(broken: ParsedCsv['broken'], header: string[]): ImportReport['refused'] {
  const byLine = new Map<number, string[]>();
  for (const { line, column, problem } of broken) {
    const where = column === null ? '' : `${header[column]?.trim() || `colonne ${column + 1}`} : `;
    const text = `${where}${problem}`;
    const list = byLine.get(line) ?? [];
    if (!list.includes(text)) list.push(text);
    byLine.set(line, list);
  }
  return [...byLine].map(([line, errors]) => ({ line, errors }));
}

/**
 * The columns read whose cell holds U+FFFD, the mark a decoder leaves for bytes of another encoding (an Excel CSV in
 * Windows-1252 read as UTF-8): stored, 'Hélène' would stay 'H\uFFFDl\uFFFDne' for good.
 */
function garbledColumns(record: string[], columns: Partial<Record<ImportField, number>>): ImportField[] {
  return importable.filter((field) => columns[field] !== undefined && (record[columns[field]!] ?? '').includes('\uFFFD'));
}

/** Reads one line into a prospect, or the French reasons it is refused. */
function readRow(record: string[], columns: Partial<Record<ImportField, number>>) {
  const cell = (field: ImportField) => (columns[field] === undefined ? undefined : restoreCell((record[columns[field]!] ?? '').trim()));
  const contacted = cell('is_contacted');
  const contactedValue = contacted ? contactedValues[foldForSearch(contacted)] : false;
  const input = {
    nom: cell('nom') ?? '',
    prenom: cell('prenom') ?? '',
    email: cell('email') ?? '',
    telephone: cell('telephone') ?? '',
    entreprise: cell('entreprise') ?? '',
    fonction: cell('fonction') ?? '',
    commentaire: cell('commentaire') ?? '',
    ...(cell('statut') ? { statut: cell('statut') } : {}),
    is_contacted: contactedValue ?? contacted,
    estimated_value: parseEuros(cell('estimated_value') ?? ''),
    expected_close_at: parseCsvDay(cell('expected_close_at') ?? ''),
    labels: labelsOfCell(cell('labels') ?? ''),
  };
  const result = prospectImportRowSchema.safeParse(input);
  if (result.success) return { prospect: result.data, statusGiven: 'statut' in input, contactedGiven: !!contacted, errors: [] };
  const fieldErrors = fieldErrorsOf(result.error);
  const errors = Object.entries(fieldErrors).map(([field, message]) => `${importable.includes(field as ImportField) ? headerOf(field as ImportField) : field} : ${message}`);
  return { prospect: null, statusGiven: false, contactedGiven: false, errors: errors.length ? errors : errorListOf(fieldErrors) };
}

/**
 * CSV import: every line is checked, good lines are written in one transaction (a failure writes nothing),
 * and a line whose e-mail is already known completes that prospect instead of adding a second one.
 */
export async function importProspects(
  prospects: ProspectsRepository,
  activities: ActivitiesRepository,
  content: string,
  options: ImportOptions = { mode: 'partial', dryRun: false },
): Promise<ImportReport> {
  if (content.trim() === '') throw new ApiError(400, prospectMessages.importEmpty);
  // A text file has no NUL byte: this is a spreadsheet or an image sent under a .csv name.
  if (content.includes('\u0000')) throw new ApiError(400, prospectMessages.importNotCsv);
  const parsed = parseCsv(content);
  const [header, ...rows] = parsed.rows;
  const unreadable = (line: number, problem: string) => new ApiError(400, `${prospectMessages.importNotCsv} : ligne ${line} : ${problem}`);
  const headerBroken = parsed.broken.find((b) => !header || b.line < header.line);
  if (headerBroken) throw unreadable(headerBroken.line, headerBroken.problem);
  if (!header || (rows.length === 0 && parsed.broken.length === 0)) throw new ApiError(400, prospectMessages.importEmpty);
  if (rows.length === 0) throw unreadable(parsed.broken[0]!.line, parsed.broken[0]!.problem);
  if (rows.length + parsed.broken.length > IMPORT_MAX_ROWS) throw new ApiError(400, prospectMessages.importTooManyRows(IMPORT_MAX_ROWS));
  const columns = columnIndexes(header.record);
  const missing = requiredColumns.filter((field) => columns[field] === undefined);
  if (missing.length) throw new ApiError(400, prospectMessages.importMissingColumns(missing.map(headerOf)));

  const refused = brokenLines(parsed.broken, header.record);
  const accepted: Array<Omit<ReturnType<typeof readRow>, 'prospect' | 'errors'> & { prospect: NonNullable<ReturnType<typeof readRow>['prospect']> }> = [];
  for (const { record, line } of rows) {
    const garbled = garbledColumns(record, columns);
    if (garbled.length) {
      refused.push({ line, errors: garbled.map((field) => `${headerOf(field)} : ${prospectMessages.csvGarbled}`) });
      continue;
    }
    const { prospect, errors, ...given } = readRow(record, columns);
    if (prospect) accepted.push({ prospect, ...given });
    else refused.push({ line, errors });
  }
  refused.sort((a, b) => a.line - b.line);
  const report: ImportReport = {
    stored: false,
    total: accepted.length + refused.length,
    created: 0,
    merged: 0,
    refusedCount: refused.length,
    refused: refused.slice(0, REPORT_MAX_LINES),
  };

  if (options.dryRun) {
    // The same counts a real import would give, with nothing written; an address twice in the file merges the second time.
    const seen = new Set<string>();
    for (const { prospect } of accepted) {
      const email = prospect.email.toLowerCase();
      const known = seen.has(email) || (await prospects.findByEmail(prospect.email)).length > 0;
      seen.add(email);
      if (known) report.merged += 1;
      else report.created += 1;
    }
    return report;
  }
  if (options.mode === 'all-or-nothing' && refused.length > 0) {
    throw new ApiError(
      400,
      prospectMessages.importAllOrNothing(refused.length),
      report.refused.map(({ line, errors }) => `Ligne ${line} : ${errors.join(' ; ')}`),
    );
  }

  report.stored = true;
  const now = new Date().toISOString();
  await prospects.transaction(async (trx) => {
    for (const { prospect, statusGiven, contactedGiven } of accepted) {
      const [existing] = await prospects.findByEmail(prospect.email, trx);
      if (!existing) {
        const { is_contacted: contacted, estimated_value: estimatedValue, expected_close_at: expectedCloseAt, labels, ...fields } = prospect;
        await prospects.insert(
          { ...fields, isContacted: contacted ? 1 : 0, estimatedValue, expectedCloseAt, labels: storedLabels(labels), source: 'import', dateAjout: now, ...outcomeOfNew(fields.statut, now) },
          trx,
        );
        report.created += 1;
        continue;
      }
      // A merge fills in what the file knows and keeps what it leaves blank.
      const filled = (field: 'nom' | 'prenom' | 'telephone' | 'entreprise' | 'fonction' | 'commentaire') =>
        columns[field] !== undefined && prospect[field] !== '' ? { [field]: prospect[field] } : {};
      await prospects.update(
        existing,
        {
          ...filled('nom'),
          ...filled('prenom'),
          ...filled('telephone'),
          ...filled('entreprise'),
          ...filled('fonction'),
          ...filled('commentaire'),
          ...(statusGiven ? { statut: prospect.statut, ...outcomeOf(existing, prospect.statut, undefined, now) } : {}),
          ...(contactedGiven ? { isContacted: prospect.is_contacted ? 1 : 0 } : {}),
          ...(prospect.estimated_value !== null ? { estimatedValue: prospect.estimated_value } : {}),
          ...(prospect.expected_close_at !== null ? { expectedCloseAt: prospect.expected_close_at } : {}),
          // The file's labels replace the prospect's, as its other cells do; a blank cell keeps them.
          ...(prospect.labels.length ? { labels: storedLabels(prospect.labels) } : {}),
          updatedAt: now,
        },
        trx,
      );
      // A status the file changes is a move of the prospect's timeline, as one made in the back-office.
      if (statusGiven && prospect.statut !== existing.statut) {
        await activities.insertMany([statusMove(Number(existing.id), existing.statut, prospect.statut, options.by ?? null, now, IMPORT_MOVE_NOTE)], trx);
      }
      report.merged += 1;
    }
  });
  return report;
}
