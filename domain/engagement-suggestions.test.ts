import { describe, expect, it } from 'vitest';
import type { PageKey, TriggerKind } from './engagement';
import { exitSuggestion, highSuggestion, journeySuggestions, mediumSuggestion, triggerSuggestion } from './engagement-suggestions';

const pages: PageKey[] = ['home', 'workflows', 'team', 'contact', 'webDev'];
const kinds: TriggerKind[] = ['welcome', 'scroll', 'time', 'interactions', 'formFocus'];
const all = [
  ...pages.flatMap((p) => kinds.map((k) => triggerSuggestion(p, k))),
  ...Object.values(journeySuggestions),
  mediumSuggestion,
  highSuggestion,
  exitSuggestion,
];

describe('suggestion toasts', () => {
  it('fit two lines of a phone-width toast and link to site pages', () => {
    for (const toast of all) {
      expect(toast.content.length, toast.content).toBeLessThanOrEqual(60);
      if (toast.action) expect(toast.action.link).toMatch(/^\/[a-z-]*(\?.*)?$/);
    }
  });

  it('are navigation at medium level and action at high level', () => {
    expect(mediumSuggestion.type).toBe('navigation');
    expect(highSuggestion.type).toBe('action');
  });
});
