import { Bar, Line } from 'recharts';
import type { VisitStats } from '../../../../domain/tracking-link-stats';
import { TimeChart } from '../ui/time-chart';

/** Clicks and QR scans per day as bars, unique visitors and leads as lines; loaded on demand. */
export default function VisitsChart({ days }: Pick<VisitStats, 'days'>) {
  return (
    <TimeChart data={days} testId="visits-chart">
      <Bar dataKey="clicks" name="Clics" stackId="visits" fill="#60a5fa" />
      <Bar dataKey="scans" name="Scans QR" stackId="visits" fill="#a78bfa" />
      <Line dataKey="visitors" name="Visiteurs uniques" type="monotone" stroke="#34d399" strokeWidth={2} dot={false} />
      <Line dataKey="leads" name="Leads" type="monotone" stroke="#fbbf24" strokeWidth={2} dot={false} />
    </TimeChart>
  );
}
