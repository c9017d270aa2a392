import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useCallback, useEffect, useState } from 'react';
import { builtInOwners, LEGACY_BUILD_PREFIX } from '../../../../domain/business-cards/card-designs';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { requestHead } from '../../../api/http';
import { StatusBadge } from './status-badge';

/** The main cards' four faces, at their address and under the legacy /build prefix (back-office §2.10). */
const faces = builtInOwners.flatMap((owner) => owner.cards.map((card) => card.path));
const diagnosticPaths = [...faces, ...faces.map((path) => `${LEGACY_BUILD_PREFIX}${path}`)];

interface DiagnosticRow {
  path: string;
  result: { ok: boolean; label: string } | null;
}

const columns: ColumnDef<DiagnosticRow, unknown>[] = [
  { accessorKey: 'path', header: 'Chemin', cell: ({ row }) => <code className="break-all text-xs">{row.original.path}</code> },
  {
    id: 'result',
    header: 'Résultat',
    cell: ({ row }) => (row.original.result ? <StatusBadge {...row.original.result} /> : <span className="text-gray-400">…</span>),
  },
];

async function diagnose(path: string): Promise<DiagnosticRow['result']> {
  try {
    const answer = await requestHead(path);
    return answer.ok ? { ok: true, label: 'Disponible' } : { ok: false, label: `HTTP ${answer.status}` };
  } catch (error) {
    return { ok: false, label: `Erreur\u00a0: ${error instanceof Error ? error.message : 'réseau'}` };
  }
}

/** Diagnostic des chemins: runs when the panel opens and on demand. */
export function PathDiagnostic() {
  const [rows, setRows] = useState<DiagnosticRow[]>(diagnosticPaths.map((path) => ({ path, result: null })));
  const [running, setRunning] = useState(false);

  const run = useCallback(async () => {
    setRunning(true);
    setRows(diagnosticPaths.map((path) => ({ path, result: null })));
    const results = await Promise.all(diagnosticPaths.map(diagnose));
    setRows(diagnosticPaths.map((path, i) => ({ path, result: results[i] ?? null })));
    setRunning(false);
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the diagnostic runs once when the panel opens (§2.10)
    void run();
  }, [run]);

  return (
    <div className="min-w-0 rounded-xl border border-ink-700 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-white">Diagnostic des chemins</h3>
        <button
          type="button"
          onClick={() => void run()}
          disabled={running}
          className="inline-flex items-center gap-2 rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-gray-100 hover:border-brand-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 disabled:opacity-60"
        >
          <RefreshCw aria-hidden size={16} /> Relancer le diagnostic
        </button>
      </div>
      <div className="mt-3">
        <DataTable caption="Diagnostic des chemins des cartes de visite" columns={columns} data={rows} empty="Aucun chemin" getRowId={(row) => row.path} />
      </div>
    </div>
  );
}
