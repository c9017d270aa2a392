import { describe, expect, it } from 'vitest';
import { countOf, formatNumber, pluralOf } from './numbers';

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

  it('agrees a word with its count, 0 and 1 singular, and writes the count', () => {
    expect(pluralOf(0, 'ligne')).toBe('ligne');
    expect(pluralOf(1, 'ligne')).toBe('ligne');
    expect(pluralOf(2, 'acceptée')).toBe('acceptées');
    expect(countOf(3, 'lead')).toBe('3 leads');
    expect(countOf(1, 'nouveau lead', 'nouveaux leads')).toBe('1 nouveau lead');
    expect(countOf(4, 'nouveau lead', 'nouveaux leads')).toBe('4 nouveaux leads');
    expect(countOf(12345, 'prospect')).toBe('12\u202f345 prospects');
  });
});
