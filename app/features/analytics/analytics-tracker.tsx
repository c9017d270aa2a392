import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MIN_TIME_ON_PAGE_S, SCROLL_DEPTHS } from '../../../domain/analytics/event-names';
import { campaignOf } from '../../../domain/tracking-links-attribution';
import { ANALYTICS_DOM_EVENT, type AnalyticsDetail } from '../../../domain/analytics/event-names';
import { classifyClick } from './classify';
import { sendEvent } from './send-event';

const scrollPercent = () => {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return max <= 0 ? 100 : Math.round((window.scrollY / max) * 100);
};

/** First-party audience measurement: page views, scroll depth, time on page and conversion clicks. */
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

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const element = (event.target as HTMLElement | null)?.closest<HTMLElement>('a, button, [data-cta-type], [data-analytics-event]');
      if (!element) return;
      const href = element instanceof HTMLAnchorElement ? element.getAttribute('href') ?? undefined : undefined;
      const found = classifyClick({ dataset: { ...element.dataset }, href, text: element.textContent ?? '' }, window.location.origin);
      if (found) sendEvent(found.event, found.properties);
    };
    const onSubmit = (event: SubmitEvent) => {
      const name = (event.target as HTMLElement | null)?.dataset?.analyticsEvent;
      if (name) sendEvent(name as AnalyticsDetail['event']);
    };
    const onBus = (event: Event) => {
      const detail = (event as CustomEvent<AnalyticsDetail>).detail;
      if (detail?.event) sendEvent(detail.event, detail.properties);
    };
    document.addEventListener('click', onClick, { capture: true });
    document.addEventListener('submit', onSubmit, { capture: true });
    window.addEventListener(ANALYTICS_DOM_EVENT, onBus);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      document.removeEventListener('submit', onSubmit, { capture: true });
      window.removeEventListener(ANALYTICS_DOM_EVENT, onBus);
    };
  }, []);

  return null;
}
