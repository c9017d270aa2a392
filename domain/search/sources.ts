import { DEFAULT_ASSISTANT_PRIORITY, type SearchAssistant } from './index-types';

/**
 * The one place the search index reads offers from. Point these two functions at the catalogue
 * (domain/catalogue/) once it exists; until then they list the four premium assistants and a few workflows.
 */
export interface OfferSource {
  id: string;
  name: string;
  role: string;
  description: string;
  path: string;
  keywords: string[];
  isPremium: boolean;
  priority?: number;
}

const premiumAssistants: OfferSource[] = [
  {
    id: '1001',
    name: 'Clara',
    role: 'Assistante comptable IA',
    description: 'Saisie, rapprochements bancaires et relances de factures, 550 € par mois.',
    path: '/employe/1001',
    keywords: ['comptabilité', 'comptable', 'factures', 'rapprochement bancaire', 'TVA'],
    isPremium: true,
    priority: 90,
  },
  {
    id: '1002',
    name: 'Victor',
    role: 'Directeur administratif et financier IA',
    description: 'Trésorerie, prévisions et tableaux de bord financiers, 580 € par mois.',
    path: '/employe/1002',
    keywords: ['finance', 'DAF', 'trésorerie', 'budget', 'prévisionnel'],
    isPremium: true,
    priority: 90,
  },
  {
    id: '1003',
    name: 'Inès',
    role: 'Directrice commerciale IA',
    description: 'Prospection, qualification des leads et relances commerciales, 570 € par mois.',
    path: '/employe/1003',
    keywords: ['ventes', 'commercial', 'prospection', 'CRM', 'leads'],
    isPremium: true,
    priority: 90,
  },
  {
    id: '1004',
    name: 'Hugo',
    role: 'Directeur marketing IA',
    description: 'Campagnes, contenus et réseaux sociaux pilotés par les données, 560 € par mois.',
    path: '/employe/1004',
    keywords: ['marketing', 'réseaux sociaux', 'campagnes', 'SEO', 'contenu'],
    isPremium: true,
    priority: 90,
  },
];

const workflows: OfferSource[] = [
  {
    id: 'wf-relances-factures',
    name: 'Relances de factures automatiques',
    role: 'Workflow finance',
    description: 'Relance les factures impayées par e-mail au bon moment.',
    path: '/workflows-assistants',
    keywords: ['factures', 'impayés', 'relance', 'finance', 'automatisation'],
    isPremium: false,
  },
  {
    id: 'wf-qualification-leads',
    name: 'Qualification des leads',
    role: 'Workflow ventes',
    description: 'Note et répartit les nouveaux prospects dans votre CRM.',
    path: '/workflows-assistants',
    keywords: ['leads', 'CRM', 'prospects', 'ventes', 'automatisation'],
    isPremium: false,
  },
  {
    id: 'wf-onboarding-rh',
    name: 'Onboarding des salariés',
    role: 'Workflow RH',
    description: 'Prépare comptes, documents et rendez-vous d’accueil des nouvelles recrues.',
    path: '/workflows-assistants',
    keywords: ['RH', 'ressources humaines', 'recrutement', 'onboarding'],
    isPremium: false,
  },
];

const toAssistant = (offer: OfferSource): SearchAssistant => ({
  ...offer,
  priority: offer.priority ?? DEFAULT_ASSISTANT_PRIORITY,
});

export function searchAssistantsSource(): SearchAssistant[] {
  return premiumAssistants.map(toAssistant);
}

export function searchWorkflowsSource(): SearchAssistant[] {
  return workflows.map(toAssistant);
}
