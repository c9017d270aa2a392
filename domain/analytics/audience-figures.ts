// Formatting only: the back-office's first chunk imports this file, so it must not pull in zod.
import { formatSignedPercent, percentChange } from '../percent';
import { countOf } from '../numbers';

/** '1 min 05 s', '42 s', '-' without a reading. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '-';
  const rounded = Math.round(seconds);
  if (rounded < 60) return `${rounded} s`;
  return `${Math.floor(rounded / 60)} min ${String(rounded % 60).padStart(2, '0')} s`;
}

/** '+12 %', '-8 %', 'stable', or 'nouveau' when there was nothing before. */
export function changeOf(current: number, previous: number): string {
  const change = percentChange(current, previous);
  if (change === null) return current === 0 ? 'stable' : 'nouveau';
  return change === 0 ? 'stable' : formatSignedPercent(change);
}

/** '1 visiteur', '3 visiteurs'. */
export const visitorsText = (count: number): string => countOf(count, 'visiteur');
