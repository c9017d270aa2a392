import { FORM_PAGES, LEAD_EVENT } from '../../../domain/analytics/traffic-funnel';
import type { Database } from '../../db/database';
import { readAllOffLoop } from '../../db/off-loop-reads';

/** Bounds the visitors read for one funnel; far beyond what the agency's site sees in a month. */
const VISITOR_LIMIT = 200_000;

/** The analytics queries of the dashboard's funnel, each over a month of events: read off the event loop where the database allows it (0507). */
export function funnelRepository(db: Database) {
  const visitorsWith = async (since: string, filter: 'form' | 'lead') => {
    let query = db.selectFrom('analyticsEvents').select('visitorKey').distinct().where('createdAt', '>=', since);
    query = filter === 'form' ? query.where('name', '=', 'page_view').where('page', 'in', [...FORM_PAGES]) : query.where('name', '=', LEAD_EVENT);
    return new Set((await readAllOffLoop(db, query.compile())).map((row) => row.visitorKey));
  };
  return {
    /** Each visitor's first page view since the cutoff, with its properties (campaign, referrer). */
    landings(since: string) {
      const firstViews = db
        .selectFrom('analyticsEvents')
        .select((eb) => eb.fn.min('id').as('id'))
        .where('name', '=', 'page_view')
        .where('createdAt', '>=', since)
        .groupBy('visitorKey');
      return readAllOffLoop(db, db.selectFrom('analyticsEvents').select(['visitorKey', 'properties']).where('id', 'in', firstViews).limit(VISITOR_LIMIT).compile());
    },
    formOpeners: (since: string) => visitorsWith(since, 'form'),
    leads: (since: string) => visitorsWith(since, 'lead'),
  };
}
