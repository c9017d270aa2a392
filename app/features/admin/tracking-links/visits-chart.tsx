import { Bar, Line } from 'recharts';
import { DAYS_AXIS, HOURS_AXIS, TimeChart } from '../ui/time-chart';

/** Clicks and QR scans per day (per hour for a one-day period) as bars, unique visitors and leads as lines; loaded on demand. */
export default function VisitsChart({ rows, hourly }: { rows: readonly object[]; hourly: boolean }) {
  return (
    // A chart of its own for each axis: the ticks of one never reach the other's formatter.
    <TimeChart key={hourly ? 'hours' : 'days'} data={rows} axis={hourly ? HOURS_AXIS : DAYS_AXIS} testId="visits-chart">
      <Bar dataKey="clicks" name="Clics" stackId="visits" fill="#60a5fa" />
      <Bar dataKey="scans" name="Scans QR" stackId="visits" fill="#a78bfa" />
      <Line dataKey="visitors" name="Visiteurs uniques" type="monotone" stroke="#34d399" strokeWidth={2} dot={false} />
      <Line dataKey="leads" name="Leads" type="monotone" stroke="#fbbf24" strokeWidth={2} dot={false} />
    </TimeChart>
  );
}
