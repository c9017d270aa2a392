/** Shapes of the catalogue data (spec §3). Every list in this folder is typed by these. */

export const capacities = ['automation', 'analysis', 'communication', 'creation', 'management', 'prediction'] as const;
export type Capacity = (typeof capacities)[number];

export const industries = ['finance', 'commerce', 'services', 'tech', 'marketing', 'universal'] as const;
export type Industry = (typeof industries)[number];

export const workflowCategories = [
  'marketing',
  'sales',
  'finance',
  'ecommerce',
  'hr',
  'content',
  'support',
  'realestate',
  'logistics',
  'events',
  'management',
  'it',
  'operations',
  'compliance',
] as const;
export type WorkflowCategory = (typeof workflowCategories)[number];

export type Complexity = 'intermediate' | 'advanced';
export type AutomationLevel = 'high' | 'medium' | 'low';
type PackType = 'Offre E-C' | 'DAF' | 'DC' | 'DM';

/** Names of the icons the interface knows how to draw (mapped to lucide icons in the app). */
export type IconName =
  | 'bar-chart'
  | 'bot'
  | 'briefcase'
  | 'calculator'
  | 'calendar'
  | 'cart'
  | 'cloud'
  | 'code'
  | 'credit-card'
  | 'database'
  | 'file-text'
  | 'globe'
  | 'graduation-cap'
  | 'handshake'
  | 'headphones'
  | 'home'
  | 'mail'
  | 'megaphone'
  | 'message'
  | 'pen'
  | 'phone'
  | 'puzzle'
  | 'scale'
  | 'shield'
  | 'sparkles'
  | 'table'
  | 'target'
  | 'truck'
  | 'users'
  | 'video'
  | 'workflow'
  | 'zap';

export interface IntegratedTool {
  name: string;
  iconType: 'brand' | 'generic';
  faIcon: IconName;
  description: string;
  color: string;
}

export interface CatalogueAssistant {
  id: string;
  name: string;
  role: string;
  /** Empty: avatars are drawn from avatarIcon and initials, no photo is shipped. */
  imageUrl: string;
  skills: string[];
  rating: number;
  description: string;
  workflowEnabled: boolean;
  easySelfSetup: boolean;
  packType?: PackType;
  category: string;
  sector: Industry;
  specialization?: string;
  isAIAssistant: boolean;
  isPremium: boolean;
  isEmployeeSpecialist: boolean;
  integratedTools: IntegratedTool[];
  integrations: string[];
  casUsage: string[];
  monthlyRate: number;
  avatarIcon: IconName;
  highlighted?: boolean;
  /** Numeric id of the detailed profile at /employe/{id}, when one exists. */
  profileId?: number;
}

/** First workflow catalogue: the n8n automations. */
export interface Workflow {
  id: string;
  type: 'workflow';
  name: string;
  role: string;
  skills: string[];
  description: string;
  impact: string;
  isN8nWorkflow: boolean;
  category: WorkflowCategory;
  features: string[];
  integrations: string[];
  complexity: Complexity;
  setupTime: string;
}

export interface WorkflowTool {
  name: string;
  icon: IconName;
  color: string;
}

/** Second workflow catalogue: the automation workflows shown with their level and triggers. */
export interface AutomationWorkflow extends Workflow {
  capacity: Capacity;
  automationLevel: AutomationLevel;
  featured: boolean;
  triggers: string[];
  actions: string[];
  benefits: string[];
  useCases: string[];
  tools: WorkflowTool[];
}

interface SolutionMetrics {
  timeSaved: string;
  roi: string;
  setupTime: string;
  userSatisfaction: number;
}

export interface Solution {
  id: string;
  type: 'assistant' | 'workflow' | 'tool' | 'solution';
  name: string;
  role: string;
  skills: string[];
  description: string;
  impact: string;
  integrations: string[];
  badge?: string;
  isPremiumAssistant: boolean;
  isCustom: boolean;
  featured: boolean;
  taxonomy: { capacity: Capacity[]; industry: Industry[]; level: 'high' | 'medium'; complexity: Complexity };
  metrics: SolutionMetrics;
}
