import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers';

describe('numbers written the French way', () => {
  it('groups thousands and writes a decimal comma, to the precision asked', () => {
    expect(formatNumber(12345)).toBe('12\u202f345');
    expect(formatNumber(2.46, 1)).toBe('2,5');
    expect(formatNumber(0.5, 2)).toBe('0,5');
    expect(formatNumber(2.4)).toBe('2');
  });

  it('never writes a minus zero', () => {
    expect(formatNumber(-0.2)).toBe('0');
    expect(formatNumber(-3)).toBe('-3');
  });
});
