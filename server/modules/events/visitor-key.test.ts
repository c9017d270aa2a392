import { describe, expect, it } from 'vitest';
import { visitorKeyer } from './visitor-key';

describe('the cookieless visitor key', () => {
  const agent = 'Mozilla/5.0 (X11; Linux x86_64)';

  it('stays the same through a Paris day, across midnight UTC, and changes at midnight in Paris', () => {
    const keyOf = visitorKeyer();
    // 23:30 UTC on 4 December is 00:30 on the 5th in Paris: the same day as 09:00 there.
    const lateNight = keyOf('203.0.113.7', agent, new Date('2026-12-04T23:30:00.000Z'));
    expect(keyOf('203.0.113.7', agent, new Date('2026-12-05T08:00:00.000Z'))).toBe(lateNight);
    expect(keyOf('203.0.113.7', agent, new Date('2026-12-05T23:00:00.000Z'))).not.toBe(lateNight);
  });

  it('tells two visitors apart the same day', () => {
    const keyOf = visitorKeyer();
    const at = new Date('2026-12-05T10:00:00.000Z');
    expect(keyOf('203.0.113.7', agent, at)).not.toBe(keyOf('203.0.113.8', agent, at));
    expect(keyOf('203.0.113.7', agent, at)).not.toBe(keyOf('203.0.113.7', `${agent} autre`, at));
  });
});
