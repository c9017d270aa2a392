import { useState } from 'react';
import { statsMessages } from '../../../../domain/tracking-link-stats';
import { usePeriodInAddress } from '../ui/address-state';
import { Modal } from '../ui/modal';
import { defaultPeriod, PeriodFields } from '../ui/period-fields';
import { LINK_STATS_KEY, useLinkStatsStore } from './link-stats-store';
import { linkExportUrl, linkLeadsUrl, useLinkStats } from './tracking-links-api';
import { AttributedLeads } from './attributed-leads';
import { CsvExportLink } from '../ui/csv-export-link';
import { VisitStatsView } from './visit-stats-view';

/**
 * A link's statistics over a chosen period: clicks, scans, visitors, sources, devices and leads. The link and its
 * period are kept in the address (`/admin?link-stats=42&link-stats-period=7d`, decision 0404).
 */
export function LinkStatsModal() {
  const { linkId, close } = useLinkStatsStore();
  const [period, setPeriod] = usePeriodInAddress(LINK_STATS_KEY);
  // Another link, or none, starts again from the default period.
  const [periodOf, setPeriodOf] = useState(linkId);
  if (periodOf !== linkId) {
    setPeriodOf(linkId);
    setPeriod(defaultPeriod());
  }
  const stats = useLinkStats(linkId, period);
  const link = linkId !== null && stats.data?.link.id === linkId ? stats.data.link : null;
  return (
    <Modal open={linkId !== null} onOpenChange={(open) => !open && close()} title={`Statistiques\u00a0: ${link?.clientName ?? ''}`} size="lg">
      <div className="space-y-4">
        <p className="break-all text-sm text-gray-300">
          {link?.fullUrl} → {link?.destination || "page d'accueil"}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <PeriodFields period={period} onChange={setPeriod} />
          {link && <CsvExportLink href={linkExportUrl(link.id, period)} />}
        </div>
        {stats.error && (
          <p role="alert" className="text-sm text-red-300">
            {statsMessages.loadError}
          </p>
        )}
        {link && stats.data && (
          <>
            <VisitStatsView stats={stats.data.stats} subject={`du lien ${link.clientName}`} />
            <AttributedLeads key={link.id} subject={`du lien ${link.clientName}`} url={linkLeadsUrl(link.id, period)} count={stats.data.stats.totals.leads} />
          </>
        )}
      </div>
    </Modal>
  );
}
