import { agencyPeople, fullName } from '../../../domain/business-cards/agency-people';

export interface TeamMember {
  name: string;
  role: string;
  title: string;
  years: number;
  experienceDetail: string;
  bio: string;
  expertise: string[];
  achievements: string[];
  languages: string[];
}

export const teamMembers: TeamMember[] = [
  {
    name: fullName(agencyPeople[0]!),
    role: 'CEO',
    title: 'Fondateur, architecte IA et logiciel',
    years: 17,
    experienceDetail: "17 ans d'expérience\u00a0: développement, architecture Symfony et intégration d'IA en entreprise",
    bio: "Ancien directeur technique, il conçoit des architectures robustes et des assistants IA qui s'intègrent aux outils existants des PME.",
    expertise: ['Architecture logicielle et Symfony', 'Assistants IA et modèles de langage', 'Automatisation des processus métier', 'Performance, sécurité et DevOps'],
    achievements: [
      "Plus de 200 projets livrés pour des PME et des ETI",
      "Automatisation de la comptabilité fournisseurs d'un groupe de 12 filiales",
      'Migration sans interruption de plateformes à fort trafic',
    ],
    languages: ['Français (natif)', 'Anglais (courant)', 'Espagnol (professionnel)'],
  },
  {
    name: fullName(agencyPeople[1]!),
    role: 'CMO',
    title: 'Directrice marketing et expérience client',
    years: 12,
    experienceDetail: "12 ans d'expérience\u00a0: marketing digital, acquisition et conduite du changement",
    bio: "Elle traduit les besoins métiers en parcours clairs et accompagne les équipes dans l'adoption de leurs nouveaux outils.",
    expertise: ['Stratégie marketing et acquisition', 'Parcours client et conversion', 'Conduite du changement', 'Contenus et formation des équipes'],
    achievements: [
      '+40 % de ROI moyen mesuré sur les projets accompagnés',
      "Lancement de plus de 50 campagnes d'acquisition B2B",
      "Programme de formation à l'IA suivi par 300 collaborateurs",
    ],
    languages: ['Français (natif)', 'Anglais (courant)', 'Italien (intermédiaire)'],
  },
];

export const methodology = [
  { step: 'Immersion et analyse', text: 'Nous observons vos processus, vos outils et vos irritants pour chiffrer le gain réel avant de proposer quoi que ce soit.' },
  { step: 'Conception sur mesure', text: 'Nous dessinons la solution adaptée à votre métier\u00a0: assistant IA, workflow automatisé, application ou site web.' },
  { step: 'Déploiement et intégration', text: 'Nous branchons la solution sur vos outils existants, testons avec vos équipes et mettons en production sans rupture.' },
  { step: 'Accompagnement et évolution', text: 'Nous formons vos équipes, suivons les résultats et faisons évoluer la solution avec votre activité.' },
];
