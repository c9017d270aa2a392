export const technologies = [
  { group: 'Back-end', items: ['PHP 8 et Symfony', 'Node.js et TypeScript', 'API REST et GraphQL', 'PostgreSQL, MySQL, Redis'] },
  { group: 'Front-end', items: ['React et Next.js', 'Vue.js', 'Tailwind CSS', 'Accessibilité RGAA'] },
  { group: 'IA', items: ['OpenAI et Mistral', 'RAG et bases vectorielles', 'Agents et outils', 'n8n et Make'] },
  { group: 'Infrastructure', items: ['Docker', 'CI/CD GitLab et GitHub', 'AWS, OVHcloud, Scaleway', 'Supervision et alertes'] },
];

export const aiServices = [
  { title: 'Assistant IA intégré', text: 'Un assistant branché sur vos données et vos outils, dans votre application ou votre intranet.' },
  { title: 'Recherche augmentée (RAG)', text: 'Vos documents interrogeables en langage naturel, avec sources citées et droits respectés.' },
  { title: 'Automatisation intelligente', text: 'Tri des e-mails, extraction de factures, synthèse de comptes rendus\u00a0: l’IA dans vos processus.' },
];

export const expertise = [
  { title: 'Architecture Symfony', text: 'Applications métier maintenables\u00a0: domaine clair, tests, découpage en modules.' },
  { title: 'Reprise de projets', text: 'Audit, sécurisation et modernisation progressive de bases de code existantes.' },
  { title: 'Performance', text: 'Temps de réponse, Core Web Vitals, cache et requêtes optimisées.' },
];

export const devops = ['Conteneurisation Docker et environnements reproductibles', 'Pipelines CI/CD avec tests et déploiement continu', 'Hébergement en France, sauvegardes et plan de reprise', 'Supervision, journaux centralisés et alertes'];
