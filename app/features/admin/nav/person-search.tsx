import Search from 'lucide-react/icons/search';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { prospectHash, requestHash } from '../../../../domain/admin-links';
import { sourceLabels, statusLabels } from '../../../../domain/inbox';
import { errorMessage } from '../../../api/error-message';
import { formatDateTime } from '../ui/format';
import { SHORTCUT_KEYS, searchShortcuts, useSearchShortcut } from '../../../ui/keyboard-shortcuts';
import { useSingleKeyShortcuts } from './single-key-shortcuts';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { PERSON_SEARCH_MIN_LENGTH, usePersonSearch } from './person-search-api';

const SEARCH_DEBOUNCE_MS = 300;
const resultClass =
  'block rounded-lg px-3 py-2 text-sm hover:bg-ink-700 focus-visible:bg-ink-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400';

interface PersonResult {
  id: number;
  /** A back-office link (decision 0371): following it opens the record. */
  href: string;
  name: string;
  detail: string;
}

/** One kind of result, its newest few and how many more the list holds; nothing when none matched. */
function ResultGroup({ id, title, total, results, onFollow }: { id: string; title: string; total: number; results: PersonResult[]; onFollow: () => void }) {
  if (!results.length) return null;
  return (
    <section aria-labelledby={id} className="mb-2 last:mb-0">
      <h2 id={id} className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-gray-400">
        {title} ({total})
      </h2>
      <ul>
        {results.map((result) => (
          <li key={result.id}>
            <a data-person-result href={result.href} className={resultClass} onClick={onFollow}>
              <span className="block font-medium text-white">{result.name}</span>
              <span className="block truncate text-xs text-gray-400">{result.detail}</span>
            </a>
          </li>
        ))}
      </ul>
      {total > results.length && <p className="px-3 text-xs text-gray-400">{total - results.length} de plus&nbsp;: précisez la recherche.</p>}
    </section>
  );
}

/**
 * One field that finds a person among the inbox's requests and the prospects (the global search of Chatwoot and
 * Pipedrive): someone calls, their name is typed, and each result opens its record through the back-office links.
 */
export function PersonSearch() {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = usePersonSearch(query);
  const shown = open && query.length >= PERSON_SEARCH_MIN_LENGTH;
  // '/' or Ctrl/Cmd+K from anywhere in the back-office, as in Twenty and Chatwoot: someone calls, the name is typed.
  const singleKey = useSingleKeyShortcuts((state) => state.enabled);
  useSearchShortcut(
    () => {
      const field = root.current?.querySelector('input');
      field?.focus();
      field?.select();
    },
    { singleKey },
  );

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  // The arrow keys go from the field to the results and among them; Escape closes them and returns to the field.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = [...(root.current?.querySelectorAll<HTMLAnchorElement>('[data-person-result]') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      root.current?.querySelector('input')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!links.length) return;
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
      if (next < 0) root.current?.querySelector('input')?.focus();
      else links[next]?.focus();
    }
  };

  const data = search.data;
  const empty = data && data.requests.length === 0 && data.prospects.length === 0;
  return (
    <div ref={root} role="search" className="relative w-full sm:w-80" onKeyDown={onKeyDown}>
      <label htmlFor={`${id}-field`} className="sr-only">
        Rechercher une personne (demandes et prospects)
      </label>
      <Search aria-hidden size={16} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-gray-400" />
      <input
        id={`${id}-field`}
        type="search"
        value={text}
        maxLength={200}
        autoComplete="off"
        placeholder="Rechercher une personne…"
        aria-controls={`${id}-results`}
        aria-keyshortcuts={searchShortcuts(singleKey)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        className="block w-full rounded-lg border border-ink-600 bg-ink-950 py-1.5 pl-9 pr-3 text-sm text-gray-100 placeholder:text-gray-500 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40"
      />
      {/* The key that reaches this field, shown while it is empty; screen readers hear it from aria-keyshortcuts. */}
      {!text && singleKey && (
        <kbd aria-hidden className="pointer-events-none absolute right-3 top-1/2 hidden -translate-y-1/2 rounded border border-ink-600 px-1.5 text-xs text-gray-400 sm:block">
          {SHORTCUT_KEYS.search}
        </kbd>
      )}
      <div
        id={`${id}-results`}
        hidden={!shown}
        className="absolute right-0 z-40 mt-2 max-h-[70vh] w-full min-w-72 overflow-y-auto rounded-xl border border-ink-600 bg-ink-900 p-2 shadow-xl sm:w-[28rem]"
      >
        {shown && (
          <>
            <p role="status" className="sr-only">
              {search.isFetching ? 'Recherche…' : data ? `${data.requestsTotal} demande(s) et ${data.prospectsTotal} prospect(s) trouvés` : ''}
            </p>
            {search.isPending && <p className="px-3 py-2 text-sm text-gray-400">Recherche…</p>}
            {search.error && (
              <p role="alert" className="px-3 py-2 text-sm text-red-300">
                {errorMessage(search.error, 'Erreur lors de la recherche')}
              </p>
            )}
            {empty && <p className="px-3 py-2 text-sm text-gray-400">Aucune demande ni prospect pour « {query} ».</p>}
            {data && (
              <ResultGroup
                id={`${id}-requests`}
                title="Demandes"
                total={data.requestsTotal}
                onFollow={() => setOpen(false)}
                results={data.requests.map((request) => ({
                  id: request.id,
                  href: `#${requestHash(request.id)}`,
                  name: request.name,
                  detail: [sourceLabels[request.source], formatDateTime(request.createdAt), statusLabels[request.status], request.company].filter(Boolean).join(' · '),
                }))}
              />
            )}
            {data && (
              <ResultGroup
                id={`${id}-prospects`}
                title="Prospects"
                total={data.prospectsTotal}
                onFollow={() => setOpen(false)}
                results={data.prospects.map((prospect) => ({
                  id: prospect.id,
                  href: `#${prospectHash(prospect.id)}`,
                  name: `${prospect.prenom} ${prospect.nom}`.trim() || prospect.client_code,
                  detail: [prospect.client_code, prospect.statut, prospect.entreprise, prospect.email].filter(Boolean).join(' · '),
                }))}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
