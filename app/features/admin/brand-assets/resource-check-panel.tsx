import Play from 'lucide-react/icons/play';
import { useState } from 'react';
import { designFiles } from '../../../../domain/business-cards/card-designs';
import { formatWholePercent } from '../../../../domain/percent';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { useShownOwners } from '../business-cards/business-cards-api';
import { headWithBuildRetry } from './resource-probe';
import { StatusBadge } from './status-badge';

interface CheckRow {
  name: string;
  path: string;
  /** null while waiting; the HTTP status code, or 'Erreur' when the network failed (§8). */
  status: number | 'Erreur' | null;
}

const columns: ColumnDef<CheckRow, unknown>[] = [
  { accessorKey: 'name', header: 'Nom' },
  { accessorKey: 'path', header: 'Chemin', cell: ({ row }) => <code className="break-all text-xs">{row.original.path}</code> },
  {
    accessorKey: 'status',
    header: 'Statut',
    cell: ({ row }) => {
      const { status } = row.original;
      if (status === null) return <span className="text-gray-400">En attente</span>;
      return <StatusBadge ok={status !== 'Erreur' && status < 400} label={String(status)} />;
    },
  },
];

/** Vérification des ressources (back-office §2.10): a HEAD request per card file, one after another. */
export function ResourceCheckPanel() {
  const { owners } = useShownOwners();
  const [rows, setRows] = useState<CheckRow[]>([]);
  const [running, setRunning] = useState(false);
  const files = owners.flatMap(designFiles);
  const done = rows.filter((row) => row.status !== null).length;
  const percent = rows.length ? Math.round((done / rows.length) * 100) : 0;

  const run = async () => {
    setRunning(true);
    const pending: CheckRow[] = files.map((file) => ({ ...file, status: null }));
    setRows(pending);
    for (const [index, file] of files.entries()) {
      let status: CheckRow['status'];
      try {
        status = (await headWithBuildRetry(file.path)).status;
      } catch {
        status = 'Erreur';
      }
      setRows((current) => current.map((row, i) => (i === index ? { ...row, status } : row)));
    }
    setRunning(false);
  };

  return (
    <div className="min-w-0 rounded-xl border border-ink-700 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-white">Vérification des ressources</h3>
        <button
          type="button"
          onClick={() => void run()}
          disabled={running || files.length === 0}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 disabled:opacity-60"
        >
          <Play aria-hidden size={16} /> {running ? 'Vérification…' : 'Vérifier les ressources'}
        </button>
      </div>
      <p className="mt-1 text-sm text-gray-400">{files.length} fichiers SVG des cartes de visite, vérifiés un par un.</p>
      {rows.length > 0 && (
        <>
          <div className="mt-3 flex items-center gap-3">
            <div
              role="progressbar"
              aria-label="Progression de la vérification"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 flex-1 overflow-hidden rounded-full bg-ink-700"
            >
              <div className="h-full bg-accent-400 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <p className="w-16 whitespace-nowrap text-right text-sm font-semibold text-white" data-testid="resource-check-percent">
              {formatWholePercent(percent / 100)}
            </p>
          </div>
          <div className="mt-3">
            <DataTable caption="Résultat de la vérification des ressources" columns={columns} data={rows} empty="Aucun fichier" getRowId={(row) => row.path} />
          </div>
        </>
      )}
    </div>
  );
}
