import { lazy, Suspense, useState } from 'react';
import { changeOf, formatDuration } from '../../../../domain/analytics/audience-figures';
import type { SiteAudience } from '../../../../domain/analytics/site-audience';
import { trafficSourceLabels } from '../../../../domain/analytics/traffic-funnel';
import { errorMessage } from '../../../api/error-message';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { Breakdown, Figure } from '../ui/figures';
import { formatDay, shortDay } from '../ui/format';
import { defaultPeriod, PeriodFields } from '../ui/period-fields';
import { Section } from '../ui/section';
import { useSiteAudience } from './audience-api';

const AudienceChart = lazy(() => import('./audience-chart'));

type Page = SiteAudience['pages'][number];
type Day = SiteAudience['days'][number];
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

const pageColumns: ColumnDef<Page, unknown>[] = [
  { id: 'page', header: 'Page', accessorKey: 'page', cell: ({ row }) => <code className="whitespace-nowrap text-gray-100">{row.original.page}</code> },
  { id: 'pageViews', header: 'Pages vues', accessorKey: 'pageViews' },
  { id: 'visitors', header: 'Visiteurs', accessorKey: 'visitors' },
  { id: 'time', header: 'Temps moyen', accessorKey: 'averageSeconds', cell: ({ row }) => <span className="whitespace-nowrap">{formatDuration(row.original.averageSeconds)}</span> },
];

const dayColumns: ColumnDef<Day, unknown>[] = [
  { id: 'day', header: 'Jour', accessorKey: 'day', cell: ({ row }) => formatDay(row.original.day) },
  { id: 'visitors', header: 'Visiteurs', accessorKey: 'visitors' },
  { id: 'pageViews', header: 'Pages vues', accessorKey: 'pageViews' },
];

function AudienceView({ data }: { data: SiteAudience }) {
  const { totals, previous } = data;
  const against = (current: number, before: number) => `contre ${before} du ${shortDay(previous.from)} au ${shortDay(previous.to)} (${changeOf(current, before)})`;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Visiteurs" value={totals.visitors} note={against(totals.visitors, previous.visitors)} />
        <Figure label="Pages vues" value={totals.pageViews} note={against(totals.pageViews, previous.pageViews)} />
        <Figure label="Pages par visiteur" value={totals.pagesPerVisitor === null ? '-' : decimal.format(totals.pagesPerVisitor)} />
        <Figure label="Temps moyen sur une page" value={formatDuration(totals.averageSeconds)} />
      </dl>
      <Suspense fallback={<div className="h-64 animate-pulse rounded-xl bg-ink-800/60" />}>
        <AudienceChart days={data.days} />
      </Suspense>
      <DataTable caption="Pages les plus vues" columns={pageColumns} data={data.pages} getRowId={(row) => row.page} empty="Aucune page vue sur la période" height={460} />
      {/* Each list keeps the room of its five rows: the section is as tall whatever the figures. */}
      <div className="grid gap-4 md:grid-cols-2 [&>*]:min-h-52">
        <Breakdown title="Sources des visiteurs" rows={data.sources.map((row) => [trafficSourceLabels[row.source], row.visitors])} />
        <Breakdown title="Principaux sites référents" rows={data.referrers.map((row) => [row.referrer, row.visitors])} empty="Aucun site référent sur la période" />
      </div>
      <DataTable caption="Visiteurs et pages vues par jour" columns={dayColumns} data={[...data.days].reverse()} getRowId={(row) => row.day} empty="Aucun jour" height={240} />
    </>
  );
}

/**
 * 'Audience du site' (what Plausible shows first): visitors and page views over a chosen period against the span
 * before, per day as a chart and a table, the most viewed pages with their time on page, sources and referrers.
 */
export function SiteAudienceSection() {
  const [period, setPeriod] = useState(defaultPeriod);
  const audience = useSiteAudience(period);
  return (
    <Section id="site-audience" title="Audience du site" actions={<PeriodFields period={period} onChange={setPeriod} />}>
      <div className="min-w-0 space-y-4">
        {audience.error && (
          <p role="alert" className="text-sm text-red-300">
            {errorMessage(audience.error, "Erreur lors du chargement de l'audience")}
          </p>
        )}
        {/* As tall as the figures it waits for, so that the sections below do not move when they arrive. */}
        {!audience.data && !audience.error && <p className="min-h-[1700px] text-sm text-gray-400 lg:min-h-[1326px]">Chargement de l'audience…</p>}
        {audience.data && <AudienceView data={audience.data} />}
        <p className="text-xs text-gray-400">
          Mesure first-party sans cookie, robots exclus ; un visiteur est compté une fois par jour. Le temps sur une page compte au plus 30 minutes.
        </p>
      </div>
    </Section>
  );
}
