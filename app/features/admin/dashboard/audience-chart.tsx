import { Bar, Line } from 'recharts';
import { shortMonthLabel } from '../../../../domain/analytics/audience-months';
import { parisClockTime } from '../../../../domain/paris-time';
import { DAYS_AXIS, TimeChart, type TimeAxis } from '../ui/time-chart';

/** How the audience's figures over time are grouped: a one-day period by hour, a long one by month. */
export type AudienceInterval = 'hour' | 'day' | 'month';

const axes: Record<AudienceInterval, TimeAxis> = {
  // By the instant each hour starts: the night the clocks go back shows 02:00 twice.
  hour: { dataKey: 'starts', format: parisClockTime },
  day: DAYS_AXIS,
  month: { dataKey: 'month', format: shortMonthLabel },
};

/** Page views as bars, visitors as a line, one row per hour, day or month; loaded on demand. */
export default function AudienceChart({ rows, interval }: { rows: readonly object[]; interval: AudienceInterval }) {
  return (
    <TimeChart data={rows} axis={axes[interval]} testId="audience-chart">
      <Bar dataKey="pageViews" name="Pages vues" fill="#60a5fa" />
      <Line dataKey="visitors" name="Visiteurs" type="monotone" stroke="#34d399" strokeWidth={2} dot={false} />
    </TimeChart>
  );
}
