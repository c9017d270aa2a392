import { DataTable, type ColumnDef } from '../ui/data-table';
import { Disclosure } from '../ui/disclosure';
import { formatBytes, formatDateTime } from '../ui/format';
import { Section } from '../ui/section';
import type { DatabaseConnection } from '../../../../domain/api/operations-answers';
import { useDatabaseConnections } from './database-info-api';
import { StatusPill } from '../ui/status-pill';
import { errorMessage } from '../../../api/error-message';
import { RefreshButton } from '../../../ui/refresh-button';
import { withFrenchSpacing } from '../../../../domain/french-spacing';
import { formatNumber } from '../../../../domain/numbers';

type Row = DatabaseConnection & { key: string };

const columns: ColumnDef<Row, unknown>[] = [
  { accessorKey: 'name', header: 'Connexion', cell: ({ row }) => <span className="font-medium text-white">{row.original.name}</span> },
  { id: 'platform', header: 'Plateforme', accessorFn: (row) => `${row.info.platform}${row.info.version ? ` ${row.info.version}` : ''}` },
  { id: 'driver', header: 'Pilote', accessorFn: (row) => row.info.driver },
  { id: 'host', header: 'Hôte', accessorFn: (row) => row.info.host },
  { id: 'database', header: 'Base', accessorFn: (row) => row.info.database },
  { accessorKey: 'status', header: 'Statut', cell: ({ row }) => <StatusPill status={row.original.status} /> },
];

/** Figures are named in snake case by the API; sizes are bytes, shown in base 1024. */
function statValue(key: string, value: string | number | boolean | null): string {
  if (value === null) return '-';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'number' && key.endsWith('_octets')) return formatBytes(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  return withFrenchSpacing(String(value));
}
const statLabel = (key: string) => key.replace(/_octets$/, '').replace(/_/g, ' ');

function ConnectionDetail({ connection }: { connection: DatabaseConnection }) {
  const totalRows = connection.tables.reduce((sum, table) => sum + table.rows, 0);
  return (
    <div className="rounded-xl border border-ink-700 bg-ink-950/40 p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-white">{connection.name}</h3>
        <StatusPill status={connection.status} />
      </div>
      {connection.error && (
        <p role="alert" className="mb-3 rounded-lg border border-red-500/40 bg-red-500/10 p-2 text-sm text-red-200">
          {withFrenchSpacing(connection.error)}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm lg:grid-cols-3">
        {Object.entries(connection.stats).map(([key, value]) => (
          <div key={key} className="rounded-lg bg-ink-800/60 p-2.5">
            <dt className="text-gray-400 first-letter:uppercase">{statLabel(key)}</dt>
            <dd className="break-words text-white">{statValue(key, value)}</dd>
          </div>
        ))}
      </dl>
      {connection.tables.length > 0 && (
        <Disclosure className="mt-3 text-sm" summary={`${connection.tables.length} tables · ${formatNumber(totalRows)} lignes`}>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {connection.tables.map((table) => (
              <li key={table.name} className="flex justify-between gap-2 rounded bg-ink-800/40 px-2 py-1">
                <code className="truncate text-gray-200">{table.name}</code>
                <span className="text-gray-400">{formatNumber(table.rows)}</span>
              </li>
            ))}
          </ul>
        </Disclosure>
      )}
      {connection.migrations.length > 0 && (
        <Disclosure className="mt-2 text-sm" summary={`${connection.migrations.length} migrations appliquées`}>
          <ul className="mt-2 space-y-1">
            {connection.migrations.map((migration) => (
              <li key={migration.name} className="flex flex-wrap justify-between gap-2 rounded bg-ink-800/40 px-2 py-1">
                <code className="text-gray-200">{migration.name}</code>
                <span className="text-gray-400">{formatDateTime(migration.appliedAt)}</span>
              </li>
            ))}
          </ul>
        </Disclosure>
      )}
    </div>
  );
}

/** Connexions aux bases de données (back-office §2.15): the connections this instance really holds. */
export function DatabaseSection() {
  const query = useDatabaseConnections();
  const rows: Row[] = Object.entries(query.data?.connections ?? {}).map(([key, connection]) => ({ key, ...connection }));

  return (
    <Section
      id="servers-database"
      title="Connexions aux bases de données"
      actions={
        <RefreshButton query={query} label="Vérifier" busyLabel="Vérification..." />
      }
    >
      {query.isError && (
        <p role="alert" className="mb-4 rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
          {errorMessage(query.error)}
        </p>
      )}
      {query.isPending && <p className="text-sm text-gray-400">Chargement des connexions…</p>}
      {query.data && (
        <div className="space-y-4">
          <p className="text-sm text-gray-300">{withFrenchSpacing(query.data.message)}</p>
          <DataTable caption="Connexions de cette instance" columns={columns} data={rows} getRowId={(row) => row.key} empty="Aucune connexion" />
          <div className="grid gap-4 xl:grid-cols-2">
            {rows.map((row) => (
              <ConnectionDetail key={row.key} connection={row} />
            ))}
          </div>
          <div className="rounded-xl border border-ink-700 bg-ink-950/40 p-4">
            <h3 className="mb-3 font-semibold text-white">Informations serveur</h3>
            <dl className="grid grid-cols-2 gap-2 text-sm lg:grid-cols-3">
              {Object.entries(query.data.server_info).map(([key, value]) => (
                <div key={key} className="rounded-lg bg-ink-800/60 p-2.5">
                  <dt className="text-gray-400 first-letter:uppercase">{key.replace(/_/g, ' ')}</dt>
                  <dd className="break-words text-white">{value || '-'}</dd>
                </div>
              ))}
            </dl>
          </div>
          <p className="text-xs text-gray-400">Dernière vérification&nbsp;: {formatDateTime(query.data.timestamp)}</p>
        </div>
      )}
    </Section>
  );
}
