import { describe, expect, it } from 'vitest';
import { formatEuros } from '../euros';
import { wishlistMessage } from './wishlist-message';

describe('wishlistMessage', () => {
  it('greets, lists each item as title (category) and totals the monthly budget', () => {
    const message = wishlistMessage([
      { title: 'Assistant DAF', category: 'finance', monthlyRate: 580 },
      { title: 'Assistant Commercial', category: 'sales', monthlyRate: 570 },
      { title: 'Relances factures', category: 'finance', monthlyRate: 0 },
    ]);
    expect(message).toBe(
      [
        'Bonjour,',
        '',
        'Je suis intéressé(e) par les solutions suivantes de ma sélection :',
        '- Assistant DAF (finance)',
        '- Assistant Commercial (sales)',
        '- Relances factures (finance)',
        '',
        `Budget mensuel estimé : ${formatEuros(1150)} par mois`,
        '',
        'Pouvez-vous me faire parvenir un devis ?',
      ].join('\n'),
    );
  });

  it('writes euros the French way', () => expect(formatEuros(1150).replace(/\s/g, ' ')).toBe('1 150 €'));

  it('uses the singular for one item', () =>
    expect(wishlistMessage([{ title: 'A', category: 'b', monthlyRate: 199 }])).toContain('par la solution suivante de ma sélection'));

  it('says the budget is on quote when every rate is 0', () =>
    expect(wishlistMessage([{ title: 'A', category: 'b', monthlyRate: 0 }])).toContain('Budget mensuel estimé : sur devis'));

  it('ignores negative or invalid rates', () =>
    expect(wishlistMessage([{ title: 'A', category: 'b', monthlyRate: -50 }, { title: 'C', category: 'd', monthlyRate: Number.NaN }, { title: 'E', category: 'f', monthlyRate: 220 }])).toContain(
      `${formatEuros(220)} par mois`,
    ));

  it('is empty for an empty wishlist', () => expect(wishlistMessage([])).toBe(''));
});
