import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ClickHistory } from '../../../../domain/tracking-links';

const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Clicks and QR scans per day; loaded on demand so recharts stays out of the panel's first chunk. */
export default function ClickChart({ days }: ClickHistory) {
  return (
    <div className="h-64 w-full" role="img" aria-label="Clics et scans par jour sur 30 jours">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <CartesianGrid stroke="#374151" strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={shortDay} stroke="#9ca3af" fontSize={11} minTickGap={12} />
          <YAxis allowDecimals={false} stroke="#9ca3af" fontSize={11} />
          <Tooltip cursor={{ fill: 'rgba(148, 163, 184, 0.12)' }} labelFormatter={(day) => shortDay(String(day))} contentStyle={{ background: '#111827', border: '1px solid #374151' }} />
          <Legend />
          <Bar dataKey="clicks" name="Clics" stackId="visits" fill="#60a5fa" />
          <Bar dataKey="scans" name="Scans QR" stackId="visits" fill="#a78bfa" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
