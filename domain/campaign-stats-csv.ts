import { frenchDay } from './calendar-day';
import { formatPercent } from './percent';
import { neutraliseCell } from './prospects/csv-cells';
import type { SpendFigures } from './campaign-spends';
import { campaignName, deviceLabels, previousPeriodLabel, statsMessages, type CampaignStats, type LinkStats, type VisitStats } from './tracking-link-stats';

// The campaigns' statistics as a CSV file, a report an agency hands its client (docs/decisions/0567-campaign-stats-csv.md).

type Campaign = CampaignStats['campaigns'][number];

export const CAMPAIGN_CSV_HEADER = [
  'Campagne',
  'Rubrique',
  'Élément',
  'Visites',
  'Clics',
  'Scans QR',
  'Visiteurs uniques',
  'Leads',
  'Conversion',
  'Valeur estimée (€)',
  'Valeur gagnée (€)',
  'Dépense (€)',
  'Coût par lead (€)',
] as const;

/** The file's name: 'campagnes-2026-11-01-2026-11-30.csv', or one campaign's, its name reduced to a-z, 0-9 and '-'. */
export function campaignStatsFileName({ from, to }: Pick<CampaignStats, 'from' | 'to'>, campaign?: string): string {
  if (campaign === undefined) return `campagnes-${from}-${to}.csv`;
  const name = campaign
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `campagne-${name || 'sans-campagne'}-${from}-${to}.csv`;
}

/** '33,3 %', or nothing when nobody came: a lone '-' would be read as the start of a formula. */
const conversion = (rate: number | null) => (rate === null ? '' : formatPercent(rate));
const figures = (visits: { clicks: number; scans: number; visitors: number; leads: number }) => [
  String(visits.clicks + visits.scans),
  String(visits.clicks),
  String(visits.scans),
  String(visits.visitors),
  String(visits.leads),
];
/** A row of the header's width: the cells given from the third column on, the rest empty. */
const row = (campaign: string, section: string, element: string, cells: string[]) => {
  const filled = [campaign, section, element, ...cells];
  return [...filled, ...Array<string>(CAMPAIGN_CSV_HEADER.length - filled.length).fill('')];
};

/** What one report covers: a campaign, or one link alone (named in its own row); a spend only for a named campaign. */
interface Report {
  campaign: string;
  stats: VisitStats;
  links: Campaign['links'];
  spend: SpendFigures | null;
}

function rowsOf({ campaign, stats, links, spend }: Report, { from, to }: Pick<CampaignStats, 'from' | 'to'>): string[][] {
  const name = campaignName(campaign);
  const { totals, days, hours } = stats;
  const visitsOnly = (section: string, element: string, visits: number) => row(name, section, element, [String(visits)]);
  const leadsOnly = (element: string, leads: number) => row(name, 'Leads par formulaire', element, ['', '', '', '', String(leads)]);
  return [
    row(name, 'Période', `du ${frenchDay(from)} au ${frenchDay(to)}`, [
      ...figures(totals),
      conversion(totals.conversionRate),
      String(totals.estimatedValue),
      String(totals.wonValue),
      spend ? String(spend.total) : '',
      spend?.costPerLead == null ? '' : String(spend.costPerLead),
    ]),
    // The same number of days just before, to compare with (0570), cut as the period is (0572).
    row(name, 'Période précédente', previousPeriodLabel(stats.previous, frenchDay), figures(stats.previous)),
    ...links.map((link) =>
      row(name, 'Lien', `${link.clientName} (${link.trackingCode})`, [...figures(link), conversion(link.conversionRate), String(link.estimatedValue), String(link.wonValue)]),
    ),
    ...days.map((day) => row(name, 'Jour', frenchDay(day.day), figures(day))),
    // Hours come with a one-day period only: its day is the period's.
    ...hours.map((hour) => row(name, 'Heure', `${frenchDay(from)} ${hour.hour}`, figures(hour))),
    ...stats.referrers.map((referrer) => visitsOnly('Site référent', referrer.referrer || statsMessages.direct, referrer.visits)),
    ...stats.devices.map((device) => visitsOnly('Appareil', deviceLabels[device.device], device.visits)),
    leadsOnly('Contact', stats.leadsBySource.contact),
    leadsOnly('Demande de rappel', stats.leadsBySource.callback),
    leadsOnly('Super assistant', stats.leadsBySource.superAssistant),
  ];
}

const withHeader = (rows: string[][]) => [[...CAMPAIGN_CSV_HEADER], ...rows].map((cells) => cells.map(neutraliseCell));

/**
 * The header, then each campaign in long form (a spreadsheet filters by its first two columns): the period's totals
 * with the spend and the cost per lead, the period before's, each link, each day, each hour of a one-day period, the
 * referring sites and the devices by visits, and the leads of each form. Names, codes and referrers come from
 * people: a cell a spreadsheet would run as a formula is neutralised, as in the prospects' export.
 */
export function campaignStatsCsvRecords(stats: Pick<CampaignStats, 'from' | 'to' | 'campaigns'>): string[][] {
  return withHeader(stats.campaigns.flatMap((entry) => rowsOf({ ...entry, spend: entry.campaign ? entry.spend : null }, stats)));
}

/** One link's statistics in the same columns: its campaign's name, the period, the link's row, then the same rows. */
export function linkStatsCsvRecords({ from, to, link, stats }: LinkStats): string[][] {
  const { clientName, trackingCode } = link;
  return withHeader(rowsOf({ campaign: link.campaign, stats, links: [{ id: link.id, clientName, trackingCode, ...stats.totals }], spend: null }, { from, to }));
}

/** 'lien-salon-qr-2026-11-01-2026-11-30.csv': the link's code is made of a-z, 0-9 and '-' already. */
export const linkStatsFileName = ({ from, to, link }: Pick<LinkStats, 'from' | 'to' | 'link'>) => `lien-${link.trackingCode}-${from}-${to}.csv`;
