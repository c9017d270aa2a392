/** Freelance daily rates (TJM, euros per day) by mission duration (public-site §9). */
export type MissionDuration = 'short' | 'medium' | 'long';

interface RateCard {
  title: string;
  rate: number;
  popular?: boolean;
  features: string[];
}

export interface DurationOption {
  id: MissionDuration;
  label: string;
  span: string;
  cards: RateCard[];
}

export const durations: DurationOption[] = [
  {
    id: 'short',
    label: 'Courte',
    span: '1 à 5 jours',
    cards: [
      { title: 'Intervention Ciblée', rate: 350, features: ['Correctif ou petite évolution', 'Audit express du code', 'Livraison rapide'] },
      { title: 'Développeur Confirmé', rate: 550, popular: true, features: ['Fonctionnalité complète', 'Tests automatisés', 'Revue de code'] },
      { title: 'Expert Technique', rate: 750, features: ['Architecture et performance', 'Intégration IA', 'Débogage complexe'] },
    ],
  },
  {
    id: 'medium',
    label: 'Moyenne',
    span: '1 à 4 semaines',
    cards: [
      { title: 'Renfort Projet', rate: 450, features: ['Intégration à votre équipe', 'Points hebdomadaires', 'Documentation'] },
      { title: 'Lead Développeur', rate: 650, popular: true, features: ['Pilotage technique', 'Mise en production', 'Qualité et sécurité'] },
      { title: 'Architecte Solutions', rate: 850, features: ['Conception du système', 'IA et automatisation', 'DevOps et CI/CD'] },
    ],
  },
  {
    id: 'long',
    label: 'Longue',
    span: '1 mois et plus',
    cards: [
      { title: 'Développeur Dédié', rate: 650, features: ['Disponibilité garantie', 'Suivi de la dette technique', 'Reporting mensuel'] },
      { title: 'Tech Lead Dédié', rate: 750, popular: true, features: ['Encadrement de l’équipe', 'Feuille de route technique', 'Recrutement accompagné'] },
      { title: 'Expert Senior + Transmission', rate: 900, features: ['Expertise senior', 'Transmission à vos équipes', 'Autonomie à la sortie'] },
    ],
  },
];

export const RATE_RANGE = { min: 350, max: 900 } as const;

/** The quote link of a rate card. */
export function quoteHref(card: RateCard): string {
  return `/contact?service=freelance&tjm=${card.rate}&type=${encodeURIComponent(card.title)}`;
}

/** Promo timings in milliseconds (public-site §4). */
export const promoTimings = {
  expressDelay: 2000,
  expressVisible: 5000,
  guaranteeDelay: 30000,
  guaranteeVisible: 6000,
} as const;
