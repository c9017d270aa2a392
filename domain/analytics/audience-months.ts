import type { SiteAudience } from './site-audience';

/** A period longer than this many days is drawn and listed by its months (Plausible draws 12 months by month). */
export const MONTHS_FROM_DAYS = 92;

/** A calendar month of a period: its days in the period, and their visitors and page views added up. */
export interface AudienceMonth {
  /** 'AAAA-MM'. */
  month: string;
  /** The month's first and last days in the period ('AAAA-MM-JJ'): the period may begin or end within it. */
  from: string;
  to: string;
  /** Visitors are counted once per day (their key changes every day), so a month's are its days' added up. */
  visitors: number;
  pageViews: number;
}

/** The days of a period (oldest first) added up by calendar month, oldest first. */
export function audienceMonths(days: SiteAudience['days']): AudienceMonth[] {
  const months: AudienceMonth[] = [];
  for (const { day, visitors, pageViews } of days) {
    const last = months[months.length - 1];
    if (last?.month === day.slice(0, 7)) {
      last.to = day;
      last.visitors += visitors;
      last.pageViews += pageViews;
    } else months.push({ month: day.slice(0, 7), from: day, to: day, visitors, pageViews });
  }
  return months;
}

const longMonth = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const firstOf = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** 'déc. 26': a month on a chart's axis. */
export const shortMonthLabel = (month: string) => shortMonth.format(firstOf(month));

/** 'décembre 2026', or 'décembre 2026 (du 08 au 31)' for a month the period covers in part. */
export function monthLabel({ month, from, to }: Pick<AudienceMonth, 'month' | 'from' | 'to'>): string {
  const name = longMonth.format(firstOf(month));
  const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const whole = from.endsWith('-01') && Number(to.slice(8, 10)) === lastDay;
  return whole ? name : `${name} (du ${from.slice(8, 10)} au ${to.slice(8, 10)})`;
}
