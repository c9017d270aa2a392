import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MIN_TIME_ON_PAGE_S, SCROLL_DEPTHS } from '../../../domain/analytics/event-names';
import { campaignOf } from '../../../domain/tracking-links-attribution';
import { sendEvent } from './send-event';

const scrollPercent = () => {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return max <= 0 ? 100 : Math.round((window.scrollY / max) * 100);
};

/** First-party audience measurement: page views, scroll depth and time on page (the clicks: use-conversion-events). */
export function AnalyticsTracker() {
  const { pathname } = useLocation();

  useEffect(() => {
    // A visit that lands from a tracking link keeps its campaign: the server drops the query string itself.
    sendEvent('page_view', { title: document.title.slice(0, 200), ...campaignOf(window.location.search) });
    const started = Date.now();
    const reached = new Set<number>();
    let sentTime = false;
    const onScroll = () => {
      const percent = scrollPercent();
      for (const depth of SCROLL_DEPTHS) {
        if (percent >= depth && !reached.has(depth)) {
          reached.add(depth);
          sendEvent('scroll_depth', { depth });
        }
      }
    };
    const sendTime = () => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (sentTime || seconds <= MIN_TIME_ON_PAGE_S) return;
      sentTime = true;
      sendEvent('time_on_page', { seconds }, pathname);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') sendTime();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', sendTime);
    return () => {
      sendTime();
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', sendTime);
    };
  }, [pathname]);

  return null;
}
