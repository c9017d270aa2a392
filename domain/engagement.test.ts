import { describe, expect, it } from 'vitest';
import { detectJourney, dueTriggers, engagementLevel, engagementScore, isExitIntent, pageKeyOf, welcomeDelayMs } from './engagement';

describe('engagementScore', () => {
  it('adds the four capped terms', () => {
    expect(engagementScore({ minutesOnSite: 1, scrollDepth: 0.5, interactions: 5, pagesVisited: 2 })).toBe(5);
    expect(engagementScore({ minutesOnSite: 10, scrollDepth: 1, interactions: 50, pagesVisited: 9 })).toBe(10);
    expect(engagementScore({ minutesOnSite: 0, scrollDepth: 2, interactions: 0, pagesVisited: 0 })).toBe(2);
  });

  it('gives the levels at 4 and 7', () => {
    expect(engagementLevel(3.99)).toBe('low');
    expect(engagementLevel(4)).toBe('medium');
    expect(engagementLevel(6.99)).toBe('medium');
    expect(engagementLevel(7)).toBe('high');
  });
});

describe('page triggers', () => {
  const idle = { secondsOnPage: 0, scrollPercent: 0, interactions: 0, formFocused: false };
  it('waits the welcome delay of each page', () => {
    expect(welcomeDelayMs).toEqual({ home: 5000, workflows: 3000, team: 4000, contact: 2000, webDev: 6000 });
    expect(dueTriggers('home', { ...idle, secondsOnPage: 4 }, new Set())).toEqual([]);
    expect(dueTriggers('home', { ...idle, secondsOnPage: 5 }, new Set())).toEqual(['welcome']);
  });

  it('fires scroll, time, interactions and form focus once', () => {
    const busy = { secondsOnPage: 60, scrollPercent: 30, interactions: 3, formFocused: true };
    expect(dueTriggers('home', busy, new Set())).toEqual(['welcome', 'scroll', 'time', 'interactions', 'formFocus']);
    expect(dueTriggers('home', busy, new Set(['welcome', 'scroll', 'time']))).toEqual(['interactions', 'formFocus']);
    expect(dueTriggers('home', { ...busy, scrollPercent: 29, secondsOnPage: 59, interactions: 2, formFocused: false }, new Set(['welcome']))).toEqual([]);
  });

  it('knows the pages by path', () => {
    expect(pageKeyOf('/')).toBe('home');
    expect(pageKeyOf('/equipe/')).toBe('team');
    expect(pageKeyOf('/pricing')).toBeNull();
  });
});

describe('journeys and exit intent', () => {
  it('detects a pattern once its three pages were visited', () => {
    expect(detectJourney(['/', '/workflows-assistants'])).toBeNull();
    expect(detectJourney(['/', '/workflows-assistants', '/team'])).toBe('discovery');
    expect(detectJourney(['/', '/web-dev', '/workflows-assistants'])).toBe('technical');
    expect(detectJourney(['/', '/pricing', '/contact', '/team'])).toBe('hesitant');
    expect(detectJourney(['/', '/pricing', '/join-us'])).toBeNull();
  });

  it('needs the top 100 px and a 30 s cooldown', () => {
    expect(isExitIntent(100, 0, null)).toBe(true);
    expect(isExitIntent(101, 0, null)).toBe(false);
    expect(isExitIntent(0, 29_999, 0)).toBe(false);
    expect(isExitIntent(0, 30_000, 0)).toBe(true);
  });
});
