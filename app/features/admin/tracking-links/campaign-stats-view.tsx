import { useEffect, useId, useState } from 'react';
import { campaignName, statsMessages, type CampaignStats } from '../../../../domain/tracking-link-stats';
import { formatEuros } from '../../../../domain/euros';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { PeriodFields } from '../ui/period-fields';
import { replaceSearch, usePeriodInAddress } from '../ui/address-state';
import { useLinkStatsStore } from './link-stats-store';
import { campaignExportUrl, campaignLeadsUrl, useCampaignStats, useOneCampaignStats } from './tracking-links-api';
import { CsvExportLink } from '../ui/csv-export-link';
import { VisitStatsView } from './visit-stats-view';
import { CampaignSpends } from './campaign-spends';
import { CampaignsComparison } from './campaigns-comparison';
import { AttributedLeads } from './attributed-leads';
import { formatPercent } from '../../../../domain/percent';
import { countOf } from '../../../../domain/numbers';

type CampaignLink = CampaignStats['campaigns'][number]['links'][number];

const linkColumns = (show: (id: number) => void): ColumnDef<CampaignLink, unknown>[] => [
  {
    id: 'link',
    header: 'Lien',
    accessorKey: 'clientName',
    cell: ({ row }) => (
      <button
        type="button"
        onClick={() => show(row.original.id)}
        aria-label={`Statistiques du lien ${row.original.clientName}`}
        className="text-left font-medium text-brand-300 underline-offset-4 hover:underline"
      >
        {row.original.clientName}
        <code className="ml-2 text-xs text-gray-400">{row.original.trackingCode}</code>
      </button>
    ),
  },
  { id: 'clicks', header: 'Clics', accessorKey: 'clicks' },
  { id: 'scans', header: 'Scans QR', accessorKey: 'scans' },
  { id: 'visitors', header: 'Visiteurs uniques', accessorKey: 'visitors' },
  { id: 'leads', header: 'Leads', accessorKey: 'leads' },
  { id: 'rate', header: 'Conversion', accessorKey: 'conversionRate', cell: ({ row }) => formatPercent(row.original.conversionRate) },
  { id: 'value', header: 'Valeur estimée', accessorKey: 'estimatedValue', cell: ({ row }) => <span className="whitespace-nowrap">{formatEuros(row.original.estimatedValue)}</span> },
];

const CAMPAIGN_PARAM = 'campaigns-name';

/** 'Statistiques par campagne': the links grouped by their utm_campaign, over a chosen period. */
export function CampaignStatsView() {
  const id = useId();
  // The period and the campaign live in the address, so that a campaign's figures can be bookmarked or sent (0404).
  const [period, setPeriod] = usePeriodInAddress('campaigns');
  const show = useLinkStatsStore((s) => s.show);
  const [chosen, setChosen] = useState<string | null>(() => new URLSearchParams(window.location.search).get(CAMPAIGN_PARAM));
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (chosen === null) params.delete(CAMPAIGN_PARAM);
    else params.set(CAMPAIGN_PARAM, chosen);
    const query = params.toString();
    replaceSearch(query ? `?${query}` : '');
  }, [chosen]);
  // Every campaign by its totals, the busiest in full; another campaign's figures are read alone when chosen (0574).
  const stats = useCampaignStats(period);
  const campaigns = stats.data?.campaigns ?? [];
  const busiest = stats.data?.shown ?? null;
  // The chosen campaign, unless its links have gone since the address was kept: then the busiest.
  const listed = chosen !== null && (stats.data === undefined || campaigns.some((entry) => entry.campaign === chosen));
  const other = listed && chosen !== busiest?.campaign ? chosen : null;
  const one = useOneCampaignStats(period, other);
  const selected = listed ? chosen : (busiest?.campaign ?? null);
  const current = campaigns.find((entry) => entry.campaign === selected);
  // While the chosen campaign's figures come, those shown before stay under their own name, dimmed and marked busy.
  const waiting = stats.isPlaceholderData || (other !== null && (one.isPlaceholderData || one.isLoading));
  const full = other === null ? busiest : (one.data?.campaigns[0] ?? (one.isLoading ? busiest : null));
  const failed = stats.error ?? (other === null ? null : one.error);

  return (
    <div id="campaign-stats" className="space-y-4 border-t border-ink-700 pt-5">
      <h3 className="text-lg font-semibold text-white">Statistiques par campagne</h3>
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={`${id}-campaign`} className="flex flex-col gap-1 text-xs text-gray-400">
          Campagne
          <select
            id={`${id}-campaign`}
            value={selected ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            disabled={campaigns.length === 0}
            className="min-w-48 rounded-xl border border-ink-600 bg-ink-900 px-3 py-1.5 text-sm text-gray-100 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40"
          >
            {campaigns.map((entry) => (
              <option key={entry.campaign} value={entry.campaign}>
                {campaignName(entry.campaign)} ({countOf(entry.linkCount, 'lien')})
              </option>
            ))}
          </select>
        </label>
        <PeriodFields period={period} onChange={setPeriod} />
        {current && <CsvExportLink href={campaignExportUrl(period, current.campaign)} />}
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-300">
          {statsMessages.loadError}
        </p>
      )}
      {stats.data && !busiest && <p className="text-sm text-gray-400">Aucun lien de tracking&nbsp;: créez-en un pour suivre une campagne.</p>}
      {campaigns.length > 1 && (
        <section aria-labelledby={`${id}-comparison`} className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 id={`${id}-comparison`} className="text-sm font-semibold text-gray-200">
              Comparaison des campagnes
            </h4>
            <CsvExportLink href={campaignExportUrl(period)} label="Exporter toutes les campagnes" />
          </div>
          <CampaignsComparison campaigns={campaigns} shown={selected ?? undefined} onChoose={setChosen} />
        </section>
      )}
      {current && full && (
        <div aria-busy={waiting} className={waiting ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'}>
          <VisitStatsView stats={full.stats} subject={`de la campagne ${campaignName(full.campaign)}`} />
          <DataTable
            caption={`Liens de la campagne ${campaignName(full.campaign)}`}
            columns={linkColumns(show)}
            data={full.links}
            getRowId={(row) => String(row.id)}
            empty="Aucun lien"
          />
          <AttributedLeads key={full.campaign} subject={`de la campagne ${campaignName(full.campaign)}`} url={campaignLeadsUrl(period, full.campaign)} count={full.stats.totals.leads} />
          <CampaignSpends key={current.campaign} campaign={current.campaign} figures={current.spend} />
        </div>
      )}
    </div>
  );
}
