import MessageCircle from 'lucide-react/icons/message-circle';
import { Suspense, useEffect, useState } from 'react';
import { OptionalPart, PartNotLoadedNotice } from '../client-errors/optional-part';
import { searchShortcuts, useSearchShortcut } from '../../ui/keyboard-shortcuts';
import { retryableLazy } from '../../ui/retryable-lazy';
import type { LoadedIndex } from './search-index-loader';
import { useSiteSingleKey } from './site-single-key';
import { useAnnaChat } from './use-anna-chat';

// The panel, its scoring and the chat log load when the visitor first opens it.
const SearchPanel = retryableLazy(() => import('./search-panel').then((module) => ({ default: module.SearchPanel })));

/** Anna's launcher: the floating button and the '/' or Ctrl/Cmd+K shortcut open the search panel; '/' can be turned off (0542). */
export function SiteSearch() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<LoadedIndex | null>(null);
  const chat = useAnnaChat();

  const singleKey = useSiteSingleKey((choice) => choice.enabled);
  // The pre-render answers to '/': the visitor's choice is read once hydrated.
  useEffect(() => void useSiteSingleKey.persist.rehydrate(), []);
  useSearchShortcut(() => setOpen(true), { singleKey });

  useEffect(() => {
    if (!open) return;
    let active = true;
    // The loader's code missing (connection dropped) is said as a failed index, not left to the page-wide
    // recovery, whose reload would drop what the visitor typed in a form not yet sent.
    void import('./search-index-loader')
      .then(({ loadSearchIndex }) => loadSearchIndex())
      .catch((): LoadedIndex => ({ failed: true }))
      .then((result) => active && setLoaded(result));
    return () => {
      active = false;
    };
  }, [open]);

  // The panel locks the page scroll and gives the focus back to the opener when it closes. An index that failed
  // is asked for again at the next opening, which says it is loading rather than the failure of the last one.
  const close = () => {
    setOpen(false);
    setLoaded((previous) => (previous?.failed ? null : previous));
  };

  return (
    <>
      <button
        type="button"
        className="fixed bottom-5 right-5 z-30 flex items-center gap-2 rounded-full border border-brand-400/50 bg-ink-900/95 px-4 py-3 text-sm font-semibold text-white shadow-lg shadow-black/40 backdrop-blur hover:border-brand-300 hover:bg-ink-800"
        aria-haspopup="dialog"
        aria-label="Rechercher ou demander à Anna"
        aria-keyshortcuts={searchShortcuts(singleKey)}
        onClick={() => setOpen(true)}
      >
        <MessageCircle aria-hidden size={18} className="text-accent-300" />
        <span className="hidden sm:inline">Rechercher ou demander à Anna</span>
        <span className="sm:hidden">Anna</span>
      </button>
      {open && (
        <OptionalPart fallback={(retry) => <PartNotLoadedNotice onRetry={retry} onClose={close} />}>
          <Suspense fallback={<div role="status" className="fixed inset-0 z-50 bg-ink-950/70" aria-label="Chargement de la recherche" />}>
            <SearchPanel loaded={loaded} chat={chat} onClose={close} />
          </Suspense>
        </OptionalPart>
      )}
    </>
  );
}
