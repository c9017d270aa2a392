import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis, type LegendPayload } from 'recharts';

export interface FunnelRow {
  label: string;
  visitors: number;
  formOpeners: number;
  leads: number;
}

const steps = ['visitors', 'formOpeners', 'leads'];
/** The legend in the funnel's order (Recharts sorts it by name otherwise). */
const stepOrder = (item: LegendPayload) => steps.indexOf(String(item.dataKey));

/**
 * The funnel's three steps per source, as bars across (Plausible's sources): each source's name sits beside its
 * bars, on two lines when long, where names under the bars ran into each other on a phone. Loaded on demand,
 * hidden from screen readers (the table holds the figures).
 */
export default function FunnelChart({ rows }: { rows: FunnelRow[] }) {
  return (
    <div className="h-80 w-full" aria-hidden="true" data-testid="funnel-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} layout="vertical" data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 4 }}>
          <CartesianGrid stroke="#374151" strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} stroke="#9ca3af" fontSize={11} />
          <YAxis type="category" dataKey="label" width={128} interval={0} stroke="#9ca3af" fontSize={11} />
          <Tooltip cursor={{ fill: 'rgba(148, 163, 184, 0.12)' }} contentStyle={{ background: '#111827', border: '1px solid #374151' }} />
          <Legend itemSorter={stepOrder} />
          <Bar dataKey="visitors" name="Visiteurs" fill="#60a5fa" />
          <Bar dataKey="formOpeners" name="Formulaire ouvert" fill="#a78bfa" />
          <Bar dataKey="leads" name="Leads" fill="#34d399" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
