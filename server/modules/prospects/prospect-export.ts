import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { neutraliseCell } from '../../../domain/prospects/csv-cells';
import { PROSPECT_CSV_COLUMNS, PROSPECT_CSV_DELIMITER } from '../../../domain/prospects/csv-columns';
import { contactedLabel } from '../../../domain/prospects/prospect-fields';
import { prospectView } from './prospect-view';
import type { ProspectsRepository } from './repository';

async function* csvRecords(prospects: ProspectsRepository, search: string) {
  for await (const row of prospects.stream(search)) {
    const view = prospectView(row);
    yield PROSPECT_CSV_COLUMNS.map(({ field }) => {
      if (field === 'is_contacted') return contactedLabel(view.is_contacted);
      const value = view[field];
      return value === null ? '' : neutraliseCell(String(value));
    });
  }
}

/**
 * The CSV of back-office §7, streamed batch by batch: UTF-8 with a BOM and ';' between cells, as Excel in French
 * expects, and every cell a spreadsheet would run as a formula neutralised.
 */
export function exportProspects(prospects: ProspectsRepository, search: string): Readable {
  const csv = stringify({
    bom: true,
    delimiter: PROSPECT_CSV_DELIMITER,
    header: true,
    columns: PROSPECT_CSV_COLUMNS.map((c) => c.header),
    record_delimiter: 'windows',
  });
  const source = Readable.from(csvRecords(prospects, search));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
