import { formatLongDate } from '../ui/format';
import { Section } from '../ui/section';
import type { AiModelCard } from '../../../../domain/api/operations-answers';
import { useAiModels } from './ai-models-api';
import { errorMessage } from '../../../api/error-message';
import { withFrenchSpacing } from '../../../../domain/french-spacing';
import { formatNumber } from '../../../../domain/numbers';
import { formatEurosAndCents } from '../../../../domain/euros';


function ModelCard({ model }: { model: AiModelCard }) {
  const active = model.status === 'active';
  return (
    <article aria-label={model.name} className="flex min-w-0 flex-col gap-3 rounded-xl border border-ink-700 bg-ink-950/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-white">{model.name}</h3>
        <span
          className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${active ? 'border-emerald-400/40 bg-emerald-500/15 text-emerald-200' : 'border-ink-600 bg-ink-700 text-gray-200'}`}
        >
          {active ? 'Actif' : 'Non configuré'}
        </span>
      </div>
      <p className="text-sm text-gray-300">{model.purpose}</p>
      <p className="text-xs text-gray-400">{model.provider}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-gray-400">Requêtes ce mois</dt>
          <dd className="text-lg font-semibold text-white">{model.monthlyRequests === null ? '-' : formatNumber(model.monthlyRequests)}</dd>
        </div>
        <div>
          <dt className="text-gray-400">Jetons estimés</dt>
          <dd className="text-lg font-semibold text-white">{model.monthlyTokens === null ? '-' : formatNumber(model.monthlyTokens)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-gray-400">Coût ce mois</dt>
          <dd className="text-white">{model.monthlyCost === null ? withFrenchSpacing(model.costNote) : formatEurosAndCents(model.monthlyCost)}</dd>
        </div>
      </dl>
    </article>
  );
}

/** Modèles IA (back-office §2.15): the models this product really uses, with this month's usage. */
export function AiModelsSection() {
  const query = useAiModels();
  return (
    <Section id="ai-models" title="Modèles IA">
      {query.isError && (
        <p role="alert" className="mb-4 text-sm text-red-300">
          {errorMessage(query.error)}
        </p>
      )}
      {query.data && (
        <p className="mb-4 text-sm text-gray-400">Depuis le {formatLongDate(query.data.since)}</p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {query.data?.models.map((model) => (
          <ModelCard key={model.id} model={model} />
        ))}
      </div>
    </Section>
  );
}
