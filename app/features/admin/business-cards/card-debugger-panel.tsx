import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { designFiles } from '../../../../domain/business-cards/card-designs';
import { useShownOwners } from './business-cards-api';
import { requestHead } from '../../../api/http';
import { formatBytes } from '../ui/format';
import { StatusBadge } from '../brand-assets/status-badge';
import { DataTable, type ColumnDef } from '../ui/data-table';

interface FileState {
  load: 'loading' | 'loaded' | 'error';
  width?: number;
  height?: number;
  bytes?: number | null;
}

interface DebugRow {
  name: string;
  path: string;
  state: FileState | undefined;
  /** Bumped by 'Recharger les fichiers' so that every preview is fetched again. */
  round: number;
  record(change: Partial<FileState>): void;
}

const loadLabels = { loading: 'Chargement…', loaded: 'Chargée', error: 'Erreur de chargement' } as const;

// Declared once: a cell renderer re-created on each render would remount its image, whose load event would
// record a new state and render again without end.
const columns: ColumnDef<DebugRow, unknown>[] = [
  {
    id: 'preview',
    header: 'Aperçu',
    cell: ({ row }) => (
      <img
        key={`${row.original.path}-${row.original.round}`}
        src={`${row.original.path}${row.original.round ? `?essai=${row.original.round}` : ''}`}
        alt=""
        width={88}
        height={50}
        className="h-[50px] w-[88px] rounded bg-ink-800 object-contain"
        onLoad={(event) => row.original.record({ load: 'loaded', width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
        onError={() => row.original.record({ load: 'error' })}
      />
    ),
  },
  { accessorKey: 'name', header: 'Fichier', cell: ({ row }) => <span className="block min-w-32">{row.original.name}<code className="block break-all text-xs text-gray-400">{row.original.path}</code></span> },
  { id: 'weight', header: 'Poids transféré', cell: ({ row }) => formatBytes(row.original.state?.bytes ?? null) },
  {
    id: 'size',
    header: 'Dimensions',
    cell: ({ row }) => {
      const state = row.original.state;
      return state?.width ? `${state.width} × ${state.height} px` : '-';
    },
  },
  {
    id: 'load',
    header: 'Statut',
    cell: ({ row }) => {
      const load = row.original.state?.load ?? 'loading';
      return load === 'loading' ? <span className="text-gray-400">{loadLabels.loading}</span> : <StatusBadge ok={load === 'loaded'} label={loadLabels[load]} />;
    },
  },
];

/** Débogueur de cartes (back-office §2.1 `development-tools`): every card SVG, its weight, its size and whether it loads. */
export function CardDebuggerPanel() {
  const { owners } = useShownOwners();
  const files = useMemo(() => owners.flatMap(designFiles), [owners]);
  const [states, setStates] = useState<Record<string, FileState>>({});
  const [round, setRound] = useState(0);
  const record = useCallback(
    (path: string, change: Partial<FileState>) => setStates((current) => ({ ...current, [path]: { load: 'loading', ...current[path], ...change } })),
    [],
  );

  useEffect(() => {
    for (const file of files) {
      requestHead(file.path)
        .then((answer) => record(file.path, { bytes: answer.ok ? answer.bytes : null }))
        .catch(() => record(file.path, { bytes: null }));
    }
  }, [files, round, record]);

  const rows = useMemo<DebugRow[]>(
    () => files.map((file) => ({ ...file, state: states[file.path], round, record: (change) => record(file.path, change) })),
    [files, states, round, record],
  );

  return (
    <div id="development-tools" className="min-w-0 scroll-mt-28 rounded-xl border border-ink-700 p-4 outline-none data-[highlighted=true]:ring-4 data-[highlighted=true]:ring-accent-400 sm:col-span-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-white">Débogueur de cartes</h3>
        <button
          type="button"
          onClick={() => {
            setStates({});
            setRound((r) => r + 1);
          }}
          className="inline-flex items-center gap-2 rounded-lg border border-ink-600 px-3 py-1.5 text-sm text-gray-100 hover:border-brand-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
        >
          <RefreshCw aria-hidden size={14} /> Recharger les fichiers
        </button>
      </div>
      <div className="mt-3">
        <DataTable caption="Fichiers SVG des cartes de visite" columns={columns} data={rows} empty="Aucune carte de visite trouvée" getRowId={(row) => row.path} />
      </div>
    </div>
  );
}
