import { useEffect, useState } from 'react';
import { parisWallClock } from '../../../domain/paris-time';
import { announcedClosure, closureNoticeText, dayKey } from '../../../domain/settings/agency-closures';
import { readSiteStatus } from './site-status';

/**
 * The agency's closure under way or within two weeks, as a sentence for the visitor (docs/decisions/0501-agency-
 * closures.md); null until the site's status is read, or when there is none.
 */
export function useClosureNotice(): string | null {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void readSiteStatus().then(({ closures }) => {
      const clock = parisWallClock(Date.now());
      const closure = announcedClosure(closures, dayKey(clock.year, clock.month, clock.day));
      if (live) setNotice(closure ? closureNoticeText(closure) : null);
    });
    return () => {
      live = false;
    };
  }, []);
  return notice;
}
