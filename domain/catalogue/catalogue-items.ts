import { automationWorkflows } from './automation-workflows';
import { defaultCapacity } from './capacity';
import type { CatalogueItem } from './catalogue-item';
import { hrSpecialists } from './hr-specialists';
import { n8nWorkflows } from './n8n-workflows';
import { otherAssistants } from './other-assistants';
import { premiumAssistants } from './premium-assistants';
import { solutions } from './solutions';
import { categoryLabels } from './taxonomy';
import type { AutomationWorkflow, CatalogueAssistant, Solution, Workflow } from './types';

function fromAssistant(a: CatalogueAssistant): CatalogueItem {
  return {
    id: a.id,
    kind: 'assistant',
    variant: a.isPremium ? 'premium' : 'other',
    name: a.name,
    role: a.role,
    description: a.description,
    category: a.category,
    skills: a.skills,
    integrations: a.integrations,
    triggers: [],
    rating: a.rating,
    isPremium: a.isPremium,
    isCustom: false,
    featured: Boolean(a.highlighted),
    isN8nWorkflow: false,
    capacity: [defaultCapacity(a.skills)],
    industry: [a.sector],
    monthlyRate: a.monthlyRate,
    profileId: a.profileId,
    icon: a.avatarIcon,
    badge: a.packType ?? a.specialization,
  };
}

function fromWorkflow(w: Workflow | AutomationWorkflow): CatalogueItem {
  const automation = 'automationLevel' in w ? w : undefined;
  return {
    id: w.id,
    kind: 'workflow',
    variant: 'other',
    name: w.name,
    role: w.role,
    description: w.description,
    category: categoryLabels[w.category].label,
    skills: w.skills,
    integrations: w.integrations,
    triggers: automation?.triggers ?? [],
    isPremium: false,
    isCustom: false,
    featured: automation?.featured ?? false,
    isN8nWorkflow: w.isN8nWorkflow,
    complexity: w.complexity,
    automationLevel: automation?.automationLevel,
    capacity: [automation?.capacity ?? defaultCapacity(w.skills)],
    industry: [categoryLabels[w.category].industry],
    monthlyRate: 0,
    icon: 'workflow',
    badge: w.isN8nWorkflow ? 'n8n' : undefined,
  };
}

function fromSolution(s: Solution): CatalogueItem {
  return {
    id: s.id,
    kind: 'solution',
    variant: s.isCustom ? 'custom' : 'other',
    name: s.name,
    role: s.role,
    description: s.description,
    category: s.role,
    skills: s.skills,
    integrations: s.integrations,
    triggers: [],
    isPremium: s.isPremiumAssistant,
    isCustom: s.isCustom,
    featured: s.featured,
    isN8nWorkflow: false,
    complexity: s.taxonomy.complexity,
    capacity: s.taxonomy.capacity,
    industry: s.taxonomy.industry,
    monthlyRate: 0,
    icon: s.isCustom ? 'sparkles' : 'puzzle',
    badge: s.badge,
  };
}

/** Every card of the catalogue page, built once from the typed lists. */
export const catalogueItems: CatalogueItem[] = [
  ...premiumAssistants.map(fromAssistant),
  ...hrSpecialists.map(fromAssistant),
  ...otherAssistants.map(fromAssistant),
  ...automationWorkflows.map(fromWorkflow),
  ...n8nWorkflows.map(fromWorkflow),
  ...solutions.map(fromSolution),
];
