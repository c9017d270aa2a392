import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { csvDateTime, neutraliseCell } from '../../../domain/prospects/csv-cells';
import { PROSPECT_CSV_COLUMNS, type ProspectCsvField } from '../../../domain/prospects/csv-columns';
import { clientCodeOf, contactedLabel } from '../../../domain/prospects/prospect-fields';
import { frenchDay } from '../../../domain/prospects/close-dates';
import { labelsCellOf } from '../../../domain/labels';
import { nextActionTypeLabel } from '../../../domain/prospects/next-action';
import { CSV_OPTIONS } from '../../lib/csv-reply';
import type { ExportBatch, ExportedPipeline, ExportedRow, ExportFilter, ProspectsRepository } from './repository';

/** Each CSV column's text, as the list shows the field; the pipeline's columns are empty for a row deleted meanwhile. */
const cellOf: Record<ProspectCsvField, (row: ExportedRow, pipeline: ExportedPipeline | undefined) => string> = {
  client_code: (row) => clientCodeOf(Number(row.id)),
  nom: (row) => row.nom,
  prenom: (row) => row.prenom,
  email: (row) => row.email,
  telephone: (row) => row.telephone,
  entreprise: (row) => row.entreprise,
  fonction: (row) => row.fonction,
  source: (row) => row.source,
  date_ajout: (row) => csvDateTime(row.dateAjout),
  statut: (row) => row.statut,
  is_contacted: (row) => contactedLabel(Number(row.isContacted) === 1),
  commentaire: (row) => row.commentaire,
  lead_score: (row) => (row.leadScore === null ? '' : String(row.leadScore)),
  estimated_value: (row) => (row.estimatedValue === null ? '' : String(row.estimatedValue)),
  expected_close_at: (row) => (row.expectedCloseAt ? frenchDay(row.expectedCloseAt) : ''),
  labels: (row) => labelsCellOf(row.labels),
  owner: (_, pipeline) => pipeline?.owner ?? '',
  next_action_label: (_, pipeline) => (pipeline?.nextActionAt ? pipeline.nextActionLabel : ''),
  next_action_type: (_, pipeline) => (pipeline?.nextActionAt ? nextActionTypeLabel(pipeline.nextActionType) : ''),
  next_action_at: (_, pipeline) => (pipeline?.nextActionAt ? frenchDay(pipeline.nextActionAt) : ''),
  next_action_time: (_, pipeline) => (pipeline?.nextActionAt ? (pipeline.nextActionTime ?? '') : ''),
  lost_reason: (_, pipeline) => pipeline?.lostReason ?? '',
  lost_at: (_, pipeline) => csvDateTime(pipeline?.lostAt),
  won_at: (_, pipeline) => csvDateTime(pipeline?.wonAt),
};

const csvRecords = ({ rows, pipelines }: ExportBatch): string[][] =>
  rows.map((row) => {
    const pipeline = pipelines.get(Number(row.id));
    return PROSPECT_CSV_COLUMNS.map(({ field }) => neutraliseCell(cellOf[field](row, pipeline)));
  });

/**
 * The BOM and header, then one chunk of text per batch of rows, written in one synchronous step: a batch's rows
 * are garbage before the next is read, so the collector frees them young instead of letting them pile up.
 */
async function* csvChunks(prospects: ProspectsRepository, filter: ExportFilter) {
  yield stringify([], { ...CSV_OPTIONS, bom: true, header: true, columns: PROSPECT_CSV_COLUMNS.map((c) => c.header) });
  for await (const batch of prospects.exportBatches(filter)) yield stringify(csvRecords(batch), CSV_OPTIONS);
}

/**
 * The CSV of back-office §7: UTF-8 with a BOM and ';' between cells, as Excel in French expects, and every cell a
 * spreadsheet would run as a formula neutralised. A byte stream that reads the next batch only once the client
 * has taken the previous one (docs/decisions/0222-prospects-csv.md).
 */
export function exportProspects(prospects: ProspectsRepository, filter: ExportFilter): Readable {
  return Readable.from(csvChunks(prospects, filter), { objectMode: false });
}
