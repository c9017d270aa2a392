import { formatNumber } from './numbers';

/**
 * A share (0.125) as a French percentage, '12,5 %' to `fractionDigits` at most, '13 %' with 0, the sign kept with its
 * figure by a no-break space (the engines' own percent style differ on that space), never '-0 %'; '-' when there is none.
 */
export function formatPercent(share: number | null | undefined, fractionDigits = 1): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '-';
  return `${formatNumber(share * 100, fractionDigits)}\u00a0%`;
}

/** A share in whole percents, '40 %': audience shares, win rates, detection confidence. */
export function formatWholePercent(share: number | null | undefined): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '-';
  return `${formatNumber(Math.round(share * 100))}\u00a0%`;
}

/** `part` over `whole`, or null when there is no whole to share. */
export const shareOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** The change from `previous` to `current` in whole percents (12, -8, 0), or null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100) || 0;
}

/** A change in whole percents with its sign, '+12 %', '-8 %'. */
export const formatSignedPercent = (change: number): string => `${change > 0 ? '+' : ''}${formatNumber(change)}\u00a0%`;
