import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { transactionsSyncedOffLoop } from '../../db/off-loop-sync';
import type { Device } from '../../../domain/tracking-link-stats';
import type { TrackingLinkRow, VisitKind } from './repository';
import { parisToday } from '../../../domain/paris-time';

export interface Visit {
  trackingCode: string;
  kind: VisitKind;
  at: Date;
  /** The day's hashed visitor key (docs/decisions/0310-campaign-measurement.md). */
  visitorKey: string;
  /** The referring page's host, or null. */
  referrer: string | null;
  device: Device;
}

/** Multi-row inserts of power-of-two sizes: a group of any length reuses a handful of prepared statements. */
const LARGEST_INSERT = 256;
function insertChunks<Row>(rows: Row[]): Row[][] {
  const chunks: Row[][] = [];
  for (let start = 0; start < rows.length; ) {
    const size = 2 ** Math.floor(Math.log2(Math.min(rows.length - start, LARGEST_INSERT)));
    chunks.push(rows.slice(start, start + size));
    start += size;
  }
  return chunks;
}

function countsPerLink(visits: Visit[]): Array<[string, Record<VisitKind, number>]> {
  const counts = new Map<string, Record<VisitKind, number>>();
  for (const { trackingCode, kind } of visits) {
    const link = counts.get(trackingCode) ?? { click: 0, scan: 0 };
    link[kind] += 1;
    counts.set(trackingCode, link);
  }
  // In code order, so two groups written at once lock the links they share in the same order.
  return [...counts].sort(([a], [b]) => a.localeCompare(b));
}

/** The visits of tracking links, written in groups (docs/decisions/0281-click-group-commit.md). */
export function visitsRepository(db: Database) {
  const durableTransaction = transactionsSyncedOffLoop(db);
  return {
    /**
     * Counts a group of visits in one transaction, so one disk sync serves them all: each active link's
     * counters are raised once by its number of clicks and scans, in SQL, never read then written, and each
     * visit gets its dated row. Answers, visit by visit, its link, or nothing if the code is unknown or off.
     */
    async recordVisits(visits: Visit[]): Promise<Array<TrackingLinkRow | undefined>> {
      // Written as SQL rather than with the query builder: building and compiling the queries cost more than
      // running them, about a third of a group's time.
      return durableTransaction(async (trx) => {
        // An expired link counts nothing from its expiry on; the group's time stands for each of its visits.
        const now = (visits[0]?.at ?? new Date()).toISOString();
        const links = new Map<string, TrackingLinkRow>();
        for (const [trackingCode, counts] of countsPerLink(visits)) {
          const updated = await sql<TrackingLinkRow>`
            update tracking_links set click_count = click_count + ${counts.click}, scan_count = scan_count + ${counts.scan}
            where tracking_code = ${trackingCode} and is_active = 1 and (expires_at is null or expires_at > ${now})
            returning *`.execute(trx);
          const link = updated.rows[0];
          if (link) links.set(trackingCode, link);
        }
        const rows = visits.flatMap(({ trackingCode, kind, at, visitorKey, referrer, device }) => {
          const link = links.get(trackingCode);
          const createdAt = at.toISOString();
          return link ? [{ linkId: link.id, kind, day: parisToday(at), createdAt, visitorKey, referrer, device }] : [];
        });
        for (const chunk of insertChunks(rows)) {
          const values = chunk.map(
            (row) => sql`(${row.linkId}, ${row.kind}, ${row.day}, ${row.createdAt}, ${row.visitorKey}, ${row.referrer}, ${row.device})`,
          );
          await sql`insert into tracking_link_clicks (link_id, kind, day, created_at, visitor_key, referrer, device)
            values ${sql.join(values)}`.execute(trx);
        }
        return visits.map((visit) => links.get(visit.trackingCode));
      });
    },
  };
}
