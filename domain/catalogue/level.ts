import type { CatalogueItem } from './catalogue-item';
import type { AutomationLevel } from './types';

/** Level of an item: high for an automated (n8n) workflow or an advanced one, medium otherwise. */
export function levelOf(item: Pick<CatalogueItem, 'isN8nWorkflow' | 'complexity'>): 'high' | 'medium' {
  return item.isN8nWorkflow || item.complexity === 'advanced' ? 'high' : 'medium';
}

const BAR_PERCENT: Record<string, number> = { high: 90, medium: 60 };

/** Width of the automation bar: 90 % for high, 60 % for medium, 30 % for anything else. */
export function automationBarPercent(level: AutomationLevel | undefined): number {
  return (level && BAR_PERCENT[level]) ?? 30;
}

export const automationLevelLabels: Record<AutomationLevel, string> = {
  high: 'Automatisation élevée',
  medium: 'Automatisation moyenne',
  low: 'Automatisation partielle',
};
