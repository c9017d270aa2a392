import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ErrorReport, ErrorReportList } from '../../../../domain/api/error-report-answers';
import { adminFetch } from '../../../api/admin-fetch';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { Modal } from '../ui/modal';
import { errorMessage } from '../../../api/error-message';
import { adminKeys } from '../api/query-keys';
import { RefreshButton } from '../../../ui/refresh-button';
import { countOf } from '../../../../domain/numbers';

const kindLabels: Record<string, string> = {
  'render-crash': "Plantage de l'affichage",
  'script-error': 'Erreur de script',
  'unhandled-rejection': 'Promesse rejetée',
  'redirect-loop': 'Boucle de redirection',
};
const kindLabel = (kind: string) => kindLabels[kind] ?? (kind.startsWith('http-') ? `Erreur serveur ${kind.slice(5)}` : kind);
const originLabel = (origin: ErrorReport['origin']) => (origin === 'server' ? 'Serveur' : 'Navigateur');

const columns: ColumnDef<ErrorReport, unknown>[] = [
  { accessorKey: 'createdAt', header: 'Date', cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span> },
  { accessorKey: 'origin', header: 'Origine', cell: ({ row }) => originLabel(row.original.origin) },
  { accessorKey: 'kind', header: 'Type', cell: ({ row }) => kindLabel(row.original.kind) },
  { accessorKey: 'message', header: 'Message', cell: ({ row }) => <span className="line-clamp-2 break-all">{row.original.message}</span> },
  { accessorKey: 'page', header: 'Page', cell: ({ row }) => <code className="break-all text-xs">{row.original.page}</code> },
];

const PERIODS = [1, 7, 30] as const;

/** Vérification des erreurs (back-office §2.1 `development-code`): server 5xx and browser reports of the last days. */
export function ErrorCheckPanel() {
  const [days, setDays] = useState<(typeof PERIODS)[number]>(7);
  const [open, setOpen] = useState<ErrorReport | null>(null);
  const query = useQuery({
    queryKey: adminKeys.errorReports(days),
    queryFn: () => adminFetch<ErrorReportList>(`/api/admin/error-reports?days=${days}`),
    retry: false,
  });

  return (
    <div id="development-code" className="min-w-0 scroll-mt-28 rounded-xl border border-ink-700 p-4 outline-none data-[highlighted=true]:ring-4 data-[highlighted=true]:ring-accent-400 sm:col-span-2">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-white">Vérification des erreurs</h3>
        <div className="flex flex-wrap items-center gap-2">
          <label className="text-sm text-gray-300">
            <span className="sr-only">Période</span>
            <select
              value={days}
              onChange={(event) => setDays(Number(event.target.value) as (typeof PERIODS)[number])}
              className="rounded-lg border border-ink-600 bg-ink-900 px-2 py-1.5 text-sm text-gray-100"
            >
              {PERIODS.map((period) => (
                <option key={period} value={period}>
                  {period === 1 ? 'Dernières 24 h' : `${period} derniers jours`}
                </option>
              ))}
            </select>
          </label>
          <RefreshButton query={query} />
        </div>
      </div>
      {query.isError && (
        <p role="alert" className="mb-3 text-sm text-red-300">
          {errorMessage(query.error)}
        </p>
      )}
      {query.data && (
        <>
          <p className="mb-3 text-sm text-gray-300">
            {countOf(query.data.totals.server, 'erreur')} serveur · {countOf(query.data.totals.client, 'signalement')} de navigateurs
          </p>
          <DataTable
            caption="Erreurs enregistrées"
            columns={columns}
            data={query.data.reports}
            getRowId={(row) => String(row.id)}
            onRowClick={setOpen}
            rowLabel={(row) => `Voir le détail de l'erreur\u00a0: ${row.message}`}
            height={360}
            empty="Aucune erreur enregistrée sur cette période"
          />
        </>
      )}
      <Modal open={open !== null} onOpenChange={(next) => !next && setOpen(null)} title="Détail de l'erreur" size="lg">
        {open && (
          <dl className="space-y-3 text-sm">
            {[
              ['Date', formatDateTime(open.createdAt)],
              ['Origine', originLabel(open.origin)],
              ['Type', kindLabel(open.kind)],
              ['Page', open.page],
              ['Message', open.message],
              ['Navigateur', open.userAgent || '-'],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-gray-400">{label}</dt>
                <dd className="break-words text-white">{value}</dd>
              </div>
            ))}
            <div>
              <dt className="text-gray-400">Détail</dt>
              <dd>
                <pre className="mt-1 max-h-80 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-ink-950 p-3 text-xs text-gray-200">{open.detail || '-'}</pre>
              </dd>
            </div>
          </dl>
        )}
      </Modal>
    </div>
  );
}
