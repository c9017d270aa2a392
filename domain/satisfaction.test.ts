import { describe, expect, it } from 'vitest';
import { averageLabel, satisfiedShare } from './satisfaction';

describe('the satisfaction figures', () => {
  it('counts the notes 4 and 5 as satisfied, in whole percents of the answers', () => {
    const notes = (counts: number[]) => counts.map((count, index) => ({ rating: index + 1, count }));
    expect(satisfiedShare(notes([0, 0, 0, 0, 0]))).toBeNull();
    expect(satisfiedShare(notes([1, 0, 1, 2, 2]))).toBeCloseTo(2 / 3);
    expect(satisfiedShare(notes([0, 0, 3, 0, 0]))).toBe(0);
    expect(satisfiedShare(notes([0, 0, 0, 1, 0]))).toBe(1);
  });

  it('writes an average note the French way', () => {
    expect(averageLabel(4.6)).toBe('4,6/5');
    expect(averageLabel(4)).toBe('4/5');
  });
});
