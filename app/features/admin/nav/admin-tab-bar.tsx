import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffect, useRef, useState } from 'react';
import { adminTabs, goToSection, type AdminTab } from './admin-tabs';

interface AdminTabBarProps {
  /** Items waiting per section id (contact-messages, callback-requests, prospects). */
  counts: Record<string, number>;
  onOpenModal: (id: string) => void;
}

function Badge({ value }: { value: number }) {
  if (value <= 0) return null;
  return (
    <span
      data-testid="pending-badge"
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white"
    >
      {value}
      <span className="sr-only"> à traiter</span>
    </span>
  );
}

/**
 * One row of tabs; a parent toggles its sub-items in a panel under the row, so
 * the panel is never clipped by the row's horizontal scroll on small screens.
 */
export function AdminTabBar({ counts, onOpenModal }: AdminTabBarProps) {
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const openTab = adminTabs.find((tab) => tab.id === open);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(null);
    const onClick = (event: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const countOf = (tab: AdminTab) => (tab.items ?? [tab]).reduce((sum, item) => sum + (counts[item.id] ?? 0), 0);
  const activate = (tab: AdminTab) => {
    if (tab.items) return setOpen(open === tab.id ? null : tab.id);
    setOpen(null);
    if (tab.opensModal) onOpenModal(tab.id);
    else goToSection(tab.id);
  };

  const tabClass = (active: boolean) =>
    `inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition ${
      active ? 'bg-brand-600 text-white' : 'text-gray-300 hover:bg-ink-700 hover:text-white'
    }`;

  return (
    <nav ref={navRef} aria-label="Sections du panel" className="sticky top-0 z-30 border-b border-ink-700 bg-ink-950/95 backdrop-blur">
      {/* Positioned, so the badges' screen-reader text (absolute) scrolls with the row instead of widening the page. */}
      <ul className="relative mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 sm:px-6 xl:flex-wrap xl:overflow-visible">
        {adminTabs.map((tab) => (
          <li key={tab.id}>
            <button
              type="button"
              className={tabClass(open === tab.id)}
              onClick={() => activate(tab)}
              aria-expanded={tab.items ? open === tab.id : undefined}
              aria-controls={tab.items ? `tab-panel-${tab.id}` : undefined}
            >
              {tab.label}
              <Badge value={countOf(tab)} />
              {tab.items && <ChevronDown aria-hidden size={14} className={`transition ${open === tab.id ? 'rotate-180' : ''}`} />}
            </button>
          </li>
        ))}
      </ul>
      {openTab?.items && (
        <ul
          id={`tab-panel-${openTab.id}`}
          aria-label={openTab.label}
          className="mx-auto flex max-w-7xl flex-wrap gap-2 border-t border-ink-800 px-4 py-2 sm:px-6"
        >
          {openTab.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="inline-flex items-center rounded-lg border border-ink-700 bg-ink-900 px-3 py-1.5 text-sm text-gray-200 hover:border-brand-400 hover:text-white"
                onClick={() => {
                  setOpen(null);
                  goToSection(item.id);
                }}
              >
                {item.label}
                <Badge value={counts[item.id] ?? 0} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
