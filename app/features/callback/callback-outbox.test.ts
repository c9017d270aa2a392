import { describe, expect, it } from 'vitest';
import { deliverable, sameCallback, type PendingCallback } from './callback-outbox';

const now = Date.parse('2026-11-28T10:00:00.000Z');
const values = { name: 'Claire Rappel', phone: '06 12 34 56 78', email: 'claire@exemple.fr', company: '', preferredTime: '2026-11-28T14:00:00.000Z' };

describe('the callback outbox', () => {
  it('sends a kept request with its slot while the slot is ahead, and without it once passed', () => {
    expect(deliverable(values, now)).toEqual(values);
    expect(deliverable(values, Date.parse('2026-11-28T14:00:00.000Z'))).toEqual({ ...values, preferredTime: null });
    expect(deliverable({ ...values, preferredTime: null }, now).preferredTime).toBeNull();
  });

  it('knows a request sent again with the same values', () => {
    const kept: PendingCallback = { values, submissionId: '2b8f3c1e-0000-4000-8000-000000000000' };
    expect(sameCallback(kept, { ...values })).toBe(true);
    expect(sameCallback(kept, { ...values, company: 'Atelier' })).toBe(false);
    expect(sameCallback(kept, { ...values, phone: '06 98 76 54 32' })).toBe(false);
    expect(sameCallback(kept, { ...values, preferredTime: null })).toBe(false);
    expect(sameCallback(null, values)).toBe(false);
  });
});
