import { describe, expect, it } from 'vitest';
import { canMoveTo } from './inbox';

describe('lead status transitions (back-office §4)', () => {
  it('moves pending to completed or cancelled, and back to pending only from those', () => {
    expect(canMoveTo('pending', 'completed')).toBe(true);
    expect(canMoveTo('pending', 'cancelled')).toBe(true);
    expect(canMoveTo('pending', 'pending')).toBe(false);
    expect(canMoveTo('completed', 'pending')).toBe(true);
    expect(canMoveTo('cancelled', 'pending')).toBe(true);
    expect(canMoveTo('completed', 'cancelled')).toBe(false);
  });
});
