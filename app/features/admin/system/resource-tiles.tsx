import { formatPercent } from '../../../../domain/percent';
import { formatBytes, formatRate } from '../ui/format';
import type { SystemStats } from '../../../../domain/api/admin-answers';
import { UsageBar } from './usage-bar';
import { formatNumber } from '../../../../domain/numbers';


/** CPU, memory, disk and network of the server; '-' until the figures arrive. */
export function ResourceTiles({ resources }: { resources?: SystemStats['resources'] }) {
  const tile = 'rounded-xl border border-ink-700 bg-ink-950/60 p-3 sm:p-4';
  const label = 'text-xs font-semibold uppercase tracking-wide text-gray-400';
  const value = 'mt-1 text-xl font-bold text-white';
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <div className={tile}>
        <p className={label}>CPU</p>
        <p className={value}>{resources ? formatPercent(resources.cpu.usage / 100) : '-'}</p>
        {resources && <UsageBar percentage={resources.cpu.usage} label="Utilisation CPU" />}
        <p className="mt-2 text-xs text-gray-400">
          Charge&nbsp;: {resources ? resources.cpu.load.map((n) => formatNumber(n, 2)).join(' / ') : '-'}
        </p>
      </div>
      <div className={tile}>
        <p className={label}>Mémoire</p>
        <p className={value}>{resources ? formatPercent(resources.memory.percentage / 100) : '-'}</p>
        {resources && <UsageBar percentage={resources.memory.percentage} label="Utilisation mémoire" />}
        <p className="mt-2 text-xs text-gray-400">
          {resources ? `${formatBytes(resources.memory.used)} / ${formatBytes(resources.memory.total)}` : '-'}
        </p>
      </div>
      <div className={tile}>
        <p className={label}>Disque</p>
        <p className={value}>{resources?.disk ? formatPercent(resources.disk.percentage / 100) : '-'}</p>
        {resources?.disk && <UsageBar percentage={resources.disk.percentage} label="Utilisation disque" />}
        <p className="mt-2 text-xs text-gray-400">
          {resources?.disk ? `${formatBytes(resources.disk.used)} / ${formatBytes(resources.disk.total)}` : '-'}
        </p>
      </div>
      <div className={tile}>
        <p className={label}>Réseau</p>
        <p className="mt-1 text-sm text-white">↓ {resources?.network ? formatRate(resources.network.rx) : '-'}</p>
        <p className="text-sm text-white">↑ {resources?.network ? formatRate(resources.network.tx) : '-'}</p>
      </div>
    </div>
  );
}
