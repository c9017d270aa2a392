import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { VisitStats } from '../../../../domain/tracking-link-stats';

const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * Clicks and QR scans per day as bars, unique visitors and leads as lines; loaded on demand so recharts stays
 * out of the panel's first chunk. Hidden from screen readers: the table next to it holds the same figures.
 */
export default function VisitsChart({ days }: Pick<VisitStats, 'days'>) {
  return (
    <div className="h-64 w-full" aria-hidden="true" data-testid="visits-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <CartesianGrid stroke="#374151" strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={shortDay} stroke="#9ca3af" fontSize={11} minTickGap={12} />
          <YAxis allowDecimals={false} stroke="#9ca3af" fontSize={11} />
          <Tooltip cursor={{ fill: 'rgba(148, 163, 184, 0.12)' }} labelFormatter={(day) => shortDay(String(day))} contentStyle={{ background: '#111827', border: '1px solid #374151' }} />
          <Legend />
          <Bar dataKey="clicks" name="Clics" stackId="visits" fill="#60a5fa" />
          <Bar dataKey="scans" name="Scans QR" stackId="visits" fill="#a78bfa" />
          <Line dataKey="visitors" name="Visiteurs uniques" type="monotone" stroke="#34d399" strokeWidth={2} dot={false} />
          <Line dataKey="leads" name="Leads" type="monotone" stroke="#fbbf24" strokeWidth={2} dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
