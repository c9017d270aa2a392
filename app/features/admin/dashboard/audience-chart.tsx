import { Bar, Line } from 'recharts';
import { shortMonthLabel } from '../../../../domain/analytics/audience-months';
import { DAYS_AXIS, HOURS_AXIS, readable, TimeChart, type TimeAxis } from '../ui/time-chart';

/** How the audience's figures over time are grouped: a one-day period by hour, a long one by month. */
export type AudienceInterval = 'hour' | 'day' | 'month';

const axes: Record<AudienceInterval, TimeAxis> = {
  hour: HOURS_AXIS,
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
