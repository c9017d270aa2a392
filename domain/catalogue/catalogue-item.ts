import type { AutomationLevel, Capacity, Complexity, IconName, Industry } from './types';

type CardVariant = 'premium' | 'custom' | 'other';
type ItemKind = 'assistant' | 'workflow' | 'solution';

/** One card of the catalogue page, whatever list it comes from. */
export interface CatalogueItem {
  id: string;
  kind: ItemKind;
  variant: CardVariant;
  name: string;
  role: string;
  description: string;
  /** French label of the item's category, shown on the card and carried into the selection. */
  category: string;
  skills: string[];
  integrations: string[];
  triggers: string[];
  rating?: number;
  isPremium: boolean;
  isCustom: boolean;
  featured: boolean;
  isN8nWorkflow: boolean;
  complexity?: Complexity;
  automationLevel?: AutomationLevel;
  capacity: Capacity[];
  industry: Industry[];
  /** Monthly price in euros; 0 for workflows and solutions, which are quoted. */
  monthlyRate: number;
  profileId?: number;
  icon: IconName;
  badge?: string;
}
