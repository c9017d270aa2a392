import type { ReactNode } from 'react';
import type { ProspectDetail } from '../../../../domain/api/prospect-answers';
import { formatWholePercent } from '../../../../domain/percent';
import { leadPromise } from '../../../../domain/response-promises';
import { ResponseBadge } from '../ui/response-badge';

interface StoredAnalysis {
  sector?: string;
  urgency?: string;
  budget?: string;
  decisionDelay?: string;
  assistantName?: string;
  integrationPreferences?: string[];
  detectedTools?: Array<{ name: string; confidence?: number }>;
  workflow?: { name?: string; roi?: number; monthlySavings?: number; connections?: number; steps?: string[]; automationLevel?: string };
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-gray-400">{label}</dt>
      <dd className="mt-1 text-gray-100">{children}</dd>
    </div>
  );
}

const chip = 'rounded-full bg-brand-600/20 px-2.5 py-0.5 text-sm text-brand-200';
const bandTone: Record<string, string> = { HOT: 'text-red-300', WARM: 'text-amber-300', STANDARD: 'text-sky-300' };

/** What the super assistant knew of a lead: score, band, detected tools, proposed workflow and tools to connect first. */
export function LeadAnalysis({ prospect }: { prospect: ProspectDetail }) {
  const analysis = (prospect.details ?? {}) as StoredAnalysis;
  const tools = analysis.detectedTools ?? [];
  const preferences = analysis.integrationPreferences ?? [];
  const workflow = analysis.workflow;
  return (
    <section aria-labelledby="lead-analysis-title" className="mt-6 space-y-4 rounded-xl border border-ink-700 bg-ink-950/60 p-4">
      <h3 id="lead-analysis-title" className="font-semibold text-white">
        Analyse du super assistant
      </h3>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Item label="Score">{prospect.lead_score === null ? '-' : `${prospect.lead_score} / 130`}</Item>
        <Item label="Catégorie">
          <span className={`font-bold ${bandTone[prospect.lead_band ?? ''] ?? ''}`}>{prospect.lead_band ?? '-'}</span>
        </Item>
        <Item label="Délai de décision">{analysis.decisionDelay ?? '-'}</Item>
        {prospect.response_due_at && (
          <Item label="Contact promis">
            <ResponseBadge request={leadPromise(prospect)} />
          </Item>
        )}
        {analysis.sector && <Item label="Secteur">{analysis.sector}</Item>}
        {analysis.urgency && <Item label="Urgence">{analysis.urgency}</Item>}
        {analysis.assistantName && <Item label="Assistant">{analysis.assistantName}</Item>}
      </dl>
      <Item label="Outils à connecter en priorité">
        {preferences.length ? (
          <ul aria-label="Outils à connecter en priorité" className="flex flex-wrap gap-2">
            {preferences.map((name) => (
              <li key={name} className="rounded-full bg-emerald-600/20 px-2.5 py-0.5 text-sm text-emerald-200">
                {name}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-gray-400">Aucune préférence indiquée</span>
        )}
      </Item>
      <Item label="Outils détectés">
        {tools.length ? (
          <ul className="flex flex-wrap gap-2">
            {tools.map((tool) => (
              <li key={tool.name} className={chip}>
                {tool.name}
                {tool.confidence !== undefined ? ` (${formatWholePercent(tool.confidence)})` : ''}
              </li>
            ))}
          </ul>
        ) : (
          '-'
        )}
      </Item>
      {workflow && (
        <Item label="Workflow proposé">
          <p>
            {workflow.name ?? '-'}
            {workflow.connections !== undefined && ` · ${workflow.connections} connexions`}
            {workflow.roi !== undefined && ` · ROI ${formatWholePercent(workflow.roi / 100)}`}
            {workflow.monthlySavings !== undefined && ` · ${workflow.monthlySavings} h économisées par mois`}
          </p>
          {workflow.steps && workflow.steps.length > 0 && (
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-gray-300">
              {workflow.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          )}
        </Item>
      )}
    </section>
  );
}
