import { describe, expect, it } from 'vitest';
import { EMAIL_RETRY, emailRetryDelayMs, nextEmailAttemptAt } from './email-retry';

describe('the delay before each new attempt', () => {
  it('doubles from 30 s and stays at an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(emailRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });

  it('gives the next instant until a day has passed since the first try, then none', () => {
    const first = '2026-12-07T09:00:00.000Z';
    expect(nextEmailAttemptAt(first, 1, new Date(first))).toBe('2026-12-07T09:00:30.000Z');
    expect(nextEmailAttemptAt(first, 3, new Date('2026-12-07T09:05:00.000Z'))).toBe('2026-12-07T09:07:00.000Z');
    const lastDay = new Date(Date.parse(first) + EMAIL_RETRY.giveUpAfterMs - 1);
    expect(nextEmailAttemptAt(first, 30, lastDay)).toBe(new Date(lastDay.getTime() + 3_600_000).toISOString());
    expect(nextEmailAttemptAt(first, 30, new Date(Date.parse(first) + EMAIL_RETRY.giveUpAfterMs))).toBeNull();
  });
});
