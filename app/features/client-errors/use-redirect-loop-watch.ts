import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MIN_VISITS_TO_CHECK, recordVisit, type Visit } from '../../../domain/redirect-loop-history';
import { siteConfig } from '../../../domain/site-config';
import { sendClientErrorReport } from './send-report';

const HISTORY_KEY = `${siteConfig.product}-recent-loads`;

const readHistory = (): Visit[] => {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(value) ? (value as Visit[]) : [];
  } catch {
    return [];
  }
};
const writeHistory = (history: Visit[]) => {
  try {
    sessionStorage.setItem(HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Storage refused: loops across full page loads go unseen, nothing else changes.
  }
};

/**
 * Remembers this tab's page loads and navigations of the last 10 s (session storage, survives redirects that
 * reload the page). A loop is logged and reported, never blocked (public-site §8).
 */
export function useRedirectLoopWatch(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const history = recordVisit(readHistory(), `${pathname}${search}`, Date.now());
    writeHistory(history);
    // Neither rule can match fewer recent loads: below this the rule itself is never downloaded.
    if (history.length < MIN_VISITS_TO_CHECK) return;
    import('../../../domain/redirect-loop').then(
      ({ detectRedirectLoop, describeRedirectLoop }) => {
        const loop = detectRedirectLoop(history);
        if (!loop) return;
        const message = describeRedirectLoop(loop);
        console.warn(message);
        // Reported once per loop: the next loads start a fresh history.
        writeHistory([]);
        sendClientErrorReport({ kind: 'redirect-loop', message, detail: history.map((visit) => visit.url).join('\n') });
      },
      () => undefined,
    );
  }, [pathname, search]);
}
