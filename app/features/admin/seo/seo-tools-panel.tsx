import { useState, type FormEvent } from 'react';
import { useCheckUrl, useRegenerateAnalytics } from './seo-api';
import { useCanWrite } from '../auth/use-can-write';
import { errorMessage } from '../../../api/error-message';
import { ReadOnlyNote, writeControl } from '../ui/read-only-note';

const button = 'rounded-lg border border-ink-600 px-3 py-1.5 text-sm text-gray-200 hover:border-brand-400 disabled:opacity-60';

function UrlCheckTool() {
  const [url, setUrl] = useState('');
  const check = useCheckUrl();
  const canWrite = useCanWrite();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // §5: the check does nothing while the field is empty.
    if (!url.trim()) return;
    check.mutate(url.trim());
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-xl border border-ink-700 p-4" noValidate>
      <label htmlFor="seo-check-url" className="block font-semibold text-white">
        Vérifier une URL du site
      </label>
      <p className="text-xs text-gray-400">Adresse complète ou chemin (ex. /pricing)&nbsp;: seules les pages de ce site sont vérifiées.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="seo-check-url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-ink-600 bg-ink-950 px-3 py-1.5 text-sm text-white"
          placeholder="/pricing"
          inputMode="url"
        />
        <button type="submit" className={button} {...writeControl(canWrite, check.isPending)}>
          {check.isPending ? 'Vérification…' : 'Vérifier l’URL'}
        </button>
      </div>
      <div aria-live="polite">
        {check.isError && <p role="alert" className="text-sm text-red-200">Erreur lors de la vérification de l&apos;URL: {errorMessage(check.error)}</p>}
        {check.data && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-400">Résultat</dt>
            <dd className={check.data.success ? 'text-emerald-200' : 'text-red-200'}>{check.data.message}</dd>
            <dt className="text-gray-400">Statut HTTP</dt>
            <dd className="text-white">{check.data.status || '-'}</dd>
            <dt className="text-gray-400">Canonique</dt>
            <dd className="break-all text-white">{check.data.canonical ?? 'Aucune'}</dd>
            {check.data.warning && (
              <>
                <dt className="text-gray-400">Attention</dt>
                <dd role="alert" className="text-amber-100">
                  {check.data.warning}
                </dd>
              </>
            )}
          </dl>
        )}
      </div>
    </form>
  );
}

function RegenerateAnalyticsTool() {
  const run = useRegenerateAnalytics();
  const canWrite = useCanWrite();
  return (
    <div className="space-y-2 rounded-xl border border-ink-700 p-4">
      <h3 className="font-semibold text-white">Régénérer l’analytique</h3>
      <p className="text-xs text-gray-400">Recalcule l’étape du tunnel de chaque événement d’audience enregistré d’après les règles actuelles des pages.</p>
      <button type="button" className={button} {...writeControl(canWrite, run.isPending)} onClick={() => run.mutate()}>
        {run.isPending ? 'Recalcul…' : 'Régénérer l’analytique'}
      </button>
      <p role="status" className={`text-sm ${run.isError ? 'text-red-200' : 'text-emerald-200'}`}>
        {run.isError ? `Erreur: ${errorMessage(run.error)}` : run.data?.message}
      </p>
    </div>
  );
}

/** Outils SEO: URL check, analytics regeneration, links to the public files. */
export function SeoToolsTab() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ReadOnlyNote className="lg:col-span-2 justify-self-start" />
      <UrlCheckTool />
      <div className="space-y-4">
        <RegenerateAnalyticsTool />
        <div className="rounded-xl border border-ink-700 p-4 text-sm">
          <h3 className="mb-2 font-semibold text-white">Fichiers publics</h3>
          <ul className="space-y-1">
            <li>
              <a className="text-brand-300 underline" href="/sitemap.xml" target="_blank" rel="noreferrer">
                sitemap.xml
              </a>
            </li>
            <li>
              <a className="text-brand-300 underline" href="/robots.txt" target="_blank" rel="noreferrer">
                robots.txt
              </a>
            </li>
            <li>
              <a className="text-brand-300 underline" href="https://search.google.com/search-console" target="_blank" rel="noreferrer">
                Console de recherche Google
              </a>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
