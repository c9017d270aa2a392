import { Bar, Line } from 'recharts';
import type { SiteAudience } from '../../../../domain/analytics/site-audience';
import { parisClockTime } from '../../../../domain/paris-time';
import { TimeChart, type TimeAxis } from '../ui/time-chart';

/** One row per hour of the day, by the instant it starts (the night the clocks go back shows 02:00 twice). */
const HOURS_AXIS: TimeAxis = { dataKey: 'starts', format: parisClockTime };

/** Page views as bars, visitors as a line, per hour for a one-day period and per day otherwise; loaded on demand. */
export default function AudienceChart({ days, hours }: Pick<SiteAudience, 'days' | 'hours'>) {
  const byHour = hours.length > 0;
  return (
    <TimeChart data={byHour ? hours : days} axis={byHour ? HOURS_AXIS : undefined} testId="audience-chart">
      <Bar dataKey="pageViews" name="Pages vues" fill="#60a5fa" />
      <Line dataKey="visitors" name="Visiteurs" type="monotone" stroke="#34d399" strokeWidth={2} dot={false} />
    </TimeChart>
  );
}
