import { Suspense, useCallback, useEffect, useId, useMemo, useState, type ReactElement } from 'react';
import { retryableLazy } from '../../../ui/retryable-lazy';
import { formatDuration, visitorsText } from '../../../../domain/analytics/audience-figures';
import { formatPercent, formatWholePercent } from '../../../../domain/percent';
import { audienceFilterOf, leadFormLabels, softwareLabel, withAudienceFilter, type AudienceFilter, type SiteAudience } from '../../../../domain/analytics/site-audience';
import { replaceSearch, usePeriodInAddress } from '../ui/address-state';
import { trafficSourceLabels } from '../../../../domain/analytics/traffic-funnel';
import { deviceLabels } from '../../../../domain/tracking-link-stats';
import { errorMessage } from '../../../api/error-message';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { Breakdown, Figure } from '../ui/figures';
import { againstPeriod } from '../ui/format';
import { PeriodFields } from '../ui/period-fields';
import { Section } from '../ui/section';
import { audienceExportUrl, useCurrentVisitors, useSiteAudience } from './audience-api';
import { CsvExportLink } from '../ui/csv-export-link';
import { AudienceFilters } from './audience-filters';
import { useOwnVisitsIgnored } from '../../analytics/own-visits-store';
import { frenchDay } from '../../../../domain/calendar-day';
import { formatNumber } from '../../../../domain/numbers';
import type { AudienceInterval } from './audience-chart';
import { audienceMonths, monthLabel, MONTHS_FROM_DAYS, type AudienceMonth } from '../../../../domain/analytics/audience-months';

const AudienceChart = retryableLazy(() => import('./audience-chart'));

type Page = SiteAudience['pages'][number];
type Day = SiteAudience['days'][number];
type Hour = SiteAudience['hours'][number];

type Pick = (filter: AudienceFilter) => void;

const pageColumns = (pick: Pick): ColumnDef<Page, unknown>[] => [
  {
    id: 'page',
    header: 'Page',
    accessorKey: 'page',
    cell: ({ row }) => (
      <button
        type="button"
        aria-label={`Filtrer sur ${row.original.page}`}
        title={`Filtrer sur les visiteurs de « ${row.original.page} »`}
        onClick={() => pick({ page: row.original.page })}
        className="whitespace-nowrap font-mono text-gray-100 underline-offset-2 hover:text-white hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400"
      >
        {row.original.page}
      </button>
    ),
  },
  { id: 'pageViews', header: 'Pages vues', accessorKey: 'pageViews' },
  { id: 'visitors', header: 'Visiteurs', accessorKey: 'visitors' },
  { id: 'time', header: 'Temps moyen', accessorKey: 'averageSeconds', cell: ({ row }) => <span className="whitespace-nowrap">{formatDuration(row.original.averageSeconds)}</span> },
  { id: 'scroll', header: 'Défilement moyen', accessorKey: 'scrollDepth', cell: ({ row }) => <span className="whitespace-nowrap">{formatWholePercent(row.original.scrollDepth)}</span> },
];

const figureColumns = [
  { id: 'visitors', header: 'Visiteurs', accessorKey: 'visitors' },
  { id: 'pageViews', header: 'Pages vues', accessorKey: 'pageViews' },
] as const;

const dayColumns: ColumnDef<Day, unknown>[] = [{ id: 'day', header: 'Jour', accessorKey: 'day', cell: ({ row }) => frenchDay(row.original.day) }, ...figureColumns];
const hourColumns: ColumnDef<Hour, unknown>[] = [{ id: 'hour', header: 'Heure', accessorKey: 'hour' }, ...figureColumns];
const monthColumns: ColumnDef<AudienceMonth, unknown>[] = [{ id: 'month', header: 'Mois', accessorKey: 'month', cell: ({ row }) => monthLabel(row.original) }, ...figureColumns];

/**
 * The figures over time as the chart and the table give them, the latest first in the table: a one-day period by its
 * hours (Plausible's hourly graph), a period of more than three months by its months, any other by its days.
 */
function overTime(data: SiteAudience): { chart: { rows: readonly object[]; interval: AudienceInterval }; table: ReactElement } {
  const height = 240;
  if (data.hours.length > 0) {
    const table = <DataTable caption="Visiteurs et pages vues par heure" columns={hourColumns} data={[...data.hours].reverse()} getRowId={(row) => row.starts} empty="Aucune heure" height={height} />;
    return { chart: { rows: data.hours, interval: 'hour' }, table };
  }
  if (data.days.length > MONTHS_FROM_DAYS) {
    const months = audienceMonths(data.days);
    const table = <DataTable caption="Visiteurs et pages vues par mois" columns={monthColumns} data={[...months].reverse()} getRowId={(row) => row.month} empty="Aucun mois" height={height} />;
    return { chart: { rows: months, interval: 'month' }, table };
  }
  const table = <DataTable caption="Visiteurs et pages vues par jour" columns={dayColumns} data={[...data.days].reverse()} getRowId={(row) => row.day} empty="Aucun jour" height={height} />;
  return { chart: { rows: data.days, interval: 'day' }, table };
}

/** Who is on the site in the last five minutes, read again every 30 seconds (Plausible's current visitors). */
function CurrentVisitorsLine() {
  const current = useCurrentVisitors();
  const text = current.error
    ? errorMessage(current.error, 'Visiteurs du moment indisponibles')
    : current.data
      ? `${visitorsText(current.data.visitors)} en ce moment`
      : 'Visiteurs du moment…';
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-200">
      <span aria-hidden="true" className={`size-2 rounded-full ${current.data?.visitors ? 'animate-pulse bg-emerald-400' : 'bg-gray-500'}`} />
      <span className="whitespace-nowrap">{text}</span>
      <span className="whitespace-nowrap text-xs text-gray-400">(5 dernières minutes)</span>
    </p>
  );
}

function CurrentPages() {
  const current = useCurrentVisitors();
  return (
    <Breakdown
      title="Pages vues en ce moment"
      rows={(current.data?.pages ?? []).map((row) => [row.page, row.visitors])}
      empty="Personne sur le site ces 5 dernières minutes"
    />
  );
}

function AudienceView({ data, pick }: { data: SiteAudience; pick: Pick }) {
  const { totals, previous } = data;
  const columns = useMemo(() => pageColumns(pick), [pick]);
  const series = useMemo(() => overTime(data), [data]);
  const against = againstPeriod(previous);
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7 [&>*:last-child]:col-span-2 md:[&>*:last-child]:col-span-1">
        <Figure label="Visiteurs" value={totals.visitors} note={against(totals.visitors, previous.visitors)} />
        <Figure label="Pages vues" value={totals.pageViews} note={against(totals.pageViews, previous.pageViews)} />
        <Figure label="Pages par visiteur" value={totals.pagesPerVisitor === null ? '-' : formatNumber(totals.pagesPerVisitor, 1)} />
        <Figure label="Taux de rebond" value={formatWholePercent(totals.bounceRate)} note="Visiteurs repartis après une seule page" />
        <Figure label="Temps moyen sur une page" value={formatDuration(totals.averageSeconds)} />
        <Figure label="Leads" value={totals.leads} note="Visiteurs ayant envoyé un formulaire" />
        <Figure label="Taux de conversion" value={formatPercent(totals.conversionRate)} note="Leads parmi les visiteurs" />
      </dl>
      <Suspense fallback={<div className="h-64 animate-pulse rounded-xl bg-ink-800/60" />}>
        <AudienceChart {...series.chart} />
      </Suspense>
      <DataTable caption="Pages les plus vues" columns={columns} data={data.pages} getRowId={(row) => row.page} empty="Aucune page vue sur la période" height={460} />
      {/* Each list keeps the room of its five rows: the section is as tall whatever the figures. */}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3 [&>*]:min-h-52">
        <Breakdown
          title="Sources des visiteurs"
          rows={data.sources.map((row) => [trafficSourceLabels[row.source], row.visitors])}
          onPick={(index) => pick({ source: data.sources[index]?.source })}
        />
        <Breakdown
          title="Principaux sites référents"
          rows={data.referrers.map((row) => [row.referrer, row.visitors])}
          empty="Aucun site référent sur la période"
          onPick={(index) => pick({ referrer: data.referrers[index]?.referrer })}
        />
        <Breakdown
          title="Pages d’entrée"
          rows={data.entryPages.map((row) => [row.page, row.visitors])}
          empty="Aucune visite sur la période"
          onPick={(index) => pick({ entry: data.entryPages[index]?.page })}
        />
        <Breakdown
          title="Pages de sortie"
          rows={data.exitPages.map((row) => [row.page, row.visitors, `${formatWholePercent(row.exitRate)} des vues`])}
          empty="Aucune visite sur la période"
          onPick={(index) => pick({ exit: data.exitPages[index]?.page })}
        />
        <Breakdown
          title="Campagnes (utm_campaign)"
          rows={data.campaigns.map((row) => [row.campaign, row.visitors])}
          empty="Aucune campagne sur la période"
          onPick={(index) => pick({ campaign: data.campaigns[index]?.campaign })}
        />
        <Breakdown
          title="Appareils"
          rows={data.devices.map((row) => [deviceLabels[row.device], row.visitors])}
          onPick={(index) => pick({ device: data.devices[index]?.device })}
        />
        <Breakdown
          title="Navigateurs"
          rows={data.browsers.map((row) => [softwareLabel(row.browser), row.visitors])}
          onPick={(index) => pick({ browser: data.browsers[index]?.browser })}
        />
        <Breakdown
          title="Systèmes d’exploitation"
          rows={data.systems.map((row) => [softwareLabel(row.os), row.visitors])}
          onPick={(index) => pick({ os: data.systems[index]?.os })}
        />
        <Breakdown
          title="Leads par formulaire"
          rows={data.leadForms.map((row) => [leadFormLabels[row.form], row.visitors, `${formatPercent(totals.visitors > 0 ? row.visitors / totals.visitors : null)} des visiteurs`])}
          onPick={(index) => pick({ form: data.leadForms[index]?.form })}
        />
        <CurrentPages />
      </div>
      {series.table}
    </>
  );
}

/** Plausible's 'exclude your own visits': a choice of this browser, read by the site's events. */
function OwnVisitsSetting() {
  const id = useId();
  const { ignored, setIgnored } = useOwnVisitsIgnored();
  return (
    <div className="flex items-start gap-2 text-sm text-gray-300">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-500"
        checked={ignored}
        aria-describedby={`${id}-help`}
        onChange={(event) => setIgnored(event.target.checked)}
      />
      <div>
        <label htmlFor={id}>Ne pas compter mes visites sur ce navigateur</label>
        <p id={`${id}-help`} className="text-xs text-gray-400">
          {ignored ? 'Vos visites du site depuis ce navigateur ne sont plus mesurées.' : 'À cocher sur chaque navigateur de l’agence, pour que ses propres visites ne faussent pas les chiffres.'}
        </p>
      </div>
    </div>
  );
}

/**
 * 'Audience du site' (what Plausible shows first): who is on the site now, visitors and page views over a chosen
 * period against the span before, bounce rate, per day (per hour for a one-day period, per month beyond three
 * months) as a chart and a table, the most viewed pages with their time on page, sources, referrers, entry and exit
 * pages, campaigns, devices, browsers, systems and the leads of each form.
 */
export function SiteAudienceSection() {
  // The period and the filters live in the address too (Plausible's), so that a view can be bookmarked or sent.
  const [period, setPeriod] = usePeriodInAddress('audience');
  const [filter, setFilter] = useState<AudienceFilter>(() => audienceFilterOf(new URLSearchParams(window.location.search)));
  useEffect(() => replaceSearch(withAudienceFilter(window.location.search, filter)), [filter]);
  const audience = useSiteAudience(period, filter);
  // A click adds its filter to those applied (Plausible's), the same kind replaced.
  const pick = useCallback<Pick>((added) => setFilter((current) => ({ ...current, ...added })), []);
  return (
    <Section
      id="site-audience"
      title="Audience du site"
      actions={
        <div className="flex flex-wrap items-end gap-2">
          <PeriodFields period={period} onChange={setPeriod} />
          <CsvExportLink href={audienceExportUrl(period, filter)} />
        </div>
      }
    >
      <div className="min-w-0 space-y-4">
        <CurrentVisitorsLine />
        {audience.error && (
          <p role="alert" className="text-sm text-red-300">
            {errorMessage(audience.error, "Erreur lors du chargement de l'audience")}
          </p>
        )}
        {/* As tall as the figures it waits for, so that the sections below do not move when they arrive. */}
        {!audience.data && !audience.error && <p className="min-h-[3752px] text-sm text-gray-400 md:min-h-[2364px] xl:min-h-[2014px]">Chargement de l'audience…</p>}
        <AudienceFilters filter={filter} onChange={setFilter} />
        {audience.data && <AudienceView data={audience.data} pick={pick} />}
        <p className="text-xs text-gray-400">
          Mesure first-party sans cookie, robots exclus&nbsp;; un visiteur est compté une fois par jour. Le temps sur une page compte au plus 30 minutes.
        </p>
        <OwnVisitsSetting />
      </div>
    </Section>
  );
}
