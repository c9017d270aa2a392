import { frenchDay } from '../calendar-day';
import { neutraliseCell } from '../prospects/csv-cells';
import { deviceLabels } from '../tracking-link-stats';
import { trafficSourceLabels } from './traffic-funnel';
import { leadFormLabels, softwareLabel, type SiteAudience } from './site-audience';

// The audience as a CSV file (Plausible's export, docs/decisions/0413-audience-csv-export.md).

export const AUDIENCE_CSV_HEADER = ['Rubrique', 'Élément', 'Visiteurs', 'Pages vues'] as const;

/** 'audience-2026-11-01-2026-11-30.csv': the period in the file's name. */
export const audienceFileName = (audience: Pick<SiteAudience, 'from' | 'to'>) => `audience-${audience.from}-${audience.to}.csv`;


/**
 * The header, then every figure the audience shows, one row each, in long form (a spreadsheet filters by the first
 * column): the period's totals, each day, each hour of a one-day period, each page, then the visitors by entry page,
 * the visitors who left from each exit page with the views it had, the visitors by source, referrer, campaign,
 * device, browser and system, and those who sent each lead form; a breakdown by visitors only leaves its page views
 * empty. Pages, referrers and campaigns come from visitors: a cell a spreadsheet would run as a formula is
 * neutralised, as in the prospects' export.
 */
export function audienceCsvRecords(audience: SiteAudience): string[][] {
  return [[...AUDIENCE_CSV_HEADER], ...rowsOf(audience)].map((row) => row.map(neutraliseCell));
}

function rowsOf(audience: SiteAudience): string[][] {
  const visitorsOnly = (section: string, rows: Array<{ name: string; visitors: number }>) => rows.map((row) => [section, row.name, String(row.visitors), '']);
  return [
    ['Période', `du ${frenchDay(audience.from)} au ${frenchDay(audience.to)}`, String(audience.totals.visitors), String(audience.totals.pageViews)],
    ...audience.days.map((day) => ['Jour', frenchDay(day.day), String(day.visitors), String(day.pageViews)]),
    ...audience.hours.map((hour) => ['Heure', `${frenchDay(audience.from)} ${hour.hour}`, String(hour.visitors), String(hour.pageViews)]),
    ...audience.pages.map((page) => ['Page', page.page, String(page.visitors), String(page.pageViews)]),
    ...visitorsOnly('Page d’entrée', audience.entryPages.map((row) => ({ name: row.page, visitors: row.visitors }))),
    // The visitors who left from the page, and the views it had: the exit rate is the one divided by the other.
    ...audience.exitPages.map((row) => ['Page de sortie', row.page, String(row.visitors), String(row.pageViews)]),
    ...visitorsOnly('Source', audience.sources.map((row) => ({ name: trafficSourceLabels[row.source], visitors: row.visitors }))),
    ...visitorsOnly('Site référent', audience.referrers.map((row) => ({ name: row.referrer, visitors: row.visitors }))),
    ...visitorsOnly('Campagne', audience.campaigns.map((row) => ({ name: row.campaign, visitors: row.visitors }))),
    ...visitorsOnly('Appareil', audience.devices.map((row) => ({ name: deviceLabels[row.device], visitors: row.visitors }))),
    ...visitorsOnly('Navigateur', audience.browsers.map((row) => ({ name: softwareLabel(row.browser), visitors: row.visitors }))),
    ...visitorsOnly('Système', audience.systems.map((row) => ({ name: softwareLabel(row.os), visitors: row.visitors }))),
    ...visitorsOnly('Formulaire', audience.leadForms.map((row) => ({ name: leadFormLabels[row.form], visitors: row.visitors }))),
  ];
}
