import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

interface ChartsProps {
  sources: Array<{ source: string; label: string; count: number }>;
  daily: Array<{ date: string; label: string; count: number }>;
}

const axis = { stroke: '#9ca3af', fontSize: 12 };
const tooltip = { contentStyle: { background: '#111827', border: '1px solid #374151', color: '#f3f4f6' }, labelStyle: { color: '#f3f4f6' } };

/** The two charts of back-office §2.13; Recharts is loaded with this module only, once the section is reached. */
export default function ChatbotCharts({ sources, daily }: ChartsProps) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <figure className="rounded-xl border border-ink-700 bg-ink-950/40 p-4" aria-hidden="true" data-testid="chart-sources">
        <figcaption className="mb-3 font-semibold text-white">Réponses par source</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart accessibilityLayer={false} data={sources} margin={{ top: 8, right: 8, bottom: 48, left: 0 }}>
            <CartesianGrid stroke="#374151" strokeDasharray="3 3" />
            <XAxis dataKey="label" {...axis} interval={0} angle={-35} textAnchor="end" height={60} />
            <YAxis {...axis} allowDecimals={false} label={{ value: 'Réponses', angle: -90, position: 'insideLeft', fill: '#9ca3af', fontSize: 12 }} />
            <Tooltip {...tooltip} formatter={(value) => [value, 'Réponses']} />
            <Bar dataKey="count" name="Réponses" fill="#60a5fa" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <figure className="rounded-xl border border-ink-700 bg-ink-950/40 p-4" aria-hidden="true" data-testid="chart-daily">
        <figcaption className="mb-3 font-semibold text-white">Requêtes par jour</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <LineChart accessibilityLayer={false} data={daily} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid stroke="#374151" strokeDasharray="3 3" />
            <XAxis dataKey="label" {...axis} minTickGap={16} label={{ value: 'Jour', position: 'insideBottomRight', offset: -4, fill: '#9ca3af', fontSize: 12 }} />
            <YAxis {...axis} allowDecimals={false} label={{ value: 'Requêtes', angle: -90, position: 'insideLeft', fill: '#9ca3af', fontSize: 12 }} />
            <Tooltip {...tooltip} formatter={(value) => [value, 'Requêtes']} />
            <Line type="monotone" dataKey="count" name="Requêtes" stroke="#34d399" strokeWidth={2} dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
