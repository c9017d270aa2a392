import { medianDays, WIN_RATE_MIN_DECIDED } from './win-rates';
import { DAY_MS } from '../calendar-day';
import { countOf } from '../numbers';

/**
 * How long deals stay in each open stage before they leave it, measured on the moves of the win rates' window
 * (docs/decisions/0442-time-in-stage.md): each stay ended in the window counts, a deal that went through a stage
 * twice counts twice. Below `WIN_RATE_MIN_DECIDED` stays a stage has no figure.
 */
export interface StageDuration {
  /** Stays in the stage that ended in the window. */
  stays: number;
  /** Their median in whole days, or null below the minimum of stays. */
  medianDays: number | null;
}

/** A stay: when the deal entered the stage and when it left it (ISO instants). */
export interface StageStay {
  stage: string;
  enteredAt: string;
  leftAt: string;
}


/** Each stage's duration, from its stays; a stage with none is absent. */
export function stageDurationsOf(stays: readonly StageStay[]): Map<string, StageDuration> {
  const daysPerStage = new Map<string, number[]>();
  for (const { stage, enteredAt, leftAt } of stays) {
    const days = Math.max(0, (Date.parse(leftAt) - Date.parse(enteredAt)) / DAY_MS);
    if (Number.isNaN(days)) continue;
    const list = daysPerStage.get(stage) ?? [];
    list.push(days);
    daysPerStage.set(stage, list);
  }
  const durations = new Map<string, StageDuration>();
  for (const [stage, days] of daysPerStage) {
    durations.set(stage, { stays: days.length, medianDays: days.length >= WIN_RATE_MIN_DECIDED ? medianDays(days) : null });
  }
  return durations;
}

export const noStageDuration: StageDuration = { stays: 0, medianDays: null };

/**
 * 'Durée : 12 j (8 passages)', 'Durée : < 1 j (6 passages)', or below the minimum 'Durée : à mesurer (2/5)': one
 * line of a board column, whose help says it is the median time in the stage.
 */
export function stageDurationLabel({ stays, medianDays: days }: StageDuration): string {
  if (days === null) return `Durée : à mesurer (${stays}/${WIN_RATE_MIN_DECIDED})`;
  return `Durée : ${days === 0 ? '< 1' : days} j (${countOf(stays, 'passage')})`;
}
