import Bot from 'lucide-react/icons/bot';
import FileText from 'lucide-react/icons/file-text';
import Puzzle from 'lucide-react/icons/puzzle';
import type { SearchResult, ResultKind } from '../../../domain/search/scoring';

const groups: Array<{ kind: ResultKind; label: string; icon: typeof FileText }> = [
  { kind: 'page', label: 'Pages', icon: FileText },
  { kind: 'component', label: 'Fonctionnalités', icon: Puzzle },
  { kind: 'assistant', label: 'Assistants et workflows', icon: Bot },
];

export const optionId = (index: number) => `recherche-option-${index}`;

interface SearchResultsProps {
  results: SearchResult[];
  activeIndex: number;
  onHover(index: number): void;
  onOpen(result: SearchResult): void;
}

/** The panel's listbox: pages, then features, then assistants, in one keyboard order. */
export function SearchResults({ results, activeIndex, onHover, onOpen }: SearchResultsProps) {
  return (
    <ul id="recherche-resultats" role="listbox" aria-label="Résultats de recherche" className="space-y-3">
      {groups.map(({ kind, label, icon: Icon }) => {
        const items = results.map((result, index) => ({ result, index })).filter(({ result }) => result.kind === kind);
        if (!items.length) return null;
        return (
          <li key={kind} role="presentation">
            <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-gray-400" aria-hidden>
              {label}
            </p>
            <ul role="group" aria-label={label}>
              {items.map(({ result, index }) => (
                <li
                  key={`${result.kind}-${result.path}-${result.title}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={`flex cursor-pointer items-start gap-3 rounded-lg px-2 py-2 ${
                    index === activeIndex ? 'bg-brand-600/25 outline outline-1 outline-brand-400' : 'hover:bg-ink-800'
                  }`}
                  onMouseMove={() => onHover(index)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onOpen(result)}
                >
                  <Icon aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-300" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-semibold text-white">{result.title}</span>
                    <span className="line-clamp-1 text-xs text-gray-400">{result.description}</span>
                  </span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
