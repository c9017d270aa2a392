import { useRef, type KeyboardEvent } from 'react';
import type { ViewMode } from '../../../domain/catalogue/view';

const tabs: { value: ViewMode; label: string; title: string }[] = [
  { value: 'mixed', label: 'Tout', title: 'Tout afficher' },
  { value: 'assistants', label: 'IA', title: 'Assistants IA' },
  { value: 'workflows', label: 'Workflows', title: 'Workflows' },
  { value: 'favorites', label: 'Favs', title: 'Favoris' },
];

/** View-mode tabs; left and right arrows move between them. */
export function ViewTabs({ view, favoritesCount, onChange, panelId }: { view: ViewMode; favoritesCount: number; onChange: (view: ViewMode) => void; panelId: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
    onChange(tabs[next]!.value);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="Type de solutions" className="inline-flex rounded-xl border border-ink-600 bg-ink-900 p-1">
      {tabs.map((tab, index) => {
        const selected = tab.value === view;
        return (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            id={`${panelId}-tab-${tab.value}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            title={tab.title}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`inline-flex items-center gap-1.5 rounded-lg px-4 py-2 text-sm font-semibold transition ${
              selected ? 'bg-brand-600 text-white' : 'text-gray-300 hover:text-white'
            }`}
          >
            {tab.label}
            {tab.value === 'favorites' && (
              <span className="rounded-full bg-ink-700 px-1.5 text-xs text-white">
                {favoritesCount}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
