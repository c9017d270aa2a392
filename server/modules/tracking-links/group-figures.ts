import { conversionRate, DEVICES, TOP_REFERRERS, type VisitStats } from '../../../domain/tracking-link-stats';
import { parisDayHours, type ParisHour } from '../../../domain/paris-time';
import type { TrackingLinkRow } from './repository';
import type { statsRepository } from './stats-repository';

type Visits = ReturnType<typeof statsRepository>;
type LeadSource = keyof VisitStats['leadsBySource'];

export interface LeadCount {
  code: string;
  day: string;
  source: LeadSource;
  count: number;
}

/** What the reads of a period gave for every campaign at once: visits per campaign, leads and values per code. */
export interface PeriodReads {
  days: string[];
  perCampaignDay: Awaited<ReturnType<Visits['perCampaignDay']>>;
  perLink: Awaited<ReturnType<Visits['perLink']>>;
  origins: Awaited<ReturnType<Visits['origins']>>;
  leads: LeadCount[];
  values: { code: string; value: number; won: number }[];
  /** The same number of days just before the period (0570), up to `until` when the period is under way (0572). */
  previous: { days: string[]; until: string | null; perCampaign: Awaited<ReturnType<Visits['perCampaign']>>; leads: LeadCount[] };
  /** Only for a single day. */
  hours?: {
    day: string;
    visitsPerHour: Awaited<ReturnType<Visits['perHour']>>;
    leadsPerHour: { code: string; hour: number; count: number }[];
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function groupedBy<Row>(rows: readonly Row[], keyOf: (row: Row) => string | undefined): Map<string | undefined, Row[]> {
  const groups = new Map<string | undefined, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** The day's hours begun at `now`, from one campaign's reads (0566), on the day's hours computed once for every campaign. */
function hoursOf(dayHours: readonly ParisHour[], { visitsPerHour: visits, leadsPerHour: leads }: NonNullable<PeriodReads['hours']>, now: Date): VisitStats['hours'] {
  return dayHours
    .map(({ hour, starts }, index) => {
      const counted = visits.find((row) => row.hour === index);
      const leadCount = sum(leads.filter((lead) => lead.hour === index).map((lead) => lead.count));
      return { hour, starts, clicks: counted?.clicks ?? 0, scans: counted?.scans ?? 0, visitors: counted?.visitors ?? 0, leads: leadCount };
    })
    .filter(({ starts }) => Date.parse(starts) <= now.getTime());
}

/**
 * Each campaign's statistics and its links' figures, taken out of the period's reads of every campaign: each read
 * is split by campaign once (links' figures by their link's, leads and values by their code's), so that a hundred
 * campaigns cost one pass over the rows, not a hundred.
 */
export function campaignsFigures(reads: PeriodReads, groups: Map<string, TrackingLinkRow[]>, now: Date) {
  const campaignOfLink = new Map([...groups].flatMap(([campaign, rows]) => rows.map((row) => [row.id, campaign] as const)));
  const campaignOfCode = new Map([...groups].flatMap(([campaign, rows]) => rows.map((row) => [row.trackingCode, campaign] as const)));
  const split = {
    perCampaignDay: groupedBy(reads.perCampaignDay, (row) => row.campaign),
    perLink: groupedBy(reads.perLink, (row) => campaignOfLink.get(row.linkId)),
    origins: groupedBy(reads.origins, (row) => row.campaign),
    leads: groupedBy(reads.leads, (lead) => campaignOfCode.get(lead.code)),
    values: groupedBy(reads.values, (entry) => campaignOfCode.get(entry.code)),
    visitsPerHour: groupedBy(reads.hours?.visitsPerHour ?? [], (row) => row.campaign),
    leadsPerHour: groupedBy(reads.hours?.leadsPerHour ?? [], (lead) => campaignOfCode.get(lead.code)),
    previousVisits: groupedBy(reads.previous.perCampaign, (row) => row.campaign),
    previousLeads: groupedBy(reads.previous.leads, (lead) => campaignOfCode.get(lead.code)),
  };
  // Each hour's clock time is read from the time zone database: once for the day, not once per campaign.
  const dayHours = reads.hours ? parisDayHours(reads.hours.day) : [];
  return new Map(
    [...groups].map(([campaign, rows]) => {
      const own = <Row>(parts: Map<string | undefined, Row[]>) => parts.get(campaign) ?? [];
      const hours = reads.hours && { day: reads.hours.day, visitsPerHour: own(split.visitsPerHour), leadsPerHour: own(split.leadsPerHour) };
      const ownReads: PeriodReads = {
        days: reads.days,
        perCampaignDay: own(split.perCampaignDay),
        perLink: own(split.perLink),
        origins: own(split.origins),
        leads: own(split.leads),
        values: own(split.values),
        hours,
        previous: { days: reads.previous.days, until: reads.previous.until, perCampaign: own(split.previousVisits), leads: own(split.previousLeads) },
      };
      return [campaign, groupFigures(ownReads, rows, dayHours, now)] as const;
    }),
  );
}

/** What the view of every campaign reads for their totals alone (0575): visits per campaign, leads and values per code. */
export type TotalsReads = Pick<PeriodReads, 'leads' | 'values'> & { perCampaign: PeriodReads['previous']['perCampaign'] };

/** Each campaign's totals over the period, the same figures as its full statistics' `totals`. */
export function campaignsTotals(reads: TotalsReads, groups: Map<string, TrackingLinkRow[]>): Map<string, VisitStats['totals']> {
  const campaignOfCode = new Map([...groups].flatMap(([campaign, rows]) => rows.map((row) => [row.trackingCode, campaign] as const)));
  const visits = new Map(reads.perCampaign.map((row) => [row.campaign, row]));
  const leads = groupedBy(reads.leads, (lead) => campaignOfCode.get(lead.code));
  const values = groupedBy(reads.values, (entry) => campaignOfCode.get(entry.code));
  return new Map(
    [...groups.keys()].map((campaign) => {
      const counted = visits.get(campaign);
      const visitors = counted?.visitors ?? 0;
      const leadCount = sum((leads.get(campaign) ?? []).map((lead) => lead.count));
      const own = values.get(campaign) ?? [];
      return [
        campaign,
        {
          clicks: counted?.clicks ?? 0,
          scans: counted?.scans ?? 0,
          visitors,
          leads: leadCount,
          conversionRate: conversionRate(leadCount, visitors),
          estimatedValue: sum(own.map((entry) => entry.value)),
          wonValue: sum(own.map((entry) => entry.won)),
        },
      ] as const;
    }),
  );
}

/** One campaign's statistics and its links' figures, from reads holding only its own rows. */
function groupFigures({ leads, values, ...reads }: PeriodReads, rows: TrackingLinkRow[], dayHours: readonly ParisHour[], now: Date) {
  const valueOf = (code?: string) => sum(values.filter((entry) => code === undefined || entry.code === code).map((entry) => entry.value));
  const wonOf = (code?: string) => sum(values.filter((entry) => code === undefined || entry.code === code).map((entry) => entry.won));
  const visitsOfDay = new Map(reads.perCampaignDay.map((row) => [row.day, row]));
  const leadsOfDay = groupedBy(leads, (lead) => lead.day);
  const perDay = reads.days.map((day) => {
    const counted = visitsOfDay.get(day);
    return {
      day,
      clicks: counted?.clicks ?? 0,
      scans: counted?.scans ?? 0,
      visitors: counted?.visitors ?? 0,
      leads: sum((leadsOfDay.get(day) ?? []).map((lead) => lead.count)),
    };
  });
  const totalOf = (key: 'clicks' | 'scans' | 'visitors' | 'leads') => sum(perDay.map((day) => day[key]));
  const leadsFrom = (source: LeadSource) => sum(leads.filter((lead) => lead.source === source).map((lead) => lead.count));
  const visitsOf = (device: string) => sum(reads.origins.filter((row) => row.device === device).map((row) => row.visits));
  const referrers = [...groupedBy(reads.origins, (row) => row.referrer)].map(([referrer, rows]) => ({ referrer: referrer ?? '', visits: sum(rows.map((row) => row.visits)) }));
  const stats: VisitStats = {
    totals: {
      clicks: totalOf('clicks'),
      scans: totalOf('scans'),
      visitors: totalOf('visitors'),
      leads: totalOf('leads'),
      conversionRate: conversionRate(totalOf('leads'), totalOf('visitors')),
      estimatedValue: valueOf(),
      wonValue: wonOf(),
    },
    days: perDay,
    hours: reads.hours ? hoursOf(dayHours, reads.hours, now) : [],
    referrers: referrers
      .sort((a, b) => b.visits - a.visits || a.referrer.localeCompare(b.referrer))
      .slice(0, TOP_REFERRERS),
    devices: [...DEVICES.map((device) => ({ device, visits: visitsOf(device) })), ...(visitsOf('unknown') ? [{ device: 'unknown' as const, visits: visitsOf('unknown') }] : [])],
    leadsBySource: { contact: leadsFrom('contact'), callback: leadsFrom('callback'), superAssistant: leadsFrom('superAssistant') },
    previous: {
      from: reads.previous.days[0] as string,
      to: reads.previous.days[reads.previous.days.length - 1] as string,
      until: reads.previous.until,
      clicks: sum(reads.previous.perCampaign.map((row) => row.clicks)),
      scans: sum(reads.previous.perCampaign.map((row) => row.scans)),
      visitors: sum(reads.previous.perCampaign.map((row) => row.visitors)),
      leads: sum(reads.previous.leads.map((lead) => lead.count)),
    },
  };
  const visitsOfLink = new Map(reads.perLink.map((entry) => [entry.linkId, entry]));
  const leadsOfCode = groupedBy(leads, (lead) => lead.code);
  const perLink = rows.map((row) => {
    const counted = visitsOfLink.get(row.id);
    const visitors = counted?.visitors ?? 0;
    const linkLeads = sum((leadsOfCode.get(row.trackingCode) ?? []).map((lead) => lead.count));
    return {
      id: row.id,
      clientName: row.clientName,
      trackingCode: row.trackingCode,
      clicks: counted?.clicks ?? 0,
      scans: counted?.scans ?? 0,
      visitors,
      leads: linkLeads,
      conversionRate: conversionRate(linkLeads, visitors),
      estimatedValue: valueOf(row.trackingCode),
      wonValue: wonOf(row.trackingCode),
    };
  });
  return { stats, perLink };
}
