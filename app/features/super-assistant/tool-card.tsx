import { formatWholePercent } from '../../../domain/percent';
import type { DetectedTool } from '../../../domain/super-assistant/tools';
import { ToolIcon } from './icons';

const sourceLabels: Record<DetectedTool['source'], string> = {
  direct_domain: 'Détection directe',
  email_pattern: 'Suite détectée',
  smart_suggestion: 'Suggestion IA',
};

export function ToolCard({ tool }: { tool: DetectedTool }) {
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-4">
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300">
        <ToolIcon name={tool.icon} size={20} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="font-semibold text-white">{tool.name}</span>
          <span className="text-sm font-semibold text-accent-300">{formatWholePercent(tool.confidence)}</span>
        </span>
        <span className="block text-xs text-gray-400">{sourceLabels[tool.source]} · {tool.detectionReason}</span>
        <span className="mt-1 block text-sm text-gray-300">{tool.businessValue}</span>
      </span>
    </li>
  );
}
