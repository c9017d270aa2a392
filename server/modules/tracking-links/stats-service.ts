import {
  CAMPAIGN_LEADS_LISTED,
  comparedUntil,
  periodDays,
  previousDays,
  statsMessages,
  type CampaignLead,
  type CampaignLeads,
  type CampaignStats,
  type CampaignView,
  type LinkLeads,
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
import { statsRepository, type VisitScope } from './stats-repository';
import { campaignsFigures, campaignsTotals, type LeadCount } from './group-figures';
import { spendsService } from './spends-service';
import { spendFigures } from '../../../domain/campaign-spends';
import { parisDayBounds } from '../../../domain/paris-time';

/** The busiest campaign first (its clicks and scans over the period), then by name. */
const busiestFirst = (a: string, aTotals: VisitStats['totals'], b: string, bTotals: VisitStats['totals']) =>
  bTotals.clicks + bTotals.scans - (aTotals.clicks + aTotals.scans) || a.localeCompare(b, 'fr');

/** Visits, visitors, referrers, devices and attributed leads of links and campaigns over a period. */
export function trackingStatsService(db: Database, publicUrl: string) {
  const links = trackingLinksRepository(db);
  const linkService = trackingLinksService(db, publicUrl);
  const visits = statsRepository(db);
  const requests = requestsService(db);
  const prospects = prospectsService(db);
  const spends = spendsService(db);

  const spanOf = (days: string[]) => ({ since: parisDayBounds(days[0] as string).from, until: parisDayBounds(days[days.length - 1] as string).to });

  /** Leads carrying one of the codes, from the modules that own them; a request turned prospect counts once. */
  const leadsOf = async (codes: string[], days: string[], stop: string | null = null): Promise<LeadCount[]> => {
    const { since, until } = spanOf(days);
    const [fromInbox, fromAssistant] = await Promise.all([
      requests.campaignLeadsPerDay(codes, since, stop ?? until),
      prospects.campaignLeadsPerDay(codes, since, stop ?? until),
    ]);
    return [...fromInbox, ...fromAssistant.map((row) => ({ ...row, source: 'superAssistant' as const }))];
  };

  /** The reads of a one-day period by its hours, visits per campaign and leads per code (0566); none for longer. */
  const hourlyReads = async (scope: VisitScope, codes: string[], days: string[]) => {
    if (days.length !== 1) return undefined;
    const day = days[0] as string;
    const { from, to } = parisDayBounds(day);
    const [visitsPerHour, fromInbox, fromAssistant] = await Promise.all([
      visits.perHour(scope, day, from),
      requests.campaignLeadsPerHour(codes, from, to),
      prospects.campaignLeadsPerHour(codes, from, to),
    ]);
    return { day, visitsPerHour, leadsPerHour: [...fromInbox, ...fromAssistant] };
  };

  /**
   * The statistics of each group of links (a campaign's, or the one link's): every group read in the same six
   * grouped reads, three more for a single day (0568) and three for the period before (0570, cut as the period
   * is, 0572), then put together per group.
   */
  const statsOf = async (groups: Map<string, TrackingLinkRow[]>, scope: VisitScope, days: string[], now: Date) => {
    const from = days[0] as string;
    const to = days[days.length - 1] as string;
    const codes = [...groups.values()].flat().map((row) => row.trackingCode);
    const before = previousDays(days);
    const until = comparedUntil(days, now);
    const [perCampaignDay, perLink, origins, leads, values, hours, previousVisits, previousLeads] = await Promise.all([
      visits.perCampaignDay(scope, from, to),
      visits.perLink(scope, from, to),
      visits.origins(scope, from, to),
      leadsOf(codes, days),
      prospects.campaignValues(codes, spanOf(days).since, spanOf(days).until),
      hourlyReads(scope, codes, days),
      visits.perCampaign(scope, before[0] as string, before[before.length - 1] as string, until),
      leadsOf(codes, before, until),
    ]);
    const previous = { days: before, until, perCampaign: previousVisits, leads: previousLeads };
    return campaignsFigures({ days, perCampaignDay, perLink, origins, leads, values, hours, previous }, groups, now);
  };

  /** Every link grouped by its campaign ('' for the links without one); with `only`, that campaign's alone. */
  const groupsOf = async (only?: string) => {
    const groups = new Map<string, TrackingLinkRow[]>();
    for (const row of await links.list('')) {
      if (only === undefined || row.campaign === only) groups.set(row.campaign, [...(groups.get(row.campaign) ?? []), row]);
    }
    return groups;
  };
  const firstAndLast = (days: string[]) => ({ from: days[0] as string, to: days[days.length - 1] as string });
  const spendOf = (spent: Map<string, number>, campaign: string, totals: VisitStats['totals']) =>
    spendFigures(campaign ? (spent.get(campaign) ?? 0) : 0, totals.leads, totals.wonValue);

  /**
   * Every link grouped by its campaign, the busiest campaign first; links without a campaign form one group. With
   * `only`, that campaign alone ('' for the links without one), a French 404 when no link has it.
   */
  async function campaigns(period: StatsPeriodQuery, now = new Date(), only?: string): Promise<CampaignStats> {
    const days = periodDays(period, now);
    const { from, to } = firstAndLast(days);
    const groups = await groupsOf(only);
    if (only !== undefined && groups.size === 0) throw new ApiError(404, statsMessages.unknownCampaign);
    const [spent, figures] = await Promise.all([
      spends.totals(from, to),
      statsOf(groups, only === undefined ? 'every link' : { linkIds: (groups.get(only) ?? []).map((row) => row.id) }, days, now),
    ]);
    const rows = [...figures].map(([campaign, { stats, perLink }]) => ({ campaign, links: perLink, stats, spend: spendOf(spent, campaign, stats.totals) }));
    rows.sort((a, b) => busiestFirst(a.campaign, a.stats.totals, b.campaign, b.stats.totals));
    return { from, to, campaigns: rows };
  }

  /**
   * Every campaign by its number of links, totals and spend, the busiest first, read in one pass over the period's
   * visits (0575): the view's comparison and the weekly report.
   */
  async function campaignTotals(period: StatsPeriodQuery, now = new Date()): Promise<Omit<CampaignView, 'shown'>> {
    const days = periodDays(period, now);
    const { from, to } = firstAndLast(days);
    const { since, until } = spanOf(days);
    const groups = await groupsOf();
    const codes = [...groups.values()].flat().map((row) => row.trackingCode);
    const [spent, perCampaign, leads, values] = await Promise.all([
      spends.totals(from, to),
      visits.perCampaign('every link', from, to),
      leadsOf(codes, days),
      prospects.campaignValues(codes, since, until),
    ]);
    const totals = campaignsTotals({ perCampaign, leads, values }, groups);
    const rows = [...groups].map(([campaign, campaignLinks]) => {
      const own = totals.get(campaign) as VisitStats['totals'];
      return { campaign, linkCount: campaignLinks.length, totals: own, spend: spendOf(spent, campaign, own) };
    });
    rows.sort((a, b) => busiestFirst(a.campaign, a.totals, b.campaign, b.totals));
    return { from, to, campaigns: rows };
  }

  /**
   * The leads the codes brought over the period's days (0578), the newest first: the inbox's requests and the super
   * assistant's leads, a request turned prospect once (as a request), as the figures count them; and their number.
   */
  async function leadsOfCodes(codes: string[], days: string[]): Promise<Omit<LinkLeads, 'linkId'>> {
    const { since, until } = spanOf(days);
    const [fromInbox, fromAssistant, counts] = await Promise.all([
      requests.campaignLeads(codes, since, until, CAMPAIGN_LEADS_LISTED),
      prospects.campaignLeads(codes, since, until, CAMPAIGN_LEADS_LISTED),
      leadsOf(codes, days),
    ]);
    const leads: CampaignLead[] = [
      ...fromInbox.map((row) => ({ kind: 'request' as const, id: row.id, name: row.name.trim() || row.email, company: row.company, form: row.source, status: row.status, at: row.createdAt, trackingCode: row.campaignCode })),
      ...fromAssistant.map((row) => ({
        kind: 'prospect' as const,
        id: row.id,
        name: `${row.prenom} ${row.nom}`.trim() || row.email,
        company: row.entreprise,
        form: 'superAssistant' as const,
        status: row.statut,
        at: row.dateAjout,
        trackingCode: row.campaignCode,
      })),
    ];
    leads.sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
    const total = counts.reduce((sum, row) => sum + row.count, 0);
    return { ...firstAndLast(days), total, leads: leads.slice(0, CAMPAIGN_LEADS_LISTED) };
  }

  /** The leads a campaign's links brought over the period (0578); a French 404 when no link has it. */
  async function campaignLeads(period: StatsPeriodQuery, campaign: string, now = new Date()): Promise<CampaignLeads> {
    const groups = await groupsOf(campaign);
    if (groups.size === 0) throw new ApiError(404, statsMessages.unknownCampaign);
    return { campaign, ...(await leadsOfCodes((groups.get(campaign) ?? []).map((row) => row.trackingCode), periodDays(period, now))) };
  }

  /** The leads one link brought over the period (0578); the French 404 of an unknown link. */
  async function linkLeads(id: number, period: StatsPeriodQuery, now = new Date()): Promise<LinkLeads> {
    const link = await linkService.find(id);
    return { linkId: id, ...(await leadsOfCodes([link.trackingCode], periodDays(period, now))) };
  }

  return {
    campaignLeads,
    linkLeads,
    async link(id: number, period: StatsPeriodQuery, now = new Date()): Promise<LinkStats> {
      const link = await linkService.find(id);
      const days = periodDays(period, now);
      const row = (await links.findById(id)) as TrackingLinkRow;
      const figures = await statsOf(new Map([[row.campaign, [row]]]), { linkIds: [id] }, days, now);
      const { stats } = figures.get(row.campaign) as NonNullable<ReturnType<typeof figures.get>>;
      return { ...firstAndLast(days), link, stats };
    },

    campaigns,

    totals: campaignTotals,

    /** The panel's view (0574): every campaign by its totals, then the busiest in full through its own links (0575). */
    async view(period: StatsPeriodQuery, now = new Date()): Promise<CampaignView> {
      const { from, to, campaigns: rows } = await campaignTotals(period, now);
      const busiest = rows[0];
      const shown = busiest ? ((await campaigns(period, now, busiest.campaign)).campaigns[0] ?? null) : null;
      return { from, to, campaigns: rows, shown };
    },
  };
}
