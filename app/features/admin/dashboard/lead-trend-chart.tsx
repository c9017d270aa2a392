import { Bar } from 'recharts';
import { TREND_SOURCES, trendSourceLabels, type LeadTrends } from '../../../../domain/api/trends-answers';
import { TimeChart } from '../ui/time-chart';

const colours = ['#60a5fa', '#a78bfa', '#34d399', '#fbbf24', '#f472b6'];

/** Leads per day, stacked by source; loaded on demand. */
export default function LeadTrendChart({ days }: Pick<LeadTrends, 'days'>) {
  const data = days.map((entry) => ({ day: entry.day, ...entry.bySource }));
  return (
    <TimeChart data={data}>
      {TREND_SOURCES.map((source, index) => (
        <Bar key={source} dataKey={source} name={trendSourceLabels[source]} stackId="leads" fill={colours[index]} />
      ))}
    </TimeChart>
  );
}
