import Search from 'lucide-react/icons/search';
import Send from 'lucide-react/icons/send';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../ui/dialog';
import type { SearchHistoryEntry } from '../../../domain/search/history';
import { SEARCH_DEBOUNCE_MS } from '../../../domain/search/limits';
import type { SearchResult } from '../../../domain/search/scoring';
import { ChatLog } from './chat-log';
import { SearchResults, optionId } from './search-results';
import { SingleKeySwitch } from './single-key-switch';
import { SuggestionChips } from './suggestion-chips';
import { readHistory, rememberSearch } from './search-history-store';
import type { LoadedIndex } from './search-index-loader';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { usePanelSearch } from './use-panel-search';
import type { useAnnaChat } from './use-anna-chat';

interface SearchPanelProps {
  loaded: LoadedIndex | null;
  chat: ReturnType<typeof useAnnaChat>;
  onClose(): void;
}

export function SearchPanel({ loaded, chat, onClose }: SearchPanelProps) {
  const [query, setQuery] = useState('');
  // The highlight belongs to the query it was made on; a new query starts with none.
  const [active, setActive] = useState({ query: '', index: -1 });
  const [history, setHistory] = useState<SearchHistoryEntry[]>(readHistory);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    input.current?.focus();
  }, []);

  const { results, fuzzy, completions, searching } = usePanelSearch(loaded?.index, debounced, chat.addAutomatic);

  const activeIndex = active.query === debounced ? active.index : -1;
  const setActiveIndex = (update: number | ((i: number) => number)) =>
    setActive({ query: debounced, index: typeof update === 'function' ? update(activeIndex) : update });

  const open = (result: SearchResult) => {
    setHistory(rememberSearch(query || result.title, results.length));
    onClose();
    navigate(result.path);
  };

  const sendToChat = () => {
    const text = query.trim();
    if (!text) return;
    setHistory(rememberSearch(text, results.length));
    chat.send(text);
    setQuery('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // A search field would spend the first Escape clearing itself; here Escape closes the panel.
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!results.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((i) => (i + step + results.length + (i === -1 && step === -1 ? 1 : 0)) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const active = results[activeIndex];
      if (active && query.trim() === debounced.trim()) open(active);
      else sendToChat();
    }
  };

  const pick = (text: string) => {
    setQuery(text);
    input.current?.focus();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      label="Recherche et assistante Anna"
      className="mx-auto mb-auto mt-4 w-[calc(100vw-1.5rem)] max-w-2xl overflow-hidden rounded-2xl border border-ink-600 bg-ink-900 text-gray-100 shadow-2xl shadow-black/60 sm:mt-[10vh]"
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col sm:max-h-[80vh]">
        <div className="flex items-center gap-2 border-b border-ink-700 px-3 py-2">
          <Search aria-hidden size={20} className="shrink-0 text-gray-400" />
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-label="Rechercher une page ou poser une question à Anna"
            aria-expanded={results.length > 0}
            aria-controls="recherche-resultats"
            aria-autocomplete="list"
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            placeholder="Rechercher ou poser une question…"
            maxLength={500}
            autoComplete="off"
            className="min-w-0 flex-1 bg-transparent py-2 text-base text-white placeholder:text-gray-500 focus:outline-none"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {query.trim() && (
            <button type="button" onClick={sendToChat} className="flex shrink-0 items-center gap-1 rounded-lg bg-brand-600 px-2.5 py-1.5 text-xs font-semibold text-white hover:bg-brand-700">
              <Send aria-hidden size={14} /> <span className="hidden sm:inline">Demander à Anna</span>
              <span className="sm:hidden">Anna</span>
            </button>
          )}
          <button type="button" onClick={onClose} className="shrink-0 rounded-lg p-1.5 text-gray-400 hover:bg-ink-700 hover:text-white" aria-label="Fermer la recherche">
            <X aria-hidden size={20} />
          </button>
        </div>

        <div className="flex-1 space-y-4 overflow-y-auto p-3">
          {loaded?.failed && (
            <p role="alert" className="rounded-lg border border-amber-400/50 bg-amber-400/10 px-3 py-2 text-sm text-amber-200">
              Impossible de charger l'index de recherche
            </p>
          )}
          {!loaded && <p className="px-2 text-sm text-gray-400">Chargement de l'index…</p>}
          {searching && completions.length > 0 && <SuggestionChips label="Suggestions" items={completions} onPick={pick} />}
          {searching && results.length > 0 && (
            <SearchResults results={results} activeIndex={activeIndex} onHover={setActiveIndex} onOpen={open} />
          )}
          {searching && loaded && !results.length && (
            <div className="px-2 text-sm text-gray-300">
              <p>Aucun résultat pour « {debounced.trim()} ».</p>
              <p className="mt-1 text-gray-400">Appuyez sur Entrée pour poser la question à Anna.</p>
            </div>
          )}
          {searching && fuzzy.length > 0 && !results.length && <SuggestionChips label="Vouliez-vous dire" items={fuzzy} onPick={pick} />}
          {!searching && completions.length > 0 && <SuggestionChips label="Suggestions" items={completions} onPick={pick} />}
          {!searching && history.length > 0 && (
            <SuggestionChips label="Recherches récentes" items={history.map((h) => h.query)} onPick={pick} />
          )}
          <ChatLog messages={chat.messages} typing={chat.typing} />
        </div>

        <div className="hidden space-y-1 border-t border-ink-700 px-4 py-2 text-xs text-gray-400 sm:block">
          <p>
            <kbd className="rounded border border-ink-600 px-1">↑</kbd> <kbd className="rounded border border-ink-600 px-1">↓</kbd> pour parcourir ·{' '}
            <kbd className="rounded border border-ink-600 px-1">Entrée</kbd> pour ouvrir ou demander à Anna ·{' '}
            <kbd className="rounded border border-ink-600 px-1">Échap</kbd> pour fermer
          </p>
          <SingleKeySwitch />
        </div>
      </div>
    </Dialog>
  );
}
