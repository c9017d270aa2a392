import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
  /** The tab bar's anchor for this tab (back-office §2.1), when it has one. */
  anchor?: string;
  panel: ReactNode;
}

/** WAI-ARIA tabs: arrows, Home and End move between tabs; the active panel alone is rendered. */
export function Tabs<Id extends string>({ label, tabs, active, onChange }: { label: string; tabs: TabDefinition<Id>[]; active: Id; onChange(id: Id): void }) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const index = tabs.findIndex((tab) => tab.id === active);
  const move = (event: KeyboardEvent) => {
    const next =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange((tabs[next] as TabDefinition<Id>).id);
    buttons.current[next]?.focus();
  };
  const current = tabs[index];
  return (
    <div>
      <div role="tablist" aria-label={label} className="mb-4 flex gap-1 overflow-x-auto border-b border-ink-700" onKeyDown={move}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[i] = element;
            }}
            id={`seo-tab-${tab.id}`}
            role="tab"
            type="button"
            aria-selected={tab.id === active}
            aria-controls={`seo-tabpanel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={`shrink-0 border-b-2 px-3 py-2 text-sm font-medium ${tab.id === active ? 'border-brand-400 text-white' : 'border-transparent text-gray-400 hover:text-gray-200'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div role="tabpanel" id={`seo-tabpanel-${current.id}`} aria-labelledby={`seo-tab-${current.id}`} tabIndex={0} className="outline-none">
          {current.panel}
        </div>
      )}
    </div>
  );
}
