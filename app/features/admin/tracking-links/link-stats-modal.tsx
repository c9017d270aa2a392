import { useState } from 'react';
import { statsMessages } from '../../../../domain/tracking-link-stats';
import { Modal } from '../ui/modal';
import { defaultPeriod, PeriodFields } from '../ui/period-fields';
import { useLinkStatsStore } from './link-stats-store';
import { useLinkStats } from './tracking-links-api';
import { VisitStatsView } from './visit-stats-view';

/** A link's statistics over a chosen period: clicks, scans, visitors, sources, devices and leads. */
export function LinkStatsModal() {
  const { linkId, close } = useLinkStatsStore();
  const [period, setPeriod] = useState(defaultPeriod);
  const stats = useLinkStats(linkId, period);
  const link = linkId !== null && stats.data?.link.id === linkId ? stats.data.link : null;
  return (
    <Modal open={linkId !== null} onOpenChange={(open) => !open && close()} title={`Statistiques : ${link?.clientName ?? ''}`} size="lg">
      <div className="space-y-4">
        <p className="break-all text-sm text-gray-300">
          {link?.fullUrl} → {link?.destination || "page d'accueil"}
        </p>
        <PeriodFields period={period} onChange={setPeriod} />
        {stats.error && (
          <p role="alert" className="text-sm text-red-300">
            {statsMessages.loadError}
          </p>
        )}
        {link && stats.data && <VisitStatsView stats={stats.data.stats} caption={`Visites par jour du lien ${link?.clientName ?? ''}`} />}
      </div>
    </Modal>
  );
}
