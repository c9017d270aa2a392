import type { ToolCategory } from './tools';

export interface ConnectionRule {
  source: string;
  target: string;
  type: string;
  confidence: number;
  action: string;
  explanation: string;
  businessImpact: string;
  /** Links the agency deploys first: they get the priority boost. */
  priority?: boolean;
}

const rule = (source: string, target: string, type: string, confidence: number, action: string, explanation: string, businessImpact: string, priority = false): ConnectionRule => ({
  source, target, type, confidence, action, explanation, businessImpact, ...(priority ? { priority } : {}),
});

export const connectionRules: ConnectionRule[] = [
  rule('gmail', 'google-calendar', 'scheduling', 0.95, 'Créer les rendez-vous depuis les e-mails', 'Les demandes de rendez-vous reçues par e-mail deviennent des événements confirmés.', 'Plus aucun aller-retour pour fixer un créneau', true),
  rule('gmail', 'google-sheets', 'data_sync', 0.92, 'Extraire les demandes vers un tableau', 'Chaque demande entrante est résumée par l’IA et ajoutée au suivi.', 'Suivi des demandes sans saisie'),
  rule('gmail', 'google-drive', 'file_sync', 0.9, 'Classer les pièces jointes', 'Factures, devis et contrats sont rangés automatiquement dans le bon dossier.', 'Documents retrouvés en quelques secondes'),
  rule('gmail', 'hubspot', 'lead_capture', 0.93, 'Créer un contact CRM par prospect', 'Chaque nouveau prospect écrit par e-mail est créé et qualifié dans le CRM.', 'Aucun prospect oublié', true),
  rule('gmail', 'slack', 'notification', 0.88, 'Alerter l’équipe des e-mails urgents', 'L’IA repère les messages urgents et prévient le bon canal.', 'Réponse client plus rapide'),
  rule('google-calendar', 'google-meet', 'scheduling', 0.94, 'Ajouter la visio à chaque rendez-vous', 'Le lien de visioconférence est créé et envoyé avec l’invitation.', 'Rendez-vous prêts sans effort'),
  rule('google-sheets', 'google-drive', 'reporting', 0.85, 'Archiver les rapports mensuels', 'Un rapport PDF est généré et archivé chaque fin de mois.', 'Reporting sans manipulation'),
  rule('outlook', 'teams', 'notification', 0.93, 'Notifier l’équipe des e-mails clients', 'Les e-mails clients importants sont relayés dans le canal de l’équipe.', 'Réactivité accrue', true),
  rule('outlook', 'excel', 'data_sync', 0.9, 'Consolider les demandes dans Excel', 'Les demandes reçues alimentent un classeur de suivi partagé.', 'Suivi centralisé'),
  rule('outlook', 'onedrive', 'file_sync', 0.9, 'Archiver les pièces jointes', 'Les pièces jointes sont classées dans OneDrive par client.', 'Documents retrouvés en quelques secondes'),
  rule('outlook', 'salesforce', 'lead_capture', 0.92, 'Créer les opportunités depuis les e-mails', 'Chaque demande commerciale devient une opportunité qualifiée.', 'Pipeline toujours à jour', true),
  rule('teams', 'sharepoint', 'file_sync', 0.88, 'Publier les documents d’équipe', 'Les fichiers partagés en réunion sont rangés dans SharePoint.', 'Base documentaire à jour'),
  rule('excel', 'sharepoint', 'reporting', 0.86, 'Diffuser les tableaux de bord', 'Les tableaux de bord sont publiés chaque semaine.', 'Décisions sur des chiffres frais'),
  rule('excel', 'onedrive', 'file_sync', 0.84, 'Sauvegarder les classeurs', 'Chaque version des classeurs est sauvegardée.', 'Zéro perte de données'),
  rule('salesforce', 'teams', 'notification', 0.89, 'Annoncer les affaires gagnées', 'L’équipe est prévenue à chaque signature.', 'Équipe alignée'),
  rule('slack', 'notion', 'knowledge', 0.9, 'Transformer les discussions en documentation', 'Les décisions prises dans Slack sont résumées dans Notion.', 'Savoir conservé'),
  rule('hubspot', 'slack', 'notification', 0.91, 'Signaler les prospects chauds', 'Un prospect qui s’engage déclenche une alerte commerciale.', 'Rappels au bon moment', true),
  rule('stripe', 'hubspot', 'data_sync', 0.9, 'Mettre à jour le CRM après paiement', 'Chaque paiement met à jour la fiche client.', 'Vision client complète'),
  rule('stripe', 'pennylane', 'accounting', 0.94, 'Rapprocher les paiements en comptabilité', 'Les encaissements sont rapprochés automatiquement des factures.', 'Clôture mensuelle accélérée', true),
  rule('shopify', 'stripe', 'payment', 0.93, 'Encaisser et suivre les commandes', 'Chaque commande est suivie jusqu’au paiement.', 'Trésorerie maîtrisée'),
  rule('shopify', 'mailchimp', 'marketing', 0.89, 'Relancer les paniers abandonnés', 'Une séquence personnalisée part après un panier abandonné.', 'Ventes récupérées'),
  rule('linkedin', 'hubspot', 'lead_capture', 0.88, 'Importer les contacts LinkedIn', 'Les contacts prospectés sont créés dans le CRM avec leur historique.', 'Prospection suivie'),
  rule('linkedin', 'salesforce', 'lead_capture', 0.87, 'Suivre la prospection LinkedIn', 'Les échanges LinkedIn alimentent les opportunités.', 'Prospection suivie'),
  rule('mailchimp', 'hubspot', 'marketing', 0.86, 'Qualifier les contacts engagés', 'Ouvertures et clics enrichissent le score des contacts.', 'Campagnes mieux ciblées'),
  rule('pennylane', 'excel', 'reporting', 0.85, 'Générer le tableau de trésorerie', 'La trésorerie prévisionnelle est mise à jour chaque semaine.', 'Pilotage financier simplifié'),
];

/** Known automation recipes: a connection that matches one is boosted (public-site §9). */
export const automationPatterns: Array<{ name: string; sources: string[]; targets: string[] }> = [
  { name: 'Prospect vers CRM', sources: ['gmail', 'outlook', 'linkedin'], targets: ['hubspot', 'salesforce'] },
  { name: 'Paiement vers comptabilité', sources: ['stripe', 'shopify'], targets: ['pennylane', 'stripe'] },
  { name: 'Rendez-vous en visio', sources: ['gmail', 'google-calendar'], targets: ['google-calendar', 'google-meet'] },
];

/** How naturally two categories of tools work together, for links no rule describes (0.75 to 0.88). */
export const categoryPairWeights: Record<string, number> = {
  'communication|productivity': 0.88,
  'productivity|storage': 0.85,
  'finance|productivity': 0.84,
  'communication|storage': 0.82,
  'productivity|social': 0.8,
  'communication|social': 0.78,
  'communication|finance': 0.76,
  'finance|storage': 0.75,
};

export const pairKey = (a: ToolCategory, b: ToolCategory): string => [a, b].sort().join('|');
