import Copy from 'lucide-react/icons/copy';
import { useState } from 'react';
import { copyRichText } from './copy-rich-text';
import { sloganGroups, sloganLimits } from './slogans';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function fits(slogan: string): string {
  const limit = sloganLimits.find((l) => slogan.length <= l.max);
  return limit ? `tient dans ${limit.label}` : 'texte long';
}

/** Slogans (back-office §2.1): the agency's lines to copy, and a field to try a new one on the brand's colours. */
export function SloganBoard() {
  const [status, setStatus] = useState('');
  const [draft, setDraft] = useState('');

  const copy = async (slogan: string) => {
    try {
      await copyRichText(`<p>${escapeHtml(slogan)}</p>`, slogan);
      setStatus(`Slogan copié\u00a0: « ${slogan} »`);
    } catch {
      setStatus('Copie impossible\u00a0: sélectionnez le texte et copiez-le à la main.');
    }
  };

  return (
    <div className="space-y-6">
      <p role="status" className="min-h-5 text-sm text-emerald-300">
        {status}
      </p>
      <div className="grid gap-5 lg:grid-cols-2">
        {sloganGroups.map((group) => (
          <section key={group.usage} className="min-w-0 rounded-2xl border border-ink-700 bg-ink-900/60 p-5" aria-label={group.usage}>
            <h2 className="text-base font-bold text-white">{group.usage}</h2>
            <ul className="mt-3 space-y-3">
              {group.slogans.map((slogan) => (
                <li key={slogan} className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="text-gray-100">{slogan}</p>
                    <p className="text-xs text-gray-400">
                      {slogan.length} caractères · {fits(slogan)}
                    </p>
                  </div>
                  <button
                    type="button"
                    onClick={() => void copy(slogan)}
                    aria-label={`Copier « ${slogan} »`}
                    className="shrink-0 rounded-lg border border-ink-600 p-2 text-gray-300 hover:border-brand-400 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
                  >
                    <Copy aria-hidden size={16} />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section className="rounded-2xl border border-ink-700 bg-ink-900/60 p-5" aria-label="Essayer un slogan">
        <label className="block text-sm font-semibold text-gray-200">
          Essayer un slogan
          <input
            value={draft}
            maxLength={160}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Votre nouvelle accroche"
            className="mt-2 w-full rounded-lg border border-ink-600 bg-ink-950 px-3 py-2 text-white focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40"
          />
        </label>
        <p className="mt-2 text-xs text-gray-400">
          {draft.length} caractères{draft ? ` · ${fits(draft)}` : ''}
        </p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <p className="min-h-16 rounded-xl bg-ink-950 p-4 text-lg font-bold text-white">{draft || 'Aperçu sur fond sombre'}</p>
          <p className="min-h-16 rounded-xl bg-slate-50 p-4 text-lg font-bold text-slate-900">{draft || 'Aperçu sur fond clair'}</p>
        </div>
      </section>
    </div>
  );
}
