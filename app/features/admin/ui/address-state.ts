import { useEffect, useState } from 'react';
import { periodInAddress, withPeriodInAddress } from '../../../../domain/stats-periods';

/** Rewrites the back-office's query in place (no history entry), its path and `#section` kept. */
export function replaceSearch(search: string): void {
  if (search !== window.location.search) history.replaceState(history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
}

/**
 * A view's period kept in the address under `prefix` (docs/decisions/0404-period-choices.md), as Plausible keeps
 * it: read once when the view opens, written in place at each change, so a view can be bookmarked or sent.
 */
export function usePeriodInAddress(prefix: string) {
  const [period, setPeriod] = useState(() => periodInAddress(new URLSearchParams(window.location.search), prefix));
  useEffect(() => replaceSearch(withPeriodInAddress(window.location.search, prefix, period)), [prefix, period]);
  return [period, setPeriod] as const;
}
