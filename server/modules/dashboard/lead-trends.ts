import { TREND_DAYS, TREND_SOURCES } from '../../../domain/api/trends-answers';
import type { Database } from '../../db/database';
import { prospectsService } from '../prospects/service';
import { requestsService } from '../requests/service';
import { addDays } from '../../../domain/calendar-day';
import { parisDayBounds, parisToday } from '../../../domain/paris-time';

const OVERDUE_SHOWN = 10;

/**
 * Leads per Paris day over the last 30 days by source: inbox requests, and prospects not made from one (a converted
 * request is already counted). The week figures are sums of the same series, so chart, table and cards agree.
 */
export async function leadTrends(db: Database, now = new Date()) {
  const requests = requestsService(db);
  const prospects = prospectsService(db);
  const today = parisToday(now);
  const firstDay = addDays(today, -(TREND_DAYS - 1));
  const first = new Date(parisDayBounds(firstDay).from);
  const [fromInbox, added, overdue] = await Promise.all([requests.createdPerDay(first), prospects.addedPerDay(first), prospects.overdue(today, OVERDUE_SHOWN)]);
  const days = Array.from({ length: TREND_DAYS }, (_, index) => {
    const day = addDays(firstDay, index);
    return { day, total: 0, bySource: Object.fromEntries(TREND_SOURCES.map((source) => [source, 0])) as Record<string, number> };
  });
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  for (const row of [...fromInbox, ...added]) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    entry.bySource[row.source] = (entry.bySource[row.source] ?? 0) + row.count;
    entry.total += row.count;
  }
  const sum = (from: number, to: number) => days.slice(from, to).reduce((total, entry) => total + entry.total, 0);
  return { days, week: { current: sum(TREND_DAYS - 7, TREND_DAYS), previous: sum(TREND_DAYS - 14, TREND_DAYS - 7) }, overdue };
}
