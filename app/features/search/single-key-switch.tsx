import { useSiteSingleKey } from './site-single-key';

const key = <kbd className="rounded border border-ink-600 px-1">/</kbd>;

/** The search panel's line that turns the '/' key off and on again for this browser (docs/decisions/0542). */
export function SingleKeySwitch() {
  const { enabled, setEnabled } = useSiteSingleKey();
  return (
    <p>
      {enabled ? <>La touche {key} ouvre cette recherche depuis la page.</> : <>La touche {key} n’ouvre plus cette recherche&nbsp;; Ctrl+K ou ⌘+K l’ouvrent toujours.</>}{' '}
      <button
        type="button"
        className="rounded font-semibold text-accent-300 underline underline-offset-2 hover:text-accent-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
        onClick={() => setEnabled(!enabled)}
      >
        {enabled ? 'Désactiver la touche «\u00a0/\u00a0»' : 'Réactiver la touche «\u00a0/\u00a0»'}
      </button>
    </p>
  );
}
