import { describe, expect, it } from 'vitest';
import { dealValueLabel, dealValueMessage, dealValueSchema, parseEuros } from './deal-value';

describe('estimated value of a prospect', () => {
  it('reads amounts written the French way', () => {
    expect(parseEuros('12 000')).toBe(12_000);
    expect(parseEuros('12\u202f000 €')).toBe(12_000);
    expect(parseEuros('4500€')).toBe(4_500);
    expect(parseEuros('12 000,00')).toBe(12_000);
    expect(parseEuros('  ')).toBeNull();
  });

  it('turns what is not a whole number of euros into a refusal', () => {
    for (const text of ['12,5', 'douze mille', '-300', '1e6', '12.000']) expect(parseEuros(text), text).toBeNaN();
    for (const value of [Number.NaN, -1, 12.5, 10_000_001]) expect(dealValueSchema.safeParse(value).error?.issues[0]?.message, String(value)).toBe(dealValueMessage);
    expect(dealValueSchema.parse(null)).toBeNull();
    expect(dealValueSchema.parse(10_000_000)).toBe(10_000_000);
  });

  it('shows euros, or nothing without a value', () => {
    expect(dealValueLabel(12_000).replace(/\s/g, ' ')).toBe('12 000 €');
    expect(dealValueLabel(null)).toBe('');
  });
});
