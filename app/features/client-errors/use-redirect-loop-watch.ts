import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MIN_VISITS_TO_CHECK, recordVisit } from '../../../domain/redirect-loop-history';
import { recentLoads } from './recent-loads-store';
import { sendClientErrorReport } from './send-report';

/**
 * Remembers this tab's page loads and navigations of the last 10 s (session storage, survives redirects that
 * reload the page). A loop is logged and reported, never blocked (public-site §8).
 */
export function useRedirectLoopWatch(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const history = recordVisit(recentLoads.read(), `${pathname}${search}`, Date.now());
    recentLoads.write(history);
    // Neither rule can match fewer recent loads: below this the rule itself is never downloaded.
    if (history.length < MIN_VISITS_TO_CHECK) return;
    import('../../../domain/redirect-loop').then(
      ({ detectRedirectLoop, describeRedirectLoop }) => {
        const loop = detectRedirectLoop(history);
        if (!loop) return;
        const message = describeRedirectLoop(loop);
        console.warn(message);
        // Reported once per loop: the next loads start a fresh history.
        recentLoads.write([]);
        sendClientErrorReport({ kind: 'redirect-loop', message, detail: history.map((visit) => visit.url).join('\n') });
      },
      () => undefined,
    );
  }, [pathname, search]);
}
