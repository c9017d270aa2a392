import { describe, expect, it } from 'vitest';
import { formatSlot } from './arrival-notice';

describe('formatSlot', () => {
  it('writes the slot in Paris time, in French', () => {
    expect(formatSlot('2026-03-11T13:30:00.000Z').replace(/\s/g, ' ')).toBe('mercredi 11 mars 2026 à 14:30');
    expect(formatSlot('2026-07-01T08:00:00.000Z').replace(/\s/g, ' ')).toBe('mercredi 1er juillet 2026 à 10:00');
  });
  it('says as soon as possible without a slot', () => expect(formatSlot(null)).toBe('Dès que possible (sous 24h)'));
});
