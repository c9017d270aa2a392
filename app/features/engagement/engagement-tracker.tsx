import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  detectJourney,
  dueTriggers,
  engagementLevel,
  engagementScore,
  isExitIntent,
  JOURNEY_CHECK_MS,
  MEDIUM_SUGGESTION_AFTER_MS,
  pageKeyOf,
  SUGGESTION_INTERVAL_MS,
  type TriggerKind,
} from '../../../domain/engagement';
import { exitSuggestion, highSuggestion, journeySuggestions, mediumSuggestion, triggerSuggestion } from '../../../domain/engagement-suggestions';
import type { ToastInput } from '../../../domain/toasts';
import { journeyShown, markJourneyShown, recordPage, visitStart } from './visit-store';

const scrollDepth = () => {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return max <= 0 ? 1 : Math.min(window.scrollY / max, 1);
};

let lastExitPrompt: number | null = null;

/** Watches time, scroll, interactions and pages, and raises the suggestion toasts (public-site §4, §9). */
export function EngagementTracker({ notify }: { notify(toast: ToastInput): void }) {
  const { pathname } = useLocation();

  useEffect(() => {
    const pages = recordPage(pathname.replace(/\/+$/, '') || '/');
    const page = pageKeyOf(pathname);
    const started = Date.now();
    const siteStart = visitStart(started);
    const fired = new Set<TriggerKind>();
    let maxDepth = scrollDepth();
    let interactions = 0;
    let formFocused = false;
    let mediumShown = false;
    let highShown = false;
    let lastSuggestion = 0;

    const suggest = (toast: ToastInput, now: number, force = false) => {
      if (!force && now - lastSuggestion < SUGGESTION_INTERVAL_MS) return false;
      lastSuggestion = now;
      notify(toast);
      return true;
    };

    const tick = () => {
      const now = Date.now();
      const seconds = (now - started) / 1000;
      if (page) {
        const due = dueTriggers(page, { secondsOnPage: seconds, scrollPercent: maxDepth * 100, interactions, formFocused }, fired);
        const next = due[0];
        if (next && suggest(triggerSuggestion(page, next), now, next === 'welcome')) fired.add(next);
      }
      const level = engagementLevel(
        engagementScore({ minutesOnSite: (now - siteStart) / 60_000, scrollDepth: maxDepth, interactions, pagesVisited: pages.length }),
      );
      if (level === 'high' && !highShown) highShown = suggest(highSuggestion, now);
      else if (level === 'medium' && !mediumShown && now - started >= MEDIUM_SUGGESTION_AFTER_MS) mediumShown = suggest(mediumSuggestion, now);
    };

    const checkJourney = () => {
      const journey = detectJourney(pages);
      if (journey && !journeyShown(journey) && suggest(journeySuggestions[journey], Date.now())) markJourneyShown(journey);
    };

    const onScroll = () => {
      maxDepth = Math.max(maxDepth, scrollDepth());
    };
    const onInteraction = () => {
      interactions += 1;
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('form') && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) formFocused = true;
    };
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget) return;
      const now = Date.now();
      if (isExitIntent(event.clientY, now, lastExitPrompt)) {
        lastExitPrompt = now;
        notify(exitSuggestion);
      }
    };

    const ticker = window.setInterval(tick, 1000);
    const journeys = pages.length >= 3 ? window.setInterval(checkJourney, JOURNEY_CHECK_MS) : undefined;
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', onInteraction);
    document.addEventListener('keydown', onInteraction);
    document.addEventListener('focusin', onFocusIn);
    document.documentElement.addEventListener('mouseout', onMouseOut);
    return () => {
      window.clearInterval(ticker);
      window.clearInterval(journeys);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onInteraction);
      document.removeEventListener('keydown', onInteraction);
      document.removeEventListener('focusin', onFocusIn);
      document.documentElement.removeEventListener('mouseout', onMouseOut);
    };
  }, [pathname, notify]);

  return null;
}
