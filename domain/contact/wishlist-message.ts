import { formatEuros } from '../euros';

export interface WishlistLine {
  title: string;
  category: string;
  monthlyRate: number;
}

/** The brief written from the wishlist (public-site §4): greeting, 'title (category)' bullets, monthly budget. */
export function wishlistMessage(items: readonly WishlistLine[]): string {
  if (items.length === 0) return '';
  const total = items.reduce((sum, item) => sum + (Number.isFinite(item.monthlyRate) ? Math.max(0, item.monthlyRate) : 0), 0);
  const lines = items.map((item) => `- ${item.title} (${item.category})`);
  const budget = total > 0 ? `${formatEuros(total)} par mois` : 'sur devis (solutions du catalogue)';
  return [
    'Bonjour,',
    '',
    `Je suis intéressé(e) par ${items.length > 1 ? 'les solutions suivantes' : 'la solution suivante'} de ma sélection :`,
    ...lines,
    '',
    `Budget mensuel estimé : ${budget}`,
    '',
    'Pouvez-vous me faire parvenir un devis ?',
  ].join('\n');
}
