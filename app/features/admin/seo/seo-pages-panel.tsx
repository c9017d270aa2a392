import { DataTable, type ColumnDef } from '../ui/data-table';
import type { SeoPage } from '../../../../domain/api/seo-answers';
import { useSeoPages } from './seo-api';
import { errorMessage } from '../../../api/error-message';

function Flag({ ok }: { ok: boolean }) {
  return <span className={`text-xs font-semibold ${ok ? 'text-emerald-300' : 'text-red-300'}`}>{ok ? 'Oui' : 'Non'}</span>;
}

const columns: ColumnDef<SeoPage, unknown>[] = [
  {
    accessorKey: 'url',
    header: 'Page',
    cell: ({ row }) => (
      <div className="min-w-[12rem]">
        <p className="font-medium text-white">{row.original.title || 'Sans titre'}</p>
        <p className="text-xs text-gray-400">{row.original.url}</p>
        <p className="mt-1 line-clamp-2 text-xs text-gray-400">{row.original.description || 'Pas de description'}</p>
      </div>
    ),
  },
  { accessorKey: 'hasSchema', header: 'JSON-LD', cell: ({ row }) => <Flag ok={row.original.hasSchema} /> },
  { accessorKey: 'hasBreadcrumb', header: "Fil d'Ariane", cell: ({ row }) => <Flag ok={row.original.hasBreadcrumb || row.original.url === '/'} /> },
  { accessorKey: 'hasCanonical', header: 'Canonique', cell: ({ row }) => <Flag ok={row.original.hasCanonical} /> },
  { accessorKey: 'hasOptimizedImages', header: 'Images', cell: ({ row }) => <Flag ok={row.original.hasOptimizedImages} /> },
  {
    id: 'issues',
    header: 'Points à corriger',
    accessorFn: (page) => page.issues.length,
    cell: ({ row }) =>
      row.original.issues.length ? (
        <ul className="min-w-[14rem] list-disc space-y-0.5 pl-4 text-xs text-amber-100">
          {row.original.issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      ) : (
        <span className="text-xs text-emerald-300">Aucun</span>
      ),
  },
];

/** Pages SEO: the audit of every pre-rendered public page, worst first. */
export function SeoPagesTab() {
  const pages = useSeoPages();
  if (pages.isError) return <p role="alert" className="text-sm text-red-200">Erreur: {errorMessage(pages.error)}</p>;
  if (!pages.data) return <p className="text-sm text-gray-400">Audit des pages…</p>;
  const indexed = pages.data.pages.filter((p) => p.indexable);
  const excluded = pages.data.pages.filter((p) => !p.indexable);
  const failing = indexed.filter((p) => p.issues.length).length;
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-300">
        {indexed.length} page(s) indexable(s) auditée(s) depuis leur HTML&nbsp;: {failing} avec des points à corriger.
      </p>
      <DataTable caption="Audit SEO des pages publiques" columns={columns} data={indexed} empty="Aucune page pré-rendue&nbsp;: construisez le site." height={520} />
      {excluded.length > 0 && (
        <div className="rounded-xl border border-ink-700 p-4 text-sm">
          <h3 className="font-semibold text-white">Pages exclues de l’indexation (noindex)</h3>
          <p className="mt-1 text-gray-400">Volontairement hors des moteurs de recherche&nbsp;: elles ne comptent pas dans l’audit.</p>
          <ul className="mt-2 space-y-1 text-gray-300">
            {excluded.map((page) => (
              <li key={page.url}>
                <span className="font-mono text-xs">{page.url}</span> — {page.title || 'Sans titre'}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Counts for the overview: how many pages pass each check. */
export function usePageScores() {
  const pages = useSeoPages();
  // noindex pages are deliberate: they are listed apart, not counted as failures.
  const list = (pages.data?.pages ?? []).filter((p) => p.indexable);
  return {
    ready: Boolean(pages.data),
    error: pages.isError,
    excluded: (pages.data?.pages.length ?? 0) - list.length,
    total: list.length,
    passing: list.filter((p) => !p.issues.length).length,
    checks: [
      ['Données structurées', list.filter((p) => p.hasSchema).length],
      ["Fil d'Ariane", list.filter((p) => p.hasBreadcrumb || p.url === '/').length],
      ['Lien canonique', list.filter((p) => p.hasCanonical).length],
      ['Images optimisées', list.filter((p) => p.hasOptimizedImages).length],
    ] as const,
  };
}
