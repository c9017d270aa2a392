import { useMemo, useState } from 'react';
import type { NotFoundPages } from '../../../../domain/api/seo-answers';
import { errorMessage } from '../../../api/error-message';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { ViewToggle } from '../ui/view-toggle';
import { useCanWrite } from '../auth/use-can-write';
import { ReadOnlyNote, writeControl } from '../ui/read-only-note';
import { useNotFoundPages, useSiteRedirects } from './seo-api';
import { RedirectDialog, SiteRedirectsList, type RedirectOpening } from './site-redirects';
import { countOf, pluralOf } from '../../../../domain/numbers';

type NotFoundPage = NotFoundPages['pages'][number];
type Period = '7' | '30' | '90';

const reportColumns: ColumnDef<NotFoundPage, unknown>[] = [
  { id: 'page', header: 'Adresse', accessorKey: 'page', cell: ({ row }) => <span className="break-all font-medium text-white">{row.original.page}</span> },
  { id: 'views', header: 'Visites', accessorKey: 'views' },
  { id: 'lastSeenAt', header: 'Dernière visite', accessorKey: 'lastSeenAt', cell: ({ row }) => formatDateTime(row.original.lastSeenAt) },
  {
    id: 'referrers',
    header: 'Provenance',
    enableSorting: false,
    cell: ({ row }) => (
      <ul className="space-y-0.5 text-xs text-gray-300">
        {row.original.referrers.map((entry) => (
          <li key={entry.referrer} className="break-all">
            {entry.referrer || 'Accès direct ou inconnu'} ({entry.views})
          </li>
        ))}
      </ul>
    ),
  },
];

/** The report's columns, and the last one: where the address leads now, or the button that redirects it. */
function columnsWith(redirects: Map<string, string>, canWrite: boolean, onRedirect: (page: string) => void): ColumnDef<NotFoundPage, unknown>[] {
  return [
    ...reportColumns,
    {
      id: 'redirect',
      header: 'Redirection',
      enableSorting: false,
      cell: ({ row }) => {
        const target = redirects.get(row.original.page);
        return target ? (
          <span className="break-all text-xs text-emerald-200">→ {target}</span>
        ) : (
          <button
            type="button"
            onClick={() => onRedirect(row.original.page)}
            aria-label={`Rediriger ${row.original.page}`}
            className="rounded-lg border border-ink-600 px-3 py-1 text-xs text-gray-200 hover:border-brand-400 disabled:opacity-50"
            {...writeControl(canWrite)}
          >
            Rediriger
          </button>
        );
      },
    },
  ];
}

/**
 * Pages introuvables (docs/decisions/0464-pages-not-found.md): the addresses visitors reached that matched no page,
 * as Plausible's 404 goal: a partner's broken link, a typo on a flyer or a page that moved.
 */
export function NotFoundTab() {
  const [period, setPeriod] = useState<Period>('30');
  const report = useNotFoundPages(Number(period));
  const redirects = useSiteRedirects();
  const canWrite = useCanWrite();
  // The address the redirect dialog is open for ('' for one to type), null while closed.
  const [redirecting, setRedirecting] = useState<RedirectOpening | null>(null);
  const redirected = useMemo(() => new Map((redirects.data ?? []).map((entry) => [entry.from, entry.to])), [redirects.data]);
  const columns = useMemo(() => columnsWith(redirected, canWrite, (from) => setRedirecting({ from })), [redirected, canWrite]);
  const data = report.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-300">
        Les adresses du site que des visiteurs ont ouvertes et qui ne mènent à aucune page&nbsp;: un lien cassé chez un partenaire, une faute sur un support imprimé,
        une page déplacée. La provenance indique le site d’où ils venaient&nbsp;; « Rediriger » envoie les prochains visiteurs vers la bonne page.
      </p>
      <ReadOnlyNote />
      <ViewToggle
        label="Période des pages introuvables"
        value={period}
        onChange={setPeriod}
        options={[
          { value: '7', label: '7 jours' },
          { value: '30', label: '30 jours' },
          { value: '90', label: '90 jours' },
        ]}
      />
      {report.isError ? (
        <p role="alert" className="text-sm text-red-200">
          Erreur&nbsp;: {errorMessage(report.error)}
        </p>
      ) : !data ? (
        <p className="text-sm text-gray-400">Chargement des pages introuvables…</p>
      ) : (
        <>
          <p className="text-sm text-gray-400">
            {data.totalViews > 0
              ? `${countOf(data.totalViews, 'visite')} sur ${countOf(data.totalPages, 'adresse')} ${pluralOf(data.totalPages, 'introuvable')} en ${data.days} jours${data.totalPages > data.pages.length ? `\u00a0; les ${data.pages.length} plus visitées\u00a0:` : ''}`
              : `Aucune visite d’une page introuvable en ${data.days} jours`}
          </p>
          <DataTable
            caption={`Pages introuvables visitées en ${data.days} jours`}
            columns={columns}
            data={data.pages}
            getRowId={(row) => row.page}
            empty="Aucune page introuvable visitée sur cette période"
          />
        </>
      )}
      <SiteRedirectsList onAdd={() => setRedirecting({ from: '' })} onEdit={(redirect) => setRedirecting({ redirect })} />
      <RedirectDialog opening={redirecting} onClose={() => setRedirecting(null)} />
    </div>
  );
}
