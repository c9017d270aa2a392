import { Bar, Line } from 'recharts';
import { shortMonthLabel } from '../../../../domain/analytics/audience-months';
import { parisClockTime } from '../../../../domain/paris-time';
import { DAYS_AXIS, TimeChart, type TimeAxis } from '../ui/time-chart';

/** How the audience's figures over time are grouped: a one-day period by hour, a long one by month. */
export type AudienceInterval = 'hour' | 'day' | 'month';

/** What an axis writes of a value it cannot read: the value itself, never an error that would take the panel down. */
const readable = (format: (value: string) => string, isValid: (value: string) => boolean) => (value: string) => (isValid(value) ? format(value) : value);

const axes: Record<AudienceInterval, TimeAxis> = {
  // By the instant each hour starts: the night the clocks go back shows 02:00 twice.
  hour: { dataKey: 'starts', format: readable(parisClockTime, (value) => !Number.isNaN(Date.parse(value))) },
  day: DAYS_AXIS,
  month: { dataKey: 'month', format: readable(shortMonthLabel, (value) => /^\d{4}-\d{2}$/.test(value)) },
};

/** Page views as bars, visitors as a line, one row per hour, day or month; loaded on demand. */
export default function AudienceChart({ rows, interval }: { rows: readonly object[]; interval: AudienceInterval }) {
  return (
    // A chart of its own for each interval: the chart's ticks of one axis never reach the other's formatter.
    <TimeChart key={interval} data={rows} axis={axes[interval]} testId="audience-chart">
      <Bar dataKey="pageViews" name="Pages vues" fill="#60a5fa" />
      <Line dataKey="visitors" name="Visiteurs" type="monotone" stroke="#34d399" strokeWidth={2} dot={false} />
    </TimeChart>
  );
}
