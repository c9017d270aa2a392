import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LOADING_BAR_DURATION_MS, loadingBarSteps } from '../../../domain/loading-bar';

/** Thin progress bar shown on each client navigation. */
export function LoadingBar({ durationMs = LOADING_BAR_DURATION_MS }: { durationMs?: number }) {
  const { pathname } = useLocation();
  const [percent, setPercent] = useState<number | null>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timers = loadingBarSteps(durationMs).map((step) => window.setTimeout(() => setPercent(step.percent), step.atMs));
    timers.push(window.setTimeout(() => setPercent(null), durationMs));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [pathname, durationMs]);

  if (percent === null) return null;
  return (
    // Decorative: the new page's content is what assistive technologies announce.
    <div aria-hidden data-loading-bar={percent} className="fixed inset-x-0 top-0 z-[60] h-0.5">
      <div className="h-full bg-gradient-to-r from-brand-400 to-accent-400 transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}
