import { useEffect } from 'react';
import { ANALYTICS_DOM_EVENT, type AnalyticsDetail } from '../../../domain/analytics/event-names';
import { classifyClick } from './classify';
import { sendEvent } from './send-event';

/**
 * Listens for the clicks, submissions and reports that make a conversion (public-site §8) from the moment the
 * layout hydrates: a call to action is clickable as soon as the page's content has hydrated, before the trackers'
 * chunk arrives, and a click made then is measured like any other (decision 0511).
 */
export function useConversionEvents(): void {
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
}
