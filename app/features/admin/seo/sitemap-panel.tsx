import { useEffect, useState } from 'react';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import type { SitemapInfo } from '../../../../domain/api/seo-answers';
import { useRegenerateSitemap, useSitemapInfo, useSitemapStats } from './seo-api';
import { useCanWrite } from '../auth/use-can-write';
import { errorMessage } from '../../../api/error-message';
import { writeControl } from '../ui/read-only-note';
import { formatNumber } from '../../../../domain/numbers';

/** The regeneration message clears after 5 s (back-office §4, §9). */
const SITEMAP_MESSAGE_MS = 5000;

type Url = SitemapInfo['urls'][number];
const columns: ColumnDef<Url, unknown>[] = [
  {
    accessorKey: 'loc',
    header: 'URL',
    cell: ({ row }) =>
      row.original.onSite ? (
        <span className="break-all">{new URL(row.original.loc).pathname}</span>
      ) : (
        <span className="break-all text-amber-100">{row.original.loc} (autre adresse que celle du site)</span>
      ),
  },
  { accessorKey: 'priority', header: 'Priorité', cell: ({ row }) => (row.original.priority === null ? '-' : formatNumber(row.original.priority, 1)) },
  { accessorKey: 'changefreq', header: 'Fréquence', cell: ({ row }) => row.original.changefreq ?? '-' },
  { accessorKey: 'lastmod', header: 'Modifiée le', cell: ({ row }) => formatDateTime(row.original.lastmod) },
  { accessorKey: 'images', header: 'Images' },
];

export function SitemapFigures() {
  const info = useSitemapInfo();
  const stats = useSitemapStats();
  if (info.isError || stats.isError) return <p role="alert" className="text-sm text-red-200">Erreur: {(info.error ?? stats.error)?.message}</p>;
  if (!info.data || !stats.data) return <p className="text-sm text-gray-400">Lecture du sitemap…</p>;
  if (!info.data.exists) return <p className="text-sm text-amber-200">{info.data.message}</p>;
  const warning = info.data.offSiteUrls > 0 && <p role="alert" className="mb-3 text-sm text-amber-100">{info.data.message}</p>;
  const figures = [
    ['URL', info.data.totalUrls],
    ['Images', stats.data.totalImages],
    ['Taille', `${String(info.data.fileSize).replace('.', ',')} Ko`],
    ['Dernière génération', formatDateTime(info.data.lastGenerated)],
  ];
  return (
    <>
      {warning}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-ink-700 bg-ink-950/40 p-3">
            <dt className="text-xs text-gray-400">{label}</dt>
            <dd className="mt-1 font-semibold text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function RegenerateSitemapButton() {
  const regenerate = useRegenerateSitemap();
  const canWrite = useCanWrite();
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), SITEMAP_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  const run = () =>
    regenerate.mutate(undefined, {
      onSuccess: (answer) => setMessage({ text: answer.message, ok: true }),
      onError: (error) => setMessage({ text: `Erreur: ${errorMessage(error)}`, ok: false }),
    });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={run} {...writeControl(canWrite, regenerate.isPending)} className="rounded-lg bg-brand-500 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-400 disabled:opacity-60">
        {regenerate.isPending ? 'Régénération…' : 'Régénérer le sitemap'}
      </button>
      <p role="status" className={`text-sm ${message?.ok === false ? 'text-red-200' : 'text-emerald-200'}`}>
        {message?.text}
      </p>
    </div>
  );
}

/** The sitemap tab: each URL of the real sitemap.xml with its priority, frequency, date and images. */
export function SitemapTab() {
  const info = useSitemapInfo();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RegenerateSitemapButton />
        <a href="/sitemap.xml" target="_blank" rel="noreferrer" className="text-sm text-brand-300 underline">
          Ouvrir sitemap.xml
        </a>
      </div>
      <SitemapFigures />
      {info.data?.exists && <DataTable caption="URL du sitemap.xml" columns={columns} data={info.data.urls} empty="Aucune URL" height={420} />}
    </div>
  );
}
