import { automationWorkflows } from '../catalogue/automation-workflows';
import { hrSpecialists } from '../catalogue/hr-specialists';
import { n8nWorkflows } from '../catalogue/n8n-workflows';
import { otherAssistants } from '../catalogue/other-assistants';
import { premiumAssistants } from '../catalogue/premium-assistants';
import type { CatalogueAssistant } from '../catalogue/types';
import { DEFAULT_ASSISTANT_PRIORITY, type SearchAssistant } from './index-types';

/** The one place the search index reads offers from: the catalogue of domain/catalogue/. */
interface OfferSource {
  id: string;
  name: string;
  role: string;
  description: string;
  path: string;
  keywords: string[];
  isPremium: boolean;
  priority?: number;
}

const PREMIUM_PRIORITY = 90;
const CATALOGUE_PATH = '/workflows-assistants';

const fromAssistant = (assistant: CatalogueAssistant): OfferSource => ({
  id: assistant.id,
  name: assistant.name,
  role: assistant.role,
  description: assistant.description,
  // Premium assistants have a profile page; the others live in the catalogue.
  path: assistant.isPremium && assistant.profileId ? `/employe/${assistant.profileId}` : CATALOGUE_PATH,
  keywords: [...assistant.skills, assistant.category, ...assistant.integrations],
  isPremium: assistant.isPremium,
  priority: assistant.isPremium ? PREMIUM_PRIORITY : undefined,
});

const premium = premiumAssistants.map(fromAssistant);
const assistants = [...premium, ...hrSpecialists.map(fromAssistant), ...otherAssistants.map(fromAssistant)];
const workflows: OfferSource[] = [...n8nWorkflows, ...automationWorkflows].map((workflow) => ({
  id: workflow.id,
  name: workflow.name,
  role: workflow.role,
  description: workflow.description,
  path: CATALOGUE_PATH,
  keywords: [...workflow.skills, workflow.category, ...workflow.integrations],
  isPremium: false,
}));

const toAssistant = (offer: OfferSource): SearchAssistant => ({
  ...offer,
  priority: offer.priority ?? DEFAULT_ASSISTANT_PRIORITY,
});

export function searchAssistantsSource(): SearchAssistant[] {
  return assistants.map(toAssistant);
}

export function searchWorkflowsSource(): SearchAssistant[] {
  return workflows.map(toAssistant);
}
