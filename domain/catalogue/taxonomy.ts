import type { Capacity, IconName, Industry, WorkflowCategory } from './types';

/** French labels of the capacity filter (Capacités). */
export const capacityLabels: Record<Capacity, { label: string; icon: IconName }> = {
  automation: { label: 'Automatisation', icon: 'zap' },
  analysis: { label: 'Analyse de données', icon: 'bar-chart' },
  communication: { label: 'Communication', icon: 'message' },
  creation: { label: 'Création de contenu', icon: 'pen' },
  management: { label: 'Gestion et pilotage', icon: 'briefcase' },
  prediction: { label: 'Prévision', icon: 'target' },
};

/** French labels of the industry filter (Secteurs). */
export const industryLabels: Record<Industry, { label: string; icon: IconName }> = {
  finance: { label: 'Finance et comptabilité', icon: 'calculator' },
  commerce: { label: 'Commerce et e-commerce', icon: 'cart' },
  services: { label: 'Services et conseil', icon: 'handshake' },
  tech: { label: 'Tech et IT', icon: 'code' },
  marketing: { label: 'Marketing et communication', icon: 'megaphone' },
  universal: { label: 'Tous secteurs', icon: 'globe' },
};

/** French labels of the workflow categories, and the industry group each belongs to. */
export const categoryLabels: Record<WorkflowCategory, { label: string; industry: Industry }> = {
  marketing: { label: 'Marketing', industry: 'marketing' },
  sales: { label: 'Ventes', industry: 'commerce' },
  finance: { label: 'Finance', industry: 'finance' },
  ecommerce: { label: 'E-commerce', industry: 'commerce' },
  hr: { label: 'Ressources humaines', industry: 'services' },
  content: { label: 'Contenu', industry: 'marketing' },
  support: { label: 'Support client', industry: 'services' },
  realestate: { label: 'Immobilier', industry: 'services' },
  logistics: { label: 'Logistique', industry: 'commerce' },
  events: { label: 'Événementiel', industry: 'services' },
  management: { label: 'Management', industry: 'universal' },
  it: { label: 'Informatique', industry: 'tech' },
  operations: { label: 'Opérations', industry: 'universal' },
  compliance: { label: 'Conformité', industry: 'finance' },
};
