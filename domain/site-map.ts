/** The sitemap page's categories and URLs (public-site §2, sitemap page). */
export const siteMapCategories = [
  {
    title: 'Pages principales',
    pages: [
      { path: '/', label: 'Accueil — Notre vision' },
      { path: '/team', label: 'Notre équipe' },
      { path: '/join-us', label: 'Nous rejoindre' },
      { path: '/contact', label: 'Contact' },
      { path: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Solutions IA',
    pages: [
      { path: '/workflows-assistants', label: 'Workflows & assistants IA' },
      { path: '/solutions-ia', label: 'Solutions IA' },
      { path: '/assistants-ia', label: 'Assistants IA' },
      { path: '/workflows-automatises', label: 'Workflows automatisés' },
      { path: '/workflow-studio', label: 'Studio workflows' },
    ],
  },
  {
    title: 'Développement et expertise',
    pages: [
      { path: '/developpement-web', label: 'Développement web' },
      { path: '/web-dev', label: 'Solutions web sur mesure' },
      { path: '/expert-ia', label: 'Expert IA et conseil' },
      { path: '/architecture-code', label: 'Architecture de code' },
    ],
  },
  {
    title: 'Offres et démonstrations',
    pages: [
      { path: '/pricing', label: 'Tarifs' },
      { path: '/assistant-creator-showcase', label: "Créateur d'assistants" },
      { path: '/demo/assistant-creator', label: "Démo du créateur d'assistants" },
    ],
  },
  {
    title: 'Aide et informations',
    pages: [
      { path: '/faq', label: 'Questions fréquentes' },
      { path: '/politique-confidentialite', label: 'Politique de confidentialité' },
      { path: '/sitemap', label: 'Plan du site' },
    ],
  },
] as const;

export const siteMapPageCount = siteMapCategories.reduce((total, category) => total + category.pages.length, 0);
