import Play from 'lucide-react/icons/play';
import Square from 'lucide-react/icons/square';
import { formatBytes, formatDateTime } from '../ui/format';
import { Section } from '../ui/section';
import { ResourceTiles } from './resource-tiles';
import { useMonitorAction, useMonitorStatus, useSystemStats } from './system-api';
import { useCanWrite } from '../auth/use-can-write';
import { errorMessage } from '../../../api/error-message';
import { writeControl } from '../ui/read-only-note';
import { RefreshButton } from '../../../ui/refresh-button';

const connection = {
  connected: ['Connecté en temps réel', 'bg-emerald-500/15 text-emerald-200'],
  disconnected: ['Déconnecté (mise à jour manuelle)', 'bg-ink-700 text-gray-200'],
  error: ['Erreur de connexion', 'bg-red-500/15 text-red-200'],
  unknown: ['Statut inconnu', 'bg-ink-700 text-gray-300'],
} as const;

/** Back-office §9: a monitor action that fails without a message of its own says which one failed. */
const actionNames = { start: 'démarrage', stop: 'arrêt' } as const;

const apiStatusLabels: Record<string, string> = { operational: 'opérationnel', degraded: 'dégradé' };

const dotTone = (status: string) => (status === 'operational' ? 'bg-emerald-400' : status === 'degraded' ? 'bg-yellow-400' : 'bg-red-500');

function infoValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'object' && value && 'usage' in value && 'limit' in value) {
    const memory = value as { usage: number; limit: number };
    return `${formatBytes(memory.usage)} / ${formatBytes(memory.limit)}`;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** 'Statistiques Système' (back-office §2.3): live while the monitor runs, otherwise refreshed by hand. */
export function SystemStatsSection() {
  const monitor = useMonitorStatus();
  const action = useMonitorAction();
  const canWrite = useCanWrite();
  const live = monitor.data === true;
  const stats = useSystemStats(live);
  const data = stats.data;
  const state = stats.isError ? 'error' : monitor.data === undefined ? 'unknown' : live ? 'connected' : 'disconnected';
  const actionError = action.error ? errorMessage(action.error, `Échec de l'opération ${actionNames[action.variables ?? 'start']}`) : null;
  const [label, tone] = connection[state];
  const button =
    'inline-flex items-center gap-2 rounded-lg border border-ink-600 px-3 py-1.5 text-sm text-gray-200 hover:border-brand-400 disabled:opacity-60';
  const block = 'rounded-xl border border-ink-700 bg-ink-950/40 p-4';

  return (
    <Section
      id="servers-system"
      title="Statistiques Système"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${tone}`}>{label}</span>
          {live ? (
            <button type="button" className={button} {...writeControl(canWrite, action.isPending)} onClick={() => action.mutate('stop')}>
              <Square aria-hidden size={14} /> Arrêter le monitoring
            </button>
          ) : (
            <button type="button" className={button} {...writeControl(canWrite, action.isPending)} onClick={() => action.mutate('start')}>
              <Play aria-hidden size={14} /> Démarrer le monitoring
            </button>
          )}
          <RefreshButton query={stats} className={button} />
        </div>
      }
    >
      {actionError && (
        <p role="alert" className="mb-4 rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
          {actionError}
        </p>
      )}
      {stats.isError && (
        <p role="alert" className="mb-4 rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
          Erreur lors de la récupération des statistiques
        </p>
      )}
      <div className="space-y-4">
        <div className={block}>
          <h3 className="mb-3 font-semibold text-white">Ressources système</h3>
          <ResourceTiles resources={data?.resources} />
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className={block}>
            <h3 className="mb-3 font-semibold text-white">Comptes &amp; Sécurité</h3>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              {[
                ['Utilisateurs', data?.users],
                ['Clés API actives', data?.apiKeys],
                ['IPs bloquées', data?.blockedIPs],
                ['Base de données', data ? (data.dbStatus === 'connected' ? 'Connectée' : 'Déconnectée') : undefined],
              ].map(([name, value]) => (
                <div key={name as string}>
                  <dt className="text-gray-400">{name}</dt>
                  <dd className="text-lg font-semibold text-white">{value ?? '-'}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={block}>
            <h3 className="mb-3 font-semibold text-white">Statut des APIs</h3>
            {data && Object.keys(data.apiStatus).length ? (
              <ul className="space-y-2 text-sm">
                {Object.entries(data.apiStatus).map(([name, status]) => (
                  <li key={name} className="flex items-center gap-2 text-gray-200">
                    <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${dotTone(status)}`} />
                    {name} <span className="text-gray-400">({apiStatusLabels[status] ?? 'hors service'})</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-gray-400">{stats.isError ? 'Error loading API status' : 'No API data'}</p>
            )}
          </div>
        </div>
        <div className={block}>
          <h3 className="mb-3 font-semibold text-white">Informations serveur</h3>
          <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {Object.entries(data?.serverInfo ?? {}).map(([key, value]) => (
              <div key={key} className="rounded-lg bg-ink-800/60 p-3">
                <dt className="text-gray-400 first-letter:uppercase">{key.replace(/_/g, ' ')}</dt>
                <dd className="break-words text-white">{infoValue(value)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <p className="text-xs text-gray-400">Dernière mise à jour&nbsp;: {formatDateTime(data?.updatedAt)}</p>
      </div>
    </Section>
  );
}
