import { describe, expect, it } from 'vitest';
import { frenchDecimal } from './french-decimal';

describe('frenchDecimal', () => {
  it('writes the decimal separator as a comma, like toLocaleString in French', () => {
    for (const value of [4.8, 5, 4.25, 0.5]) expect(frenchDecimal(value)).toBe(value.toLocaleString('fr-FR'));
  });
});
