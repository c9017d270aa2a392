import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { useEffect, useState, type ReactNode } from 'react';
import { CARD_AUTOPLAY_MS } from '../../../../domain/business-cards/card-designs';

const control =
  'inline-flex items-center gap-1 rounded-lg border border-ink-600 px-2.5 py-1.5 text-sm text-gray-200 hover:border-brand-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400';

/** One slide at a time; it turns every 5 s while playing (back-office §9), and the person can pause it. */
export function CardCarousel<T>({ items, render, itemKey }: { items: T[]; render: (item: T) => ReactNode; itemKey: (item: T) => string }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => typeof window === 'undefined' || !window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  const [held, setHeld] = useState(false);
  const count = items.length;
  const current = count ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CARD_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, held, count]);

  if (!count) return null;
  const item = items[current] as T;
  return (
    <div
      role="group"
      aria-roledescription="carrousel"
      aria-label="Cartes de visite"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <button type="button" className={control} onClick={() => setIndex((current - 1 + count) % count)} aria-label="Carte précédente">
          <ChevronLeft aria-hidden size={16} />
        </button>
        <p className="min-w-14 text-center text-sm text-gray-300" aria-live={playing ? 'off' : 'polite'}>
          {current + 1} / {count}
        </p>
        <button type="button" className={control} onClick={() => setIndex((current + 1) % count)} aria-label="Carte suivante">
          <ChevronRight aria-hidden size={16} />
        </button>
        <button type="button" className={control} onClick={() => setPlaying((p) => !p)} aria-pressed={playing}>
          {playing ? <Pause aria-hidden size={16} /> : <Play aria-hidden size={16} />}
          Défilement automatique (5 s)
        </button>
      </div>
      <div key={itemKey(item)}>{render(item)}</div>
    </div>
  );
}
