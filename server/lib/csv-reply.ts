import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';

/** French spreadsheets' separator and Windows line ends, as Excel in French expects. */
export const CSV_OPTIONS = { delimiter: ';', record_delimiter: 'windows' } as const;

/**
 * A CSV download: records written with a BOM (so Excel reads UTF-8), or a stream that already carries it; never
 * kept by a cache, since it holds the agency's figures.
 */
export function sendCsv(reply: FastifyReply, fileName: string, body: string[][] | Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Array.isArray(body) ? stringify(body, { ...CSV_OPTIONS, bom: true }) : body);
}
