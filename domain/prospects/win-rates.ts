import { isClosedStatus } from './deal-value';
import { DAY_MS } from '../calendar-day';
import { formatWholePercent } from '../percent';
import { countOf, pluralOf } from '../numbers';

/**
 * Each open stage's win rate, measured on the agency's own decided deals, and the open pipeline weighted by it
 * (docs/decisions/0441-measured-win-rates.md): of the deals that passed through a stage and were won or lost in
 * the last `WIN_RATE_WINDOW_DAYS` days, the share won. Below `WIN_RATE_MIN_DECIDED` decided deals a stage has no
 * rate: a rate of 1 on 1 would be a guess shown as a measure.
 */
export const WIN_RATE_WINDOW_DAYS = 365;
export const WIN_RATE_MIN_DECIDED = 5;

/** The instant from which decided deals count. */
export const winRateWindowStart = (now: Date): string => new Date(now.getTime() - WIN_RATE_WINDOW_DAYS * DAY_MS).toISOString();

export interface WinRate {
  /** Deals that passed through the stage, won or lost in the window. */
  decided: number;
  /** Of them, those won (Client now). */
  won: number;
  /** won / decided, or null below the minimum of decided deals. */
  rate: number | null;
}

export const winRateOf = (won: number, decided: number): WinRate => ({ won, decided, rate: decided >= WIN_RATE_MIN_DECIDED ? won / decided : null });

/**
 * 'Taux de gain : 40 % (4/10)', won over decided; below the minimum, how many of the deals needed are decided:
 * 'Taux de gain : à mesurer (2/5)'. Short enough for one line of a board column.
 */
export const winRateLabel = (winRate: WinRate): string => `Taux de gain : ${winRateFigure(winRate)}`;

/** '40 % (4/10)', or 'à mesurer (2/5)'. */
export const winRateFigure = ({ won, decided, rate }: WinRate): string =>
  rate === null ? `à mesurer (${decided}/${WIN_RATE_MIN_DECIDED})` : `${formatWholePercent(rate)} (${won}/${decided})`;

/** What the rates and the weighted pipeline are, said once under the pipeline's totals. */
export const winRateHelp = `Taux de gain : part des affaires passées par l’étape, gagnées ou perdues depuis ${WIN_RATE_WINDOW_DAYS} jours, qui ont été gagnées (mesuré à partir de ${WIN_RATE_MIN_DECIDED}). Pipeline pondéré : valeur de chaque affaire ouverte × taux de son étape. Cycle de vente : jours entre l’ajout et le gain des affaires gagnées depuis ${WIN_RATE_WINDOW_DAYS} jours (médiane). Durée : temps médian passé dans l’étape, en jours, par les affaires qui l’ont quittée depuis ${WIN_RATE_WINDOW_DAYS} jours (mesuré à partir de ${WIN_RATE_MIN_DECIDED} passages).`;

interface Column {
  statut: string;
  value: number;
  winRate: WinRate | null;
}

/**
 * The open columns' values, each times its stage's rate (whole euros), and the value of the open columns that
 * have no rate yet, left out of the weighted sum and said beside it.
 */
export function weightedPipeline(columns: readonly Column[]): { weighted: number; unmeasured: number } {
  let weighted = 0;
  let unmeasured = 0;
  for (const column of columns) {
    if (isClosedStatus(column.statut)) continue;
    const rate = column.winRate?.rate ?? null;
    if (rate === null) unmeasured += column.value;
    else weighted += column.value * rate;
  }
  return { weighted: Math.round(weighted), unmeasured };
}

/** How long the deals won in the window took, from the day each was added to the day it was won (0441). */
export interface SalesCycle {
  won: number;
  /** The median in whole days, or null below the minimum of won deals. */
  medianDays: number | null;
}

/** The median of durations in days, rounded to whole days (at least one duration). */
export function medianDays(days: readonly number[]): number {
  const sorted = [...days].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(median);
}

/** The median of the won deals' durations (ISO instants added and won), in whole days. */
export function salesCycleOf(deals: ReadonlyArray<{ addedAt: string; wonAt: string }>): SalesCycle {
  const days = deals.map(({ addedAt, wonAt }) => Math.max(0, (Date.parse(wonAt) - Date.parse(addedAt)) / DAY_MS));
  return { won: days.length, medianDays: days.length < WIN_RATE_MIN_DECIDED ? null : medianDays(days) };
}

/** '34 jours (12 affaires gagnées)', or 'à mesurer (2 gagnées)' below the minimum. */
export function salesCycleLabel({ won, medianDays }: SalesCycle): string {
  const wonDeals = `${countOf(won, 'affaire')} ${pluralOf(won, 'gagnée')}`;
  if (medianDays === null) return `à mesurer (${wonDeals})`;
  return `${countOf(medianDays, 'jour')} (${wonDeals})`;
}
