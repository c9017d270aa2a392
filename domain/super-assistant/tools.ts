/** The business tools the super assistant knows how to detect and connect. */
export type ToolCategory = 'communication' | 'storage' | 'productivity' | 'social' | 'finance';
export type Suite = 'gmail' | 'microsoft' | 'corporate' | 'startup';
export type DetectionSource = 'direct_domain' | 'email_pattern' | 'smart_suggestion';

interface ToolDefinition {
  id: string;
  name: string;
  /** Key of the icon the interface draws. */
  icon: string;
  category: ToolCategory;
  autoDetectPatterns: string[];
  connectedTools: string[];
  businessValue: string;
}

export interface DetectedTool extends ToolDefinition {
  confidence: number;
  detectionReason: string;
  source: DetectionSource;
  suite: Suite | null;
}

const tool = (
  id: string,
  name: string,
  icon: string,
  category: ToolCategory,
  connectedTools: string[],
  businessValue: string,
  autoDetectPatterns: string[] = [],
): ToolDefinition => ({ id, name, icon, category, connectedTools, businessValue, autoDetectPatterns });

export const toolCatalogue: Record<string, ToolDefinition> = Object.fromEntries(
  [
    tool('gmail', 'Gmail', 'mail', 'communication', ['google-calendar', 'google-sheets', 'google-drive', 'hubspot', 'slack'], 'Tri et réponses automatiques des e-mails', ['gmail.com', 'googlemail.com']),
    tool('google-calendar', 'Google Agenda', 'calendar', 'productivity', ['gmail', 'google-meet'], 'Prise de rendez-vous sans aller-retour'),
    tool('google-drive', 'Google Drive', 'hard-drive', 'storage', ['gmail', 'google-sheets'], 'Documents classés et partagés automatiquement'),
    tool('google-sheets', 'Google Sheets', 'sheet', 'productivity', ['gmail', 'google-drive'], 'Tableaux de bord mis à jour en continu'),
    tool('google-meet', 'Google Meet', 'video', 'communication', ['google-calendar'], 'Visioconférences planifiées d’un clic'),
    tool('outlook', 'Outlook', 'mail', 'communication', ['teams', 'excel', 'onedrive', 'salesforce'], 'Boîte de réception priorisée par l’IA', ['outlook.com', 'hotmail.com', 'live.com']),
    tool('teams', 'Microsoft Teams', 'users', 'communication', ['outlook', 'sharepoint', 'salesforce'], 'Équipe alertée au bon moment'),
    tool('onedrive', 'OneDrive', 'cloud', 'storage', ['outlook', 'excel'], 'Pièces jointes archivées sans effort'),
    tool('excel', 'Excel', 'sheet', 'productivity', ['outlook', 'onedrive', 'sharepoint', 'pennylane'], 'Reporting généré automatiquement'),
    tool('sharepoint', 'SharePoint', 'folder', 'storage', ['teams', 'excel'], 'Base documentaire toujours à jour'),
    tool('salesforce', 'Salesforce', 'target', 'productivity', ['outlook', 'teams', 'linkedin'], 'Pipeline commercial alimenté automatiquement', ['salesforce.com']),
    tool('slack', 'Slack', 'message-square', 'communication', ['notion', 'hubspot', 'gmail'], 'Notifications utiles, sans bruit', ['slack.com']),
    tool('notion', 'Notion', 'notebook', 'productivity', ['slack'], 'Procédures et comptes rendus centralisés', ['notion.so']),
    tool('hubspot', 'HubSpot', 'target', 'productivity', ['gmail', 'slack', 'stripe', 'linkedin', 'mailchimp'], 'Suivi des prospects sans saisie manuelle', ['hubspot.com']),
    tool('stripe', 'Stripe', 'credit-card', 'finance', ['hubspot', 'pennylane', 'shopify'], 'Paiements rapprochés automatiquement', ['stripe.com']),
    tool('pennylane', 'Pennylane', 'calculator', 'finance', ['stripe', 'excel'], 'Comptabilité tenue au fil de l’eau'),
    tool('shopify', 'Shopify', 'shopping-cart', 'finance', ['stripe', 'mailchimp'], 'Commandes traitées de bout en bout', ['shopify.com']),
    tool('mailchimp', 'Mailchimp', 'send', 'social', ['hubspot', 'shopify'], 'Campagnes déclenchées au bon moment'),
    tool('linkedin', 'LinkedIn', 'briefcase', 'social', ['hubspot', 'salesforce'], 'Prospection B2B suivie dans le CRM'),
    tool('yahoo-mail', 'Yahoo Mail', 'mail', 'communication', [], 'Messagerie centralisée', ['yahoo.com', 'yahoo.fr']),
    tool('icloud-mail', 'iCloud Mail', 'mail', 'communication', [], 'Messagerie synchronisée', ['icloud.com', 'me.com']),
  ].map((definition) => [definition.id, definition]),
);
