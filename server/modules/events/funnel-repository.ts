import { FORM_PAGES, LEAD_EVENT } from '../../../domain/analytics/traffic-funnel';
import type { Database } from '../../db/database';
import { readAllOffLoop } from '../../db/off-loop-reads';

/** Bounds the distinct landings read for one funnel; far beyond what the agency's site sees in a month. */
const LANDING_LIMIT = 200_000;

/** The analytics query of the dashboard's funnel, over a month of events: read off the event loop where the database allows it (0507). */
export function funnelRepository(db: Database) {
  const since = (from: string) => db.selectFrom('analyticsEvents').select('visitorKey').where('createdAt', '>=', from);
  return {
    /**
     * The visitors' first page views since the cutoff grouped by their properties (campaign, referrer): how many
     * visitors arrived so, how many of them opened a lead form or sent one, and how many sent one. The service
     * decides each distinct landing's source once, rather than each visitor's.
     */
    landings(from: string) {
      const firstViews = db
        .selectFrom('analyticsEvents')
        .select((eb) => eb.fn.min('id').as('id'))
        .where('name', '=', 'page_view')
        .where('createdAt', '>=', from)
        .groupBy('visitorKey');
      const openers = since(from).where('name', '=', 'page_view').where('page', 'in', [...FORM_PAGES]);
      const senders = since(from).where('name', '=', LEAD_EVENT);
      return readAllOffLoop(
        db,
        db
          .selectFrom('analyticsEvents')
          .select((eb) => [
            'properties',
            eb.fn.countAll<string | number>().as('visitors'),
            // A later step counts only visitors of an earlier one, so the funnel never widens.
            eb.fn
              .sum<string | number>(
                eb
                  .case()
                  .when(eb.or([eb('visitorKey', 'in', openers), eb('visitorKey', 'in', senders)]))
                  .then(1)
                  .else(0)
                  .end(),
              )
              .as('openers'),
            eb.fn.sum<string | number>(eb.case().when('visitorKey', 'in', senders).then(1).else(0).end()).as('senders'),
          ])
          .where('id', 'in', firstViews)
          .groupBy('properties')
          .limit(LANDING_LIMIT)
          .compile(),
      );
    },
  };
}
