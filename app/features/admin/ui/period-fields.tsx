import { useId, useState } from 'react';
import { STATS_MAX_DAYS, statsMessages } from '../../../../domain/tracking-link-stats';
import { DEFAULT_PRESET, PERIOD_PRESETS, periodPresetLabels, presetOf, presetPeriod, type PeriodPreset, type StatsPeriod } from '../../../../domain/stats-periods';
import { daysInPeriod, isCalendarDay } from '../../../../domain/calendar-day';
import { typedDateMessages } from '../../../../domain/typed-dates';
import { DayInput } from '../../../ui/day-field';

export type { StatsPeriod };

/** The period as the stats routes read it from the query string. */
export const periodQuery = ({ from, to }: StatsPeriod) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;


/** The last 30 Paris days, today included: the period the statistics open on. */
export const defaultPeriod = (now = Date.now()): StatsPeriod => presetPeriod(DEFAULT_PRESET, now);

const problemOf = ({ from, to }: StatsPeriod) => {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return typedDateMessages.day;
  if (from > to) return statsMessages.order;
  if (daysInPeriod(from, to) > STATS_MAX_DAYS) return statsMessages.span;
  return null;
};

const input =
  'rounded-xl border border-ink-600 bg-ink-900 px-3 py-1.5 text-sm text-gray-100 [color-scheme:dark] focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40';

const CUSTOM = 'custom';

/**
 * A period chosen in one choice ('7 derniers jours', 'Le mois dernier'…, as Plausible and Dub offer it) or day by
 * day in the 'Du' and 'Au' fields; the period is handed on only once both make a valid period.
 */
export function PeriodFields({ period, onChange }: { period: StatsPeriod; onChange: (period: StatsPeriod) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(period);
  const problem = problemOf(draft);
  const preset = problemOf(draft) ? null : presetOf(draft);
  const change = (patch: Partial<StatsPeriod>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (!problemOf(next)) onChange(next);
  };
  const choose = (value: string) => {
    if (value !== CUSTOM) change(presetPeriod(value as PeriodPreset));
  };
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">Période (jours à l’heure de Paris)</legend>
      <label className="flex flex-col gap-1 text-xs text-gray-400">
        Période
        <select value={preset ?? CUSTOM} onChange={(e) => choose(e.target.value)} className={input}>
          {PERIOD_PRESETS.map((name) => (
            <option key={name} value={name}>
              {periodPresetLabels[name]}
            </option>
          ))}
          {/* Shown only while the days are not one of the presets: it names the choice, it is not one. */}
          {!preset && (
            <option value={CUSTOM} disabled>
              Personnalisée
            </option>
          )}
        </select>
      </label>
      <div className="flex flex-col gap-1 text-xs text-gray-400">
        <label htmlFor={`${id}-from`}>Du</label>
        <DayInput id={`${id}-from`} value={draft.from} max={draft.to} onValueChange={(from) => change({ from })} className={`${input} w-36`} aria-describedby={problem ? `${id}-error` : undefined} />
      </div>
      <div className="flex flex-col gap-1 text-xs text-gray-400">
        <label htmlFor={`${id}-to`}>Au</label>
        <DayInput id={`${id}-to`} value={draft.to} min={draft.from} onValueChange={(to) => change({ to })} className={`${input} w-36`} aria-describedby={problem ? `${id}-error` : undefined} />
      </div>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
