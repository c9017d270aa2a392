import {
  conversionRate,
  DEVICES,
  periodDays,
  statsMessages,
  type CampaignStats,
  type LinkStats,
  type StatsPeriodQuery,
  type VisitStats,
} from '../../../domain/tracking-link-stats';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { prospectsService } from '../prospects/service';
import { requestsService } from '../requests/service';
import { trackingLinksRepository, type TrackingLinkRow } from './repository';
import { trackingLinksService } from './service';
import { statsRepository } from './stats-repository';
import { spendsService } from './spends-service';
import { spendFigures } from '../../../domain/campaign-spends';
import { parisDayBounds, parisDayHours } from '../../../domain/paris-time';

type LeadSource = keyof VisitStats['leadsBySource'];
interface LeadCount {
  code: string;
  day: string;
  source: LeadSource;
  count: number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Visits, visitors, referrers, devices and attributed leads of links and campaigns over a period. */
export function trackingStatsService(db: Database, publicUrl: string) {
  const links = trackingLinksRepository(db);
  const linkService = trackingLinksService(db, publicUrl);
  const visits = statsRepository(db);
  const requests = requestsService(db);
  const prospects = prospectsService(db);
  const spends = spendsService(db);

  /** Leads carrying one of the codes, from the modules that own them; a request turned prospect counts once. */
  const spanOf = (days: string[]) => ({ since: parisDayBounds(days[0] as string).from, until: parisDayBounds(days[days.length - 1] as string).to });

  const leadsOf = async (codes: string[], days: string[]): Promise<LeadCount[]> => {
    const { since, until } = spanOf(days);
    const [fromInbox, fromAssistant] = await Promise.all([
      requests.campaignLeadsPerDay(codes, since, until),
      prospects.campaignLeadsPerDay(codes, since, until),
    ]);
    return [...fromInbox, ...fromAssistant.map((row) => ({ ...row, source: 'superAssistant' as const }))];
  };

  /** A one-day period by its hours begun at `now` (0566); a longer one has none. */
  const hoursOf = async (ids: number[], codes: string[], days: string[], now: Date): Promise<VisitStats['hours']> => {
    const day = days[0] as string;
    if (days.length !== 1) return [];
    const { from, to } = parisDayBounds(day);
    const [perHour, fromInbox, fromAssistant] = await Promise.all([
      visits.perHour(ids, day, from),
      requests.campaignLeadsPerHour(codes, from, to),
      prospects.campaignLeadsPerHour(codes, from, to),
    ]);
    const leads = [...fromInbox, ...fromAssistant];
    return parisDayHours(day)
      .map(({ hour, starts }, index) => {
        const counted = perHour.find((row) => row.hour === index);
        const leadCount = sum(leads.filter((lead) => lead.hour === index).map((lead) => lead.count));
        return { hour, starts, clicks: counted?.clicks ?? 0, scans: counted?.scans ?? 0, visitors: counted?.visitors ?? 0, leads: leadCount };
      })
      .filter(({ starts }) => Date.parse(starts) <= now.getTime());
  };

  const statsOf = async (rows: TrackingLinkRow[], days: string[], now: Date) => {
    const ids = rows.map((row) => row.id);
    const from = days[0] as string;
    const to = days[days.length - 1] as string;
    const codes = rows.map((row) => row.trackingCode);
    const [perLinkDay, visitorsPerDay, referrers, devices, leads, values, hours] = await Promise.all([
      visits.perLinkDay(ids, from, to),
      visits.visitorsPerDay(ids, from, to),
      visits.topReferrers(ids, from, to),
      visits.devices(ids, from, to),
      leadsOf(codes, days),
      prospects.campaignValues(codes, spanOf(days).since, spanOf(days).until),
      hoursOf(ids, codes, days, now),
    ]);
    const valueOf = (code?: string) => sum(values.filter((entry) => code === undefined || entry.code === code).map((entry) => entry.value));
    const wonOf = (code?: string) => sum(values.filter((entry) => code === undefined || entry.code === code).map((entry) => entry.won));
    const perDay = days.map((day) => {
      const counted = perLinkDay.filter((row) => row.day === day);
      return {
        day,
        clicks: sum(counted.map((row) => row.clicks)),
        scans: sum(counted.map((row) => row.scans)),
        visitors: visitorsPerDay.get(day) ?? 0,
        leads: sum(leads.filter((lead) => lead.day === day).map((lead) => lead.count)),
      };
    });
    const totalOf = (key: 'clicks' | 'scans' | 'visitors' | 'leads') => sum(perDay.map((day) => day[key]));
    const leadsFrom = (source: LeadSource) => sum(leads.filter((lead) => lead.source === source).map((lead) => lead.count));
    const visitsOf = (device: string) => devices.find((row) => row.device === device)?.visits ?? 0;
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
      hours,
      referrers,
      devices: [...DEVICES.map((device) => ({ device, visits: visitsOf(device) })), ...(visitsOf('unknown') ? [{ device: 'unknown' as const, visits: visitsOf('unknown') }] : [])],
      leadsBySource: { contact: leadsFrom('contact'), callback: leadsFrom('callback'), superAssistant: leadsFrom('superAssistant') },
    };
    const perLink = rows.map((row) => {
      const counted = perLinkDay.filter((entry) => entry.linkId === row.id);
      const visitors = sum(counted.map((entry) => entry.visitors));
      const linkLeads = sum(leads.filter((lead) => lead.code === row.trackingCode).map((lead) => lead.count));
      return {
        id: row.id,
        clientName: row.clientName,
        trackingCode: row.trackingCode,
        clicks: sum(counted.map((entry) => entry.clicks)),
        scans: sum(counted.map((entry) => entry.scans)),
        visitors,
        leads: linkLeads,
        conversionRate: conversionRate(linkLeads, visitors),
        estimatedValue: valueOf(row.trackingCode),
        wonValue: wonOf(row.trackingCode),
      };
    });
    return { stats, perLink };
  };

  return {
    async link(id: number, period: StatsPeriodQuery, now = new Date()): Promise<LinkStats> {
      const link = await linkService.find(id);
      const days = periodDays(period, now);
      const row = (await links.findById(id)) as TrackingLinkRow;
      const { stats } = await statsOf([row], days, now);
      return { from: days[0] as string, to: days[days.length - 1] as string, link, stats };
    },

    /**
     * Every link grouped by its campaign, the busiest campaign first; links without a campaign form one group. With
     * `only`, that campaign alone ('' for the links without one), a French 404 when no link has it.
     */
    async campaigns(period: StatsPeriodQuery, now = new Date(), only?: string): Promise<CampaignStats> {
      const days = periodDays(period, now);
      const groups = new Map<string, TrackingLinkRow[]>();
      for (const row of await links.list('')) {
        if (only === undefined || row.campaign === only) groups.set(row.campaign, [...(groups.get(row.campaign) ?? []), row]);
      }
      if (only !== undefined && groups.size === 0) throw new ApiError(404, statsMessages.unknownCampaign);
      const spent = await spends.totals(days[0] as string, days[days.length - 1] as string);
      const campaigns = [];
      for (const [campaign, rows] of groups) {
        const { stats, perLink } = await statsOf(rows, days, now);
        campaigns.push({ campaign, links: perLink, stats, spend: spendFigures(campaign ? (spent.get(campaign) ?? 0) : 0, stats.totals.leads, stats.totals.wonValue) });
      }
      campaigns.sort((a, b) => b.stats.totals.clicks + b.stats.totals.scans - (a.stats.totals.clicks + a.stats.totals.scans) || a.campaign.localeCompare(b.campaign, 'fr'));
      return { from: days[0] as string, to: days[days.length - 1] as string, campaigns };
    },
  };
}
