import { STATS_DEFAULT_DAYS, statsPeriodSchema } from './tracking-link-stats';
import { addDays, monthStart } from './calendar-day';
import { parisToday } from './paris-time';

/** A period of Paris days as the stats routes take it (both included). */
export interface StatsPeriod {
  from: string;
  to: string;
}

/**
 * The periods offered in one choice, as Plausible and Dub offer them (docs/decisions/0404-period-choices.md). Each
 * is relative to today, so an address that names one keeps showing the latest days.
 */
export const PERIOD_PRESETS = ['today', '7d', '30d', 'month', 'last-month', '12mo'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const periodPresetLabels: Record<PeriodPreset, string> = {
  today: 'Aujourd’hui',
  '7d': '7 derniers jours',
  '30d': `${STATS_DEFAULT_DAYS} derniers jours`,
  month: 'Ce mois-ci',
  'last-month': 'Le mois dernier',
  '12mo': '12 derniers mois',
};

/** The period the statistics open on. */
export const DEFAULT_PRESET: PeriodPreset = '30d';

const lastDays = (days: number, today: string): StatsPeriod => ({ from: addDays(today, -(days - 1)), to: today });

/** The days a preset covers at `now` (Paris days, as the statistics count them; today included where it ends today). */
export function presetPeriod(preset: PeriodPreset, now: number = Date.now()): StatsPeriod {
  const today = parisToday(now);
  switch (preset) {
    case 'today':
      return lastDays(1, today);
    case '7d':
      return lastDays(7, today);
    case '30d':
      return lastDays(STATS_DEFAULT_DAYS, today);
    case 'month':
      return { from: monthStart(today, 0), to: today };
    case 'last-month':
      return { from: monthStart(today, -1), to: addDays(monthStart(today, 0), -1) };
    case '12mo':
      // This month and the eleven before it, whole: never more than the routes' 366 days.
      return { from: monthStart(today, -11), to: today };
  }
}

/** The preset whose days are exactly `period` at `now`, or null for a period chosen day by day. */
export function presetOf(period: StatsPeriod, now: number = Date.now()): PeriodPreset | null {
  return PERIOD_PRESETS.find((preset) => {
    const days = presetPeriod(preset, now);
    return days.from === period.from && days.to === period.to;
  }) ?? null;
}

export const isPeriodPreset = (value: unknown): value is PeriodPreset => (PERIOD_PRESETS as readonly unknown[]).includes(value);

/**
 * The period an address carries under `prefix` (the view's name: 'audience', 'campaigns'): a preset by its name
 * (`audience-period=7d`, relative to today as Plausible's `period=7d`), or two days (`audience-from`,
 * `audience-to`); the default period when it carries none it can read (docs/decisions/0404-period-choices.md).
 */
export function periodInAddress(params: URLSearchParams, prefix: string, now: number = Date.now()): StatsPeriod {
  const preset = params.get(`${prefix}-period`);
  if (isPeriodPreset(preset)) return presetPeriod(preset, now);
  const days = statsPeriodSchema.safeParse({ from: params.get(`${prefix}-from`) ?? undefined, to: params.get(`${prefix}-to`) ?? undefined });
  if (days.success && days.data.from && days.data.to) return { from: days.data.from, to: days.data.to };
  return presetPeriod(DEFAULT_PRESET, now);
}

/** The address's query with the period under `prefix` set: nothing for the default, a preset's name, or the two days. */
export function withPeriodInAddress(search: string, prefix: string, period: StatsPeriod, now: number = Date.now()): string {
  const params = new URLSearchParams(search);
  for (const name of ['period', 'from', 'to']) params.delete(`${prefix}-${name}`);
  const preset = presetOf(period, now);
  if (preset && preset !== DEFAULT_PRESET) params.set(`${prefix}-period`, preset);
  if (!preset) {
    params.set(`${prefix}-from`, period.from);
    params.set(`${prefix}-to`, period.to);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
