import { describe, expect, it } from 'vitest';
import { percentile } from './response-times';

describe('percentile', () => {
  const times = Array.from({ length: 200 }, (_, index) => (index + 1) / 100);

  it('takes the nearest rank, keeping fractions of a millisecond', () => {
    expect(percentile(times, 0.5)).toBe(1);
    expect(percentile(times, 0.99)).toBe(1.98);
    expect(percentile(times, 1)).toBe(2);
  });

  it('answers 0 for a run without a response', () => {
    expect(percentile([], 0.99)).toBe(0);
  });
});
