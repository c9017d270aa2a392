export interface Article {
  slug: string;
  title: string;
  date: string;
  dateLabel: string;
  readingMinutes: number;
  summary: string;
  body: string[];
}

export const articles: Article[] = [
  {
    slug: 'cinq-taches-a-automatiser',
    title: 'Cinq tâches à automatiser en premier dans une PME',
    date: '2025-03-18',
    dateLabel: '18 mars 2025',
    readingMinutes: 4,
    summary: 'Relances, saisie de factures, comptes rendus\u00a0: par où commencer pour gagner du temps dès le premier mois.',
    body: [
      'Les meilleures automatisations sont rarement les plus spectaculaires. Ce sont celles qui reviennent chaque jour et que personne n’aime faire\u00a0: relancer un devis, saisir une facture fournisseur, recopier un contact dans le CRM.',
      'Nous conseillons de commencer par les relances commerciales, l’extraction des factures, la prise de rendez-vous, la synthèse des réunions et le tri des e-mails entrants. Chacune se met en place en quelques jours et libère plusieurs heures par semaine.',
      'La règle\u00a0: mesurer le temps passé avant, automatiser une tâche à la fois, puis mesurer à nouveau. C’est ainsi que nos clients atteignent un ROI moyen de +40 %.',
    ],
  },
  {
    slug: 'assistant-ia-ou-workflow',
    title: 'Assistant IA ou workflow automatisé\u00a0: que choisir\u00a0?',
    date: '2025-02-04',
    dateLabel: '4 février 2025',
    readingMinutes: 5,
    summary: 'Un workflow exécute une suite d’étapes connues\u00a0; un assistant comprend une demande. Les deux se complètent.',
    body: [
      'Un workflow automatisé suit un scénario fixe\u00a0: quand une facture arrive, l’enregistrer, la rapprocher, prévenir le comptable. Il est fiable, prévisible et peu coûteux.',
      'Un assistant IA comprend une demande formulée librement, cherche l’information dans vos documents et rédige une réponse. Il excelle là où les cas sont variés\u00a0: support client, questions RH, préparation de devis.',
      'Dans la plupart des PME, la bonne réponse est de combiner les deux\u00a0: l’assistant comprend et décide, le workflow exécute. C’est ce que nous appelons un écosystème d’automatisation.',
    ],
  },
  {
    slug: 'rgpd-et-ia',
    title: 'IA et RGPD\u00a0: les cinq questions à poser à votre prestataire',
    date: '2025-01-14',
    dateLabel: '14 janvier 2025',
    readingMinutes: 6,
    summary: 'Où sont hébergées les données, qui y accède, combien de temps sont-elles gardées\u00a0? Les bonnes questions avant de signer.',
    body: [
      'Confier des données à un outil d’IA n’a rien d’anodin. Avant de signer, demandez où sont hébergées les données, si elles servent à entraîner des modèles, qui peut y accéder, combien de temps elles sont conservées et comment exercer les droits des personnes concernées.',
      'Un prestataire sérieux répond par écrit et précisément. Chez nous\u00a0: hébergement en France, aucune réutilisation pour l’entraînement, accès journalisés, durées de conservation publiées dans notre politique de confidentialité.',
    ],
  },
];
