import type { ReactNode } from 'react';
import { CartesianGrid, ComposedChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { parisClockTime } from '../../../../domain/paris-time';
import { shortDay } from './format';

/** What the chart's horizontal axis reads from each row, and how it writes it. */
export interface TimeAxis {
  dataKey: string;
  format: (value: string) => string;
}

/** What an axis writes of a value it cannot read: the value itself, never an error that would take the panel down. */
export const readable = (format: (value: string) => string, isValid: (value: string) => boolean) => (value: string) => (isValid(value) ? format(value) : value);

/** One row per day, its `day` ('AAAA-MM-JJ') written '07/12'. */
export const DAYS_AXIS: TimeAxis = { dataKey: 'day', format: shortDay };

/** One row per hour, by the instant it starts written as Paris clocks showed it: the night they go back shows 02:00 twice. */
export const HOURS_AXIS: TimeAxis = { dataKey: 'starts', format: readable(parisClockTime, (value) => !Number.isNaN(Date.parse(value))) };

/**
 * The frame of the panel's charts of figures over time, one row per day unless another axis is given: grid, time
 * axis, whole-number axis, tooltip and legend, with the series given as children (`Bar`, `Line`). Imported only by
 * charts loaded on demand, so recharts stays out of the panel's first chunk. Hidden from screen readers: each chart
 * has a table of the same figures beside it.
 */
export function TimeChart({ data, axis = DAYS_AXIS, testId, children }: { data: readonly object[]; axis?: TimeAxis; testId?: string; children: ReactNode }) {
  const format = (value: unknown) => axis.format(String(value));
  return (
    <div className="h-64 w-full" aria-hidden="true" data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <CartesianGrid stroke="#374151" strokeDasharray="3 3" />
          <XAxis dataKey={axis.dataKey} tickFormatter={format} stroke="#9ca3af" fontSize={11} minTickGap={12} />
          <YAxis allowDecimals={false} stroke="#9ca3af" fontSize={11} />
          <Tooltip cursor={{ fill: 'rgba(148, 163, 184, 0.12)' }} labelFormatter={format} contentStyle={{ background: '#111827', border: '1px solid #374151' }} />
          <Legend />
          {children}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
