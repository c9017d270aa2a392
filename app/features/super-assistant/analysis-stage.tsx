import ArrowRight from 'lucide-react/icons/arrow-right';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import type { Connection } from '../../../domain/super-assistant/connections';
import type { DetectedTool } from '../../../domain/super-assistant/tools';
import { StageHeading } from './stage-heading';
import { formatWholePercent } from '../../../domain/percent';
import { ToolCard } from './tool-card';
import { countOf, pluralOf } from '../../../domain/numbers';

interface AnalysisStageProps {
  stage: 'analyzing' | 'connecting';
  tools: DetectedTool[];
  connections: Connection[];
}

/** Analyzing shows the tools found; connecting adds the links being built between them. */
export function AnalysisStage({ stage, tools, connections }: AnalysisStageProps) {
  const nameOf = (id: string) => tools.find((t) => t.id === id)?.name ?? id;
  return (
    <div className="mx-auto max-w-4xl">
      <div className="flex items-center gap-3">
        <LoaderCircle aria-hidden className="shrink-0 animate-spin text-accent-400" size={26} />
        <StageHeading key={stage}>{stage === 'analyzing' ? 'Analyse de vos outils…' : 'Connexion de vos outils…'}</StageHeading>
      </div>
      <p className="mt-2 text-gray-400">
        {countOf(tools.length, 'outil')} {pluralOf(tools.length, 'détecté')}.{' '}
        {stage === 'analyzing' ? 'L’IA évalue ce que chacun peut apporter à votre activité.' : 'L’IA choisit les automatisations les plus rentables.'}
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((tool) => (
          <ToolCard key={tool.id} tool={tool} />
        ))}
      </ul>
      {stage === 'connecting' && (
        <>
          <h3 className="mt-8 text-lg font-semibold text-white">Connexions identifiées</h3>
          <ul className="mt-3 space-y-2">
            {connections.slice(0, 6).map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-2 rounded-xl border border-ink-700 bg-ink-900/70 px-4 py-3 text-sm">
                <span className="font-medium text-white">{nameOf(c.sourceId)}</span>
                <ArrowRight aria-label="vers" size={16} className="text-accent-400" />
                <span className="font-medium text-white">{nameOf(c.targetId)}</span>
                <span className="text-gray-300">: {c.action}</span>
                <span className="ml-auto text-accent-300">{formatWholePercent(c.confidence)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
