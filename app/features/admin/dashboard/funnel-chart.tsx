import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface FunnelRow {
  label: string;
  visitors: number;
  formOpeners: number;
  leads: number;
}

/** The funnel's three steps per source; loaded on demand, hidden from screen readers (the table holds the figures). */
export default function FunnelChart({ rows }: { rows: FunnelRow[] }) {
  return (
    <div className="h-64 w-full" aria-hidden="true" data-testid="funnel-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <CartesianGrid stroke="#374151" strokeDasharray="3 3" />
          <XAxis dataKey="label" stroke="#9ca3af" fontSize={11} interval={0} />
          <YAxis allowDecimals={false} stroke="#9ca3af" fontSize={11} />
          <Tooltip cursor={{ fill: 'rgba(148, 163, 184, 0.12)' }} contentStyle={{ background: '#111827', border: '1px solid #374151' }} />
          <Legend />
          <Bar dataKey="visitors" name="Visiteurs" fill="#60a5fa" />
          <Bar dataKey="formOpeners" name="Formulaire ouvert" fill="#a78bfa" />
          <Bar dataKey="leads" name="Leads" fill="#34d399" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
