import { useState } from 'react';
import { useSeoDocuments } from './seo-api';
import { SeoMarkdown } from './seo-markdown';

/** The documents tab: the list of /docs/seo/index.json, the chosen one rendered below. */
export function SeoDocumentsTab() {
  const documents = useSeoDocuments();
  const [chosen, setChosen] = useState<string | null>(null);
  if (documents.isError) {
    return (
      <p role="alert" className="text-sm text-red-200">
        Impossible de charger la documentation
      </p>
    );
  }
  if (!documents.data) return <p className="text-sm text-gray-400">Chargement des documents…</p>;
  if (!documents.data.length) return <p className="text-sm text-gray-300">Aucun document disponible&nbsp;!</p>;
  return (
    <div className="space-y-4">
      <ul className="grid gap-3 sm:grid-cols-2">
        {documents.data.map((document) => (
          <li key={document.path} className="rounded-xl border border-ink-700 p-4">
            <p className="font-medium text-white">{document.name}</p>
            <p className="mt-1 text-sm text-gray-400">{document.description}</p>
            <button
              type="button"
              aria-expanded={chosen === document.path}
              onClick={() => setChosen(chosen === document.path ? null : document.path)}
              className="mt-2 rounded-lg border border-ink-600 px-3 py-1 text-sm text-gray-200 hover:border-brand-400"
            >
              {chosen === document.path ? 'Fermer' : 'Lire'}
            </button>
          </li>
        ))}
      </ul>
      {chosen && (
        <article className="rounded-xl border border-ink-700 p-4">
          <SeoMarkdown path={chosen} />
        </article>
      )}
    </div>
  );
}
