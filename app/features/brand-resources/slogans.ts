import { siteConfig } from '../../../domain/site-config';

interface SloganGroup {
  usage: string;
  slogans: string[];
}

/** The agency's slogans, grouped by where they are used. */
export const sloganGroups: SloganGroup[] = [
  {
    usage: 'Signature de marque',
    slogans: [siteConfig.tagline, 'Vos processus, augmentés.', 'L’IA utile, sans jargon.'],
  },
  {
    usage: 'Assistants IA',
    slogans: [
      'Des assistants IA qui travaillent pendant que vous développez votre entreprise.',
      'Votre équipe, renforcée par des assistants disponibles 24 h/24.',
    ],
  },
  {
    usage: 'Automatisation',
    slogans: ['Automatisez l’ennuyeux, gardez l’essentiel.', 'Moins de saisie, plus de décisions.', 'Connectez vos outils, libérez vos équipes.'],
  },
  {
    usage: 'Développement sur mesure',
    slogans: ['Du code sur mesure, livré avec méthode.', 'Des applications solides, pensées pour durer.'],
  },
];

/** Lengths that matter when a slogan goes into an ad or a social post. */
export const sloganLimits = [
  { max: 30, label: 'un titre d’annonce' },
  { max: 90, label: 'une description d’annonce' },
];
