import { useEffect, useState } from 'react';
import { parisWallClock } from '../../../domain/paris-time';
import { announcedClosure, closureNoticeText, dayKey, type AgencyClosure } from '../../../domain/settings/agency-closures';
import { readSiteStatus } from './site-status';

interface SiteClosures {
  /** The agency's closures to come, as the site's status gives them. */
  closures: readonly AgencyClosure[];
  /** The closure under way or within two weeks, as a sentence for the visitor; null when there is none. */
  notice: string | null;
}

/** The agency's closures (docs/decisions/0501-agency-closures.md); null until the site's status is read. */
export function useSiteClosures(): SiteClosures | null {
  const [closures, setClosures] = useState<SiteClosures | null>(null);
  useEffect(() => {
    let live = true;
    void readSiteStatus().then(({ closures: list }) => {
      const clock = parisWallClock(Date.now());
      const closure = announcedClosure(list, dayKey(clock.year, clock.month, clock.day));
      if (live) setClosures({ closures: list, notice: closure ? closureNoticeText(closure) : null });
    });
    return () => {
      live = false;
    };
  }, []);
  return closures;
}

/** The closure under way or within two weeks, as a sentence for the visitor; null until read, or when there is none. */
export const useClosureNotice = (): string | null => useSiteClosures()?.notice ?? null;
