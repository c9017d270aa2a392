import type { IconName } from './types';

interface IntegrationDisplay {
  name: string;
  icon: IconName;
  color: string;
  /** Higher shows first. */
  priority: number;
}

/** The tools shown in the « outils supportés » grid and used to order integration chips. */
export const integrationCatalogue: IntegrationDisplay[] = [
  { name: 'Gmail', icon: 'mail', color: '#ea4335', priority: 10 },
  { name: 'Outlook', icon: 'mail', color: '#0078d4', priority: 10 },
  { name: 'Slack', icon: 'message', color: '#e01e5a', priority: 10 },
  { name: 'Microsoft Teams', icon: 'video', color: '#6264a7', priority: 9 },
  { name: 'Google Sheets', icon: 'table', color: '#0f9d58', priority: 10 },
  { name: 'Excel', icon: 'table', color: '#217346', priority: 9 },
  { name: 'HubSpot', icon: 'target', color: '#ff7a59', priority: 9 },
  { name: 'Salesforce', icon: 'cloud', color: '#00a1e0', priority: 9 },
  { name: 'Pipedrive', icon: 'target', color: '#1a9c5b', priority: 7 },
  { name: 'Notion', icon: 'file-text', color: '#e5e7eb', priority: 8 },
  { name: 'Airtable', icon: 'database', color: '#18bfff', priority: 7 },
  { name: 'Trello', icon: 'briefcase', color: '#0079bf', priority: 6 },
  { name: 'Asana', icon: 'briefcase', color: '#f06a6a', priority: 6 },
  { name: 'Monday.com', icon: 'briefcase', color: '#ff3d57', priority: 6 },
  { name: 'Jira', icon: 'code', color: '#2684ff', priority: 6 },
  { name: 'GitHub', icon: 'code', color: '#c9d1d9', priority: 6 },
  { name: 'Google Drive', icon: 'cloud', color: '#fbbc04', priority: 8 },
  { name: 'Dropbox', icon: 'cloud', color: '#0061ff', priority: 5 },
  { name: 'OneDrive', icon: 'cloud', color: '#0364b8', priority: 5 },
  { name: 'Google Calendar', icon: 'calendar', color: '#4285f4', priority: 8 },
  { name: 'Calendly', icon: 'calendar', color: '#006bff', priority: 7 },
  { name: 'Zoom', icon: 'video', color: '#2d8cff', priority: 6 },
  { name: 'WhatsApp', icon: 'message', color: '#25d366', priority: 8 },
  { name: 'Twilio', icon: 'phone', color: '#f22f46', priority: 5 },
  { name: 'Zendesk', icon: 'headphones', color: '#17494d', priority: 6 },
  { name: 'Intercom', icon: 'headphones', color: '#1f8ded', priority: 6 },
  { name: 'Freshdesk', icon: 'headphones', color: '#25c16f', priority: 5 },
  { name: 'Mailchimp', icon: 'megaphone', color: '#ffe01b', priority: 7 },
  { name: 'Brevo', icon: 'megaphone', color: '#0b996e', priority: 7 },
  { name: 'LinkedIn', icon: 'users', color: '#0a66c2', priority: 8 },
  { name: 'Meta Ads', icon: 'megaphone', color: '#1877f2', priority: 6 },
  { name: 'Google Ads', icon: 'target', color: '#fbbc04', priority: 6 },
  { name: 'Google Analytics', icon: 'bar-chart', color: '#e37400', priority: 7 },
  { name: 'WordPress', icon: 'globe', color: '#21759b', priority: 6 },
  { name: 'Webflow', icon: 'globe', color: '#4353ff', priority: 5 },
  { name: 'Shopify', icon: 'cart', color: '#95bf47', priority: 8 },
  { name: 'WooCommerce', icon: 'cart', color: '#96588a', priority: 7 },
  { name: 'PrestaShop', icon: 'cart', color: '#df0067', priority: 6 },
  { name: 'Stripe', icon: 'credit-card', color: '#635bff', priority: 8 },
  { name: 'PayPal', icon: 'credit-card', color: '#00457c', priority: 6 },
  { name: 'Qonto', icon: 'credit-card', color: '#9b87f5', priority: 7 },
  { name: 'Pennylane', icon: 'calculator', color: '#00b37e', priority: 8 },
  { name: 'Sage', icon: 'calculator', color: '#00d639', priority: 7 },
  { name: 'Cegid', icon: 'calculator', color: '#0046ad', priority: 6 },
  { name: 'QuickBooks', icon: 'calculator', color: '#2ca01c', priority: 6 },
  { name: 'Payfit', icon: 'users', color: '#0f6fff', priority: 6 },
  { name: 'Lucca', icon: 'users', color: '#3dc3b2', priority: 5 },
  { name: 'Welcome to the Jungle', icon: 'users', color: '#ffcd00', priority: 5 },
  { name: 'DocuSign', icon: 'pen', color: '#ffcc22', priority: 6 },
  { name: 'Yousign', icon: 'pen', color: '#7b61ff', priority: 5 },
  { name: 'OpenAI', icon: 'sparkles', color: '#10a37f', priority: 9 },
  { name: 'n8n', icon: 'workflow', color: '#ea4b71', priority: 9 },
];

const FALLBACK = { icon: 'puzzle', color: '#94a3b8', priority: 1 } as const;
const byName = new Map(integrationCatalogue.map((tool) => [tool.name.toLowerCase(), tool]));

/** Display data of a tool; unknown names get the puzzle-piece icon and priority 1. */
export function integrationDisplay(name: string): IntegrationDisplay {
  return byName.get(name.trim().toLowerCase()) ?? { name, ...FALLBACK };
}

/** Tools ordered for display: highest priority first, ties kept in their given order. */
export function sortByPriority(names: readonly string[]): IntegrationDisplay[] {
  return names
    .map((name, index) => ({ display: integrationDisplay(name), index }))
    .sort((a, b) => b.display.priority - a.display.priority || a.index - b.index)
    .map(({ display }) => display);
}
