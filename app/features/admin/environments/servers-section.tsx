import Server from 'lucide-react/icons/server';
import Terminal from 'lucide-react/icons/terminal';
import { formatDateTime } from '../ui/format';
import { Section } from '../ui/section';
import type { EnvironmentStatus } from '../../../../domain/api/operations-answers';
import { useEnvironments } from './environments-api';
import { StatusPill } from '../ui/status-pill';
import { errorMessage } from '../../../api/error-message';
import { RefreshButton } from '../../../ui/refresh-button';
import { withFrenchSpacing } from '../../../../domain/french-spacing';

/** 5025 s → '1 h 23 min'; days above 48 h. */
function formatUptime(seconds: number | null): string {
  if (seconds === null) return '-';
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days >= 2) return `${days} j ${hours} h`;
  if (seconds >= 3600) return `${Math.floor(seconds / 3600)} h ${minutes} min`;
  return `${minutes} min`;
}

function EnvironmentTile({ environment }: { environment: EnvironmentStatus }) {
  return (
    <article aria-label={`Environnement ${environment.label}`} className="flex min-w-0 flex-col gap-3 rounded-xl border border-ink-700 bg-ink-950/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-white">
          <Server aria-hidden size={16} className="text-accent-400" /> {environment.label}
        </h3>
        <StatusPill status={environment.status} />
      </div>
      {environment.status === 'unconfigured' ? null : (
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-gray-400">En service depuis</dt>
            <dd className="text-white">{formatUptime(environment.uptimeSeconds)}</dd>
          </div>
          <div>
            <dt className="text-gray-400">Temps de réponse</dt>
            <dd className="text-white">{environment.responseTimeMs === null ? '-' : `${environment.responseTimeMs} ms`}</dd>
          </div>
          <div className="col-span-2 min-w-0">
            <dt className="text-gray-400">Adresse vérifiée</dt>
            <dd className="truncate text-gray-200">{environment.url}</dd>
          </div>
        </dl>
      )}
      {environment.error && <p className="text-sm text-red-300">{withFrenchSpacing(environment.error)}</p>}
      <p className="flex items-start gap-2 rounded-lg bg-ink-800/60 p-2 font-mono text-xs text-gray-300">
        <Terminal aria-hidden size={14} className="mt-0.5 shrink-0" />
        <span className="min-w-0 break-words">{withFrenchSpacing(environment.sshHint)}</span>
      </p>
      {environment.checkedAt && <p className="text-xs text-gray-400">Vérifié le {formatDateTime(environment.checkedAt)}</p>}
    </article>
  );
}

/** Serveurs MCP (back-office §2.15): the instances named in the configuration, health-checked by the server. */
export function ServersSection() {
  const query = useEnvironments();
  return (
    <Section
      id="servers-mcp"
      title="Serveurs MCP"
      actions={
        <RefreshButton query={query} label="Vérifier" busyLabel="Vérification..." />
      }
    >
      <p className="mb-4 text-sm text-gray-400">
        Chaque instance configurée est interrogée par ce serveur sur son adresse <code>/api/health</code>.
      </p>
      {query.isError && (
        <p role="alert" className="mb-4 text-sm text-red-300">
          {errorMessage(query.error)}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        {query.data?.map((environment) => (
          <EnvironmentTile key={environment.id} environment={environment} />
        ))}
      </div>
    </Section>
  );
}
