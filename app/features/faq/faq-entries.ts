export const faqEntries = [
  {
    question: 'Combien coûte un assistant IA\u00a0?',
    answer: 'Nos assistants premium coûtent de 550 à 580 € par mois, les assistants prêts à l’emploi à partir de 199 € par mois. Le devis détaillé vous parvient sous 24 h.',
  },
  {
    question: 'En combien de temps un projet démarre-t-il\u00a0?',
    answer: 'Nous démarrons sous 48 h après validation du devis. Un assistant prêt à l’emploi est opérationnel en quelques jours\u00a0; un projet sur mesure suit un planning établi ensemble.',
  },
  {
    question: 'Mes données restent-elles confidentielles\u00a0?',
    answer: 'Oui. Hébergement en France, accès restreints, aucune revente ni réutilisation de vos données pour entraîner des modèles. Le détail figure dans notre politique de confidentialité.',
  },
  {
    question: 'Faut-il changer nos outils actuels\u00a0?',
    answer: 'Non. Nos assistants et workflows se branchent sur vos outils existants\u00a0: messagerie, CRM, logiciel comptable, agenda, ERP. Plus de 500 intégrations sont disponibles.',
  },
  {
    question: 'Que se passe-t-il si les objectifs ne sont pas atteints\u00a0?',
    answer: 'Nous fixons ensemble des objectifs mesurables avant de commencer. S’ils ne sont pas atteints, nous vous remboursons.',
  },
  {
    question: 'Proposez-vous un audit gratuit\u00a0?',
    answer: 'Oui\u00a0: un audit gratuit de 30 minutes pour repérer les tâches automatisables et estimer le gain attendu, sans engagement.',
  },
  {
    question: 'Quel est votre tarif pour une mission de développement\u00a0?',
    answer: 'Notre taux journalier va de 350 à 900 € selon la durée de la mission et le niveau d’expertise. La grille complète est sur la page Tarifs.',
  },
  {
    question: 'Sous quel délai répondez-vous\u00a0?',
    answer: 'Nous répondons aux messages sous 2 h en journée, envoyons les devis sous 24 h et rappelons sous 24 h si vous le demandez.',
  },
];
