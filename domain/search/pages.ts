import type { SearchComponent, SearchPage } from './index-types';

/**
 * The searchable French text of each public page. Only the paths the site really pre-renders
 * make it into the index, so a page listed here before it exists never becomes a dead link.
 */
export const pageTexts: Record<string, Omit<SearchPage, 'path'>> = {
  '/': {
    title: 'Accueil',
    description: 'Agence IA et développement web pour les PME : assistants IA, workflows automatisés, solutions sur mesure.',
    content: '100+ projets livrés, réponse sous 24h, ROI moyen +40 %. Audit gratuit de 30 minutes, appel découverte, témoignages clients.',
  },
  '/contact': {
    title: 'Contact',
    description: 'Envoyez votre brief projet, demandez un devis ou un rappel sous 24h.',
    content: 'Réponse sous 2 h, devis sous 24h, rappel sous 24h. Téléphone, e-mail, formulaire de brief, sélection de solutions.',
  },
  '/workflows-assistants': {
    title: 'Workflows & Assistants IA',
    description: 'Le catalogue des assistants IA premium, des spécialistes RH et des workflows automatisés.',
    content: 'Filtres par capacités et secteurs, favoris, solutions complémentaires, plus de 500 intégrations, automatisation n8n.',
  },
  '/assistants-ia': {
    title: 'Assistants IA',
    description: 'Les quatre assistants IA premium : comptabilité, finance, ventes, marketing.',
    content: 'Recherche par nom ou spécialité, compétences, profils détaillés, tarifs mensuels de 550 à 580 €.',
  },
  '/employees': {
    title: 'Nos employés IA',
    description: 'Les assistants IA prêts à travailler pour votre entreprise.',
    content: 'Comptable, directeur financier, directrice commerciale, directeur marketing. Voir le profil, démonstration gratuite.',
  },
  '/team': {
    title: 'Notre Équipe',
    description: 'Les fondateurs de l’agence, leur méthode et leurs réalisations.',
    content: 'CEO et CMO, expertise, méthodologie en quatre étapes : immersion, conception sur mesure, déploiement, accompagnement. Portfolio et témoignages.',
  },
  '/join-us': {
    title: 'Nous Rejoindre',
    description: 'Carrières : candidature spontanée et postes commerciaux.',
    content: 'Processus de recrutement en trois étapes, réponse sous 48h, égalité des chances, recrutement transparent.',
  },
  '/pricing': {
    title: 'Tarifs freelance',
    description: 'Taux journaliers du développement sur mesure, de 350 à 900 € par jour.',
    content: 'Mission courte, moyenne ou longue, TJM, devis, expert senior et transmission, garantie satisfaction.',
  },
  '/web-dev': {
    title: 'Développement web',
    description: 'Sites et applications web sur mesure, rapides et maintenables.',
    content: 'Technologies, prestations IA, expertise, DevOps et infrastructure, tarifs à partir de 600 € par jour.',
  },
  '/expert-ia': {
    title: 'Expert IA et conseil',
    description: 'Conseil en architecture Symfony, intelligence artificielle et performance.',
    content: 'Architecture logicielle, IA, performance et DevOps, bénéfices de l’IA pour votre entreprise.',
  },
  '/temoignages': {
    title: 'Témoignages',
    description: 'Ce que nos clients disent de nos assistants et de nos projets.',
    content: 'Avis vérifiés, notes 5 étoiles, retours de PME françaises.',
  },
  '/portfolio': {
    title: 'Portfolio',
    description: 'Nos réalisations, en cours de refonte.',
    content: 'Projets clients, études de cas, demande de portfolio.',
  },
  '/politique-confidentialite': {
    title: 'Politique de confidentialité',
    description: 'Données collectées, finalités, durées de conservation et vos droits RGPD.',
    content: 'RGPD, cookies, consentement, mesure d’audience, droit d’accès, rectification, suppression, sécurité.',
  },
  '/sitemap': {
    title: 'Plan du site',
    description: 'Toutes les pages du site, par catégorie.',
    content: 'Accueil, équipe, carrières, contact, solutions IA, développement web, FAQ.',
  },
  '/assistant-creator-showcase': {
    title: 'Créateur d’assistant',
    description: 'Démonstration de la création d’un assistant IA sur mesure.',
    content: 'Super assistant, détection de vos outils, workflow personnalisé.',
  },
};

/** Site features a visitor may look for by name. */
export const searchComponents: Record<string, SearchComponent> = {
  'Ma sélection': { description: 'Votre liste de solutions retenues, envoyée avec votre demande de devis.', path: '/contact' },
  'Demande de rappel': { description: 'Être rappelé sous 24h par un expert.', path: '/contact?callback=true' },
  'Brief projet': { description: 'Décrivez votre projet et recevez un devis sous 24h.', path: '/contact' },
  'Audit gratuit': { description: 'Un audit gratuit de 30 minutes de vos tâches à automatiser.', path: '/contact?audit=true' },
  'Démonstration': { description: 'Une démonstration gratuite d’un assistant IA.', path: '/contact?type=demo' },
  'Essai gratuit': { description: 'Un essai gratuit de nos assistants IA, sur demande.', path: '/contact?type=trial' },
};

export const searchAliases: Record<string, string> = {
  compta: 'comptabilité',
  comptabilite: 'comptabilité',
  daf: 'finance',
  rh: 'ressources humaines',
  vente: 'ventes',
  commerciale: 'commercial',
  prix: 'tarifs',
  tarif: 'tarifs',
  tjm: 'tarifs',
  devis: 'contact',
  rappel: 'contact',
  equipe: 'équipe',
  carriere: 'recrutement',
  emploi: 'recrutement',
  job: 'recrutement',
  site: 'web',
  automatisation: 'workflows',
  automatiser: 'workflows',
  bot: 'assistant',
  chatbot: 'assistant',
};

export const searchPhonetics: Record<string, string> = {
  asistant: 'assistant',
  assistan: 'assistant',
  komptable: 'comptable',
  contable: 'comptable',
  markéting: 'marketing',
  marketting: 'marketing',
  workflo: 'workflow',
  worflow: 'workflow',
  devi: 'devis',
  tarrif: 'tarif',
};

export const defaultSuggestions = [
  'Assistant comptable',
  'Tarifs',
  'Workflows automatisés',
  'Devis gratuit',
  'Développement web',
  'Démonstration',
  'Recrutement',
  'Notre équipe',
];
