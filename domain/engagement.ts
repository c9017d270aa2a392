/** Visitor engagement (public-site §4 and §9): score, level and the suggestion rules. */
type EngagementLevel = 'low' | 'medium' | 'high';

interface EngagementSignals {
  minutesOnSite: number;
  /** 0 to 1. */
  scrollDepth: number;
  interactions: number;
  pagesVisited: number;
}

export function engagementScore(s: EngagementSignals): number {
  const depth = Math.min(Math.max(s.scrollDepth, 0), 1);
  return Math.min(s.minutesOnSite, 3) + 2 * depth + Math.min(s.interactions / 5, 2) + Math.min(s.pagesVisited, 3);
}

export function engagementLevel(score: number): EngagementLevel {
  if (score >= 7) return 'high';
  if (score >= 4) return 'medium';
  return 'low';
}

export const MEDIUM_SUGGESTION_AFTER_MS = 30_000;
export const JOURNEY_CHECK_MS = 10_000;
const EXIT_INTENT_TOP_PX = 100;
const EXIT_INTENT_COOLDOWN_MS = 30_000;
const INTERACTIONS_TRIGGER = 3;

export type PageKey = 'home' | 'workflows' | 'team' | 'contact' | 'webDev';

/** The pages that have suggestions, by path. */
export function pageKeyOf(path: string): PageKey | null {
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/') return 'home';
  if (clean === '/workflows-assistants') return 'workflows';
  if (clean === '/team' || clean === '/equipe') return 'team';
  if (clean === '/contact') return 'contact';
  if (clean === '/web-dev') return 'webDev';
  return null;
}

export const welcomeDelayMs: Record<PageKey, number> = {
  home: 5000,
  workflows: 3000,
  team: 4000,
  contact: 2000,
  webDev: 6000,
};

/** Each page fires its scroll and time triggers once (scroll percent, seconds). */
const pageTriggers: Record<PageKey, { scrollPercent: number; seconds: number }> = {
  home: { scrollPercent: 30, seconds: 60 },
  workflows: { scrollPercent: 25, seconds: 45 },
  team: { scrollPercent: 40, seconds: 90 },
  contact: { scrollPercent: 20, seconds: 120 },
  webDev: { scrollPercent: 30, seconds: 90 },
};

export type TriggerKind = 'welcome' | 'scroll' | 'time' | 'interactions' | 'formFocus';

interface PageActivity {
  secondsOnPage: number;
  scrollPercent: number;
  interactions: number;
  formFocused: boolean;
}

/** The triggers now met on a page that have not fired yet there. */
export function dueTriggers(page: PageKey, activity: PageActivity, fired: ReadonlySet<TriggerKind>): TriggerKind[] {
  const rules = pageTriggers[page];
  const met: TriggerKind[] = [];
  if (activity.secondsOnPage * 1000 >= welcomeDelayMs[page]) met.push('welcome');
  if (activity.scrollPercent >= rules.scrollPercent) met.push('scroll');
  if (activity.secondsOnPage >= rules.seconds) met.push('time');
  if (activity.interactions >= INTERACTIONS_TRIGGER) met.push('interactions');
  if (activity.formFocused) met.push('formFocus');
  return met.filter((kind) => !fired.has(kind));
}

export type JourneyPattern = 'discovery' | 'technical' | 'hesitant';

const journeyPatterns: Record<JourneyPattern, string[]> = {
  discovery: ['/', '/workflows-assistants', '/team'],
  technical: ['/', '/web-dev', '/workflows-assistants'],
  hesitant: ['/', '/pricing', '/contact'],
};

/** The first pattern whose pages were all visited, once three or more pages were seen. */
export function detectJourney(visited: readonly string[]): JourneyPattern | null {
  const seen = new Set(visited.map((p) => p.replace(/\/+$/, '') || '/'));
  if (seen.size < 3) return null;
  const order: JourneyPattern[] = ['hesitant', 'technical', 'discovery'];
  return order.find((name) => journeyPatterns[name].every((p) => seen.has(p))) ?? null;
}

/** The pointer left through the top of the window, and the last exit prompt is old enough. */
export function isExitIntent(clientY: number, now: number, lastPromptAt: number | null): boolean {
  if (clientY > EXIT_INTENT_TOP_PX) return false;
  return lastPromptAt === null || now - lastPromptAt >= EXIT_INTENT_COOLDOWN_MS;
}

/** Suggestions other than the welcome wait this long after the previous one (toasts §9, 15 s check). */
export const SUGGESTION_INTERVAL_MS = 15_000;
