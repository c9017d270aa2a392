import ArrowRight from 'lucide-react/icons/arrow-right';
import Clock from 'lucide-react/icons/clock';
import Gauge from 'lucide-react/icons/gauge';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import TrendingUp from 'lucide-react/icons/trending-up';
import Zap from 'lucide-react/icons/zap';
import { personalityOf } from '../../../domain/super-assistant/personality';
import type { SuperAssistantWorkflow } from '../../../domain/super-assistant/workflow';
import { AvatarIcon } from './icons';
import { StageHeading } from './stage-heading';
import { formatWholePercent } from '../../../domain/percent';
import { ToolCard } from './tool-card';

interface PresentingStageProps {
  workflow: SuperAssistantWorkflow;
  onContinue: () => void;
  onRestart: () => void;
}

export function PresentingStage({ workflow, onContinue, onRestart }: PresentingStageProps) {
  const personality = personalityOf(workflow.assistantName);
  const metrics = [
    { icon: TrendingUp, value: formatWholePercent(workflow.roi / 100), label: 'de ROI estimé' },
    { icon: Clock, value: `${workflow.monthlySavings} h`, label: 'économisées par mois' },
    { icon: Zap, value: `${workflow.setupTime} h`, label: 'de mise en place' },
    { icon: Gauge, value: formatWholePercent(workflow.confidence), label: 'de confiance' },
  ];
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-col gap-4 rounded-3xl border border-brand-500/30 bg-gradient-to-br from-ink-800 to-ink-900 p-6 sm:flex-row sm:items-center">
        <span className="grid h-16 w-16 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-accent-400 text-white">
          <AvatarIcon name={personality.avatar} size={32} />
        </span>
        <div>
          <p className="text-sm font-medium text-accent-300">
            {personality.name} · {personality.trait} · {personality.expertise}
          </p>
          <StageHeading className="mt-1">{workflow.name}</StageHeading>
          <p className="mt-2 text-gray-200">{personality.greeting}</p>
        </div>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {metrics.map(({ icon: Icon, value, label }) => (
          <div key={label} className="flex flex-col rounded-2xl border border-ink-700 bg-ink-900/80 p-4">
            <Icon aria-hidden size={20} className="text-accent-400" />
            <dt className="order-last text-sm text-gray-400">{label}</dt>
            <dd className="mt-2 text-2xl font-bold text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-center text-sm font-semibold tracking-wide text-brand-300">Niveau d’automatisation&nbsp;: {workflow.automationLevel}</p>

      <h3 className="mt-8 text-lg font-semibold text-white">Vos outils</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {workflow.tools.map((tool) => (
          <ToolCard key={tool.id} tool={tool} />
        ))}
      </ul>

      <h3 className="mt-8 text-lg font-semibold text-white">Votre workflow en {workflow.steps.length} étapes</h3>
      <p className="text-sm text-gray-400">{workflow.description}</p>
      <ol className="mt-3 space-y-3">
        {workflow.steps.map((step, index) => (
          <li key={step.id} className="flex gap-4 rounded-2xl border border-ink-700 bg-ink-900/80 p-4">
            <span aria-hidden className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
              {index + 1}
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-white">{step.title}</span>
              <span className="block text-sm text-gray-300">{step.description}</span>
              <span className="mt-1 block text-xs text-gray-400">
                {step.tool} · confiance {formatWholePercent(step.confidence)}
              </span>
            </span>
          </li>
        ))}
      </ol>

      <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <button type="button" onClick={onContinue} className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3.5 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700">
          Déployer mon écosystème <ArrowRight aria-hidden size={18} />
        </button>
        <button type="button" onClick={onRestart} className="inline-flex items-center justify-center gap-2 rounded-xl border border-ink-600 bg-ink-800/60 px-6 py-3.5 font-semibold text-gray-100 hover:border-brand-400">
          <RotateCcw aria-hidden size={18} /> Essayer une autre adresse
        </button>
      </div>
      <p className="mt-3 text-center text-sm text-gray-400">— {personality.signature}</p>
    </div>
  );
}
