import { nextOpeningAfter } from '../../domain/response-promises';
import { DAY_MS } from '../../domain/calendar-day';

const HOUR_MS = 3_600_000;

/**
 * A callback slot a visitor may choose: `hour` (10 h by default, from 9 to 17) in Paris on the first day the agency
 * opens after `days` days from now (docs/decisions/0492-callback-slots-in-opening-hours.md), as an ISO instant.
 */
export const openSlotAfter = (days: number, hour = 10, now = Date.now()): string =>
  new Date(nextOpeningAfter(new Date(now + days * DAY_MS)).getTime() + (hour - 9) * HOUR_MS).toISOString();
