import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { TREND_SOURCES, trendSourceLabels, type LeadTrends } from '../../../../domain/api/trends-answers';

const colours = ['#60a5fa', '#a78bfa', '#34d399', '#fbbf24', '#f472b6'];
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Leads per day, stacked by source; loaded on demand so recharts stays out of the dashboard's first chunk. */
export default function LeadTrendChart({ days }: Pick<LeadTrends, 'days'>) {
  const data = days.map((entry) => ({ day: entry.day, ...entry.bySource }));
  return (
    <div className="h-64 w-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <CartesianGrid stroke="#374151" strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={shortDay} stroke="#9ca3af" fontSize={11} minTickGap={12} />
          <YAxis allowDecimals={false} stroke="#9ca3af" fontSize={11} />
          <Tooltip cursor={{ fill: 'rgba(148, 163, 184, 0.12)' }} labelFormatter={(day) => shortDay(String(day))} contentStyle={{ background: '#111827', border: '1px solid #374151' }} />
          <Legend />
          {TREND_SOURCES.map((source, index) => (
            <Bar key={source} dataKey={source} name={trendSourceLabels[source]} stackId="leads" fill={colours[index]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
