import type { AssistantProfile } from './profile-types';

/** Profiles of the four premium assistants (ids 1001-1004, as on the assistants list). */
export const premiumProfiles: AssistantProfile[] = [
  {
    id: 1001,
    name: 'Antoine Mercier',
    role: 'Directeur administratif et financier IA',
    skills: [
      { name: 'Prévisions de trésorerie', level: 96 },
      { name: 'Analyse financière', level: 94 },
      { name: 'Contrôle de gestion', level: 90 },
      { name: 'Tableaux de bord', level: 92 },
      { name: 'Budget prévisionnel', level: 88 },
    ],
    hourlyRate: 60,
    rating: 5,
    overview: 'Un DAF disponible à toute heure pour piloter votre trésorerie et vos marges.',
    detailedDescription:
      'Antoine se connecte à votre banque et à votre comptabilité pour suivre vos encaissements, prévoir votre trésorerie à 13 semaines et préparer vos budgets. Il repère les dérives de marge, prépare vos dossiers bancaires et vous livre chaque mois un reporting clair, commenté et prêt à partager.',
    experience: [
      { title: 'Pilotage financier de PME industrielles', company: 'Missions Synapse IA', period: '2023 - aujourd’hui' },
      { title: 'Prévisions de trésorerie multi-entités', company: 'Groupes de distribution', period: '2021 - 2023' },
    ],
    education: [
      { degree: 'Modèle entraîné sur les normes comptables françaises (PCG)', institution: 'Synapse IA Lab', year: '2024' },
      { degree: 'Spécialisation contrôle de gestion', institution: 'Synapse IA Lab', year: '2023' },
    ],
    services: ['Prévision de trésorerie glissante', 'Budget annuel et révisions', 'Reporting mensuel commenté', 'Préparation des dossiers bancaires'],
    testimonials: [
      { content: 'Nous voyons enfin notre trésorerie trois mois à l’avance. Un vrai soulagement.', author: 'Claire Dubois', company: 'Maison Verdier', rating: 5 },
      { content: 'Le reporting mensuel arrive le 2 du mois, commenté. Notre banquier est impressionné.', author: 'Marc Giraud', company: 'Giraud Industrie', rating: 5 },
    ],
    similarEmployees: [1004, 1002],
  },
  {
    id: 1002,
    name: 'Camille Laurent',
    role: 'Directrice commerciale IA',
    skills: [
      { name: 'Prospection B2B', level: 95 },
      { name: 'Qualification de leads', level: 93 },
      { name: 'Relances automatiques', level: 97 },
      { name: 'Suivi du pipeline', level: 91 },
      { name: 'Prévisions de ventes', level: 87 },
    ],
    hourlyRate: 65,
    rating: 5,
    overview: 'Une directrice commerciale qui ne laisse passer aucune opportunité.',
    detailedDescription:
      'Camille qualifie chaque lead entrant, rédige des relances personnalisées et tient votre CRM à jour sans ressaisie. Elle signale les affaires à traiter en priorité, prépare vos rendez-vous et prévoit votre chiffre d’affaires du trimestre à partir du pipeline réel.',
    experience: [
      { title: 'Organisation commerciale de PME B2B', company: 'Missions Synapse IA', period: '2023 - aujourd’hui' },
      { title: 'Séquences de prospection multicanales', company: 'Éditeurs de logiciels', period: '2022 - 2023' },
    ],
    education: [{ degree: 'Spécialisation vente consultative B2B', institution: 'Synapse IA Lab', year: '2024' }],
    services: ['Qualification des leads entrants', 'Séquences de relance', 'Préparation des rendez-vous', 'Prévision des ventes'],
    testimonials: [
      { content: 'Nos relances partent toutes seules et nos commerciaux ne ratent plus une opportunité.', author: 'Thomas Lefèvre', company: 'Atlantique Équipements', rating: 5 },
      { content: 'Le pipeline est enfin fiable, nos prévisions aussi.', author: 'Nadia Benali', company: 'Logicia', rating: 5 },
    ],
    similarEmployees: [1003, 1001],
  },
  {
    id: 1003,
    name: 'Léa Moreau',
    role: 'Directrice marketing IA',
    skills: [
      { name: 'Stratégie de contenu', level: 94 },
      { name: 'Campagnes e-mailing', level: 92 },
      { name: 'SEO', level: 89 },
      { name: 'Réseaux sociaux', level: 93 },
      { name: 'Analyse de performance', level: 90 },
    ],
    hourlyRate: 63,
    rating: 5,
    overview: 'Votre marketing planifié, produit et mesuré, semaine après semaine.',
    detailedDescription:
      'Léa construit votre calendrier éditorial, rédige articles, newsletters et publications, puis mesure ce qui génère vraiment des contacts. Elle ajuste vos budgets publicitaires et vous remet un rapport mensuel clair sur le coût de chaque lead.',
    experience: [
      { title: 'Marketing de contenu pour PME', company: 'Missions Synapse IA', period: '2023 - aujourd’hui' },
      { title: 'Campagnes d’acquisition payantes', company: 'Marques e-commerce', period: '2022 - 2023' },
    ],
    education: [{ degree: 'Spécialisation marketing digital et SEO', institution: 'Synapse IA Lab', year: '2024' }],
    services: ['Calendrier éditorial', 'Campagnes e-mail et nurturing', 'Gestion des réseaux sociaux', 'Rapport de performance mensuel'],
    testimonials: [
      { content: 'Quatre fois plus de contenus publiés, et des leads mieux qualifiés.', author: 'Sophie Martin', company: 'Atelier Lumen', rating: 5 },
      { content: 'Le rapport mensuel nous a fait couper deux campagnes inutiles.', author: 'Julien Roux', company: 'Roux & Fils', rating: 5 },
    ],
    similarEmployees: [1002, 1007],
  },
  {
    id: 1004,
    name: 'Hugo Bernard',
    role: 'Assistant comptable IA',
    skills: [
      { name: 'Saisie comptable', level: 98 },
      { name: 'Rapprochement bancaire', level: 96 },
      { name: 'Notes de frais', level: 94 },
      { name: 'Déclarations de TVA', level: 90 },
      { name: 'Relances fournisseurs', level: 88 },
    ],
    hourlyRate: 62,
    rating: 5,
    overview: 'Une comptabilité à jour chaque jour, prête pour votre expert-comptable.',
    detailedDescription:
      'Hugo collecte vos factures dans vos e-mails, les saisit, rapproche vos relevés bancaires et prépare vos déclarations de TVA. Votre expert-comptable reçoit un dossier complet et vous gardez une vision à jour de vos comptes.',
    experience: [
      { title: 'Tenue comptable de TPE et PME', company: 'Missions Synapse IA', period: '2023 - aujourd’hui' },
      { title: 'Assistance aux cabinets d’expertise comptable', company: 'Cabinets partenaires', period: '2022 - 2023' },
    ],
    education: [{ degree: 'Modèle entraîné sur le plan comptable général', institution: 'Synapse IA Lab', year: '2024' }],
    services: ['Collecte et saisie des pièces', 'Rapprochement bancaire quotidien', 'Préparation de la TVA', 'Gestion des notes de frais'],
    testimonials: [
      { content: 'Nos rapprochements bancaires prennent trois fois moins de temps.', author: 'Claire Dubois', company: 'Maison Verdier', rating: 5 },
      { content: 'Notre cabinet reçoit enfin des dossiers complets à chaque clôture.', author: 'Paul Lemoine', company: 'Lemoine Conseil', rating: 5 },
    ],
    similarEmployees: [1001],
  },
];
