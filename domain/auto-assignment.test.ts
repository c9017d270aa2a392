import { describe, expect, it } from 'vitest';
import { leastLoadedOf } from './auto-assignment';

describe('auto-assignment by capacity', () => {
  it('picks the least loaded, the first named on a tie, nobody from nobody', () => {
    expect(leastLoadedOf(['admin', 'camille', 'zoe'], new Map([['admin', 3], ['camille', 1], ['zoe', 1]]))).toBe('camille');
    expect(leastLoadedOf(['admin', 'camille'], new Map([['admin', 2]]))).toBe('camille');
    expect(leastLoadedOf(['admin', 'camille'], new Map())).toBe('admin');
    expect(leastLoadedOf([], new Map([['admin', 0]]))).toBeNull();
  });
});
