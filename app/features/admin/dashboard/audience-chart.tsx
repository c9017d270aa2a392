import { Bar, Line } from 'recharts';
import type { SiteAudience } from '../../../../domain/analytics/site-audience';
import { DailyChart } from '../ui/daily-chart';

/** Page views per day as bars, visitors as a line; loaded on demand. */
export default function AudienceChart({ days }: Pick<SiteAudience, 'days'>) {
  return (
    <DailyChart data={days} testId="audience-chart">
      <Bar dataKey="pageViews" name="Pages vues" fill="#60a5fa" />
      <Line dataKey="visitors" name="Visiteurs" type="monotone" stroke="#34d399" strokeWidth={2} dot={false} />
    </DailyChart>
  );
}
