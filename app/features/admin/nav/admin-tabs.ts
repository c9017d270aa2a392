import { holdSection } from './hold-section';

/** The tab bar of the back-office (back-office §2.1): section ids and their labels. */
interface AdminTabItem {
  id: string;
  label: string;
}

export interface AdminTab extends AdminTabItem {
  items?: AdminTabItem[];
  /** Opens a modal instead of scrolling to a section. */
  opensModal?: boolean;
}

export const adminTabs: AdminTab[] = [
  { id: 'dashboard', label: 'Tableau de bord' },
  { id: 'prospects', label: 'Base prospects', opensModal: true },
  {
    id: 'communication',
    label: 'Communication',
    items: [
      { id: 'contact-messages', label: 'Messages de contact' },
      { id: 'callback-requests', label: 'Demandes de rappel' },
      { id: 'reply-templates', label: 'Réponses types' },
      { id: 'blocked-senders', label: 'Expéditeurs bloqués' },
      { id: 'satisfaction', label: 'Satisfaction des visiteurs' },
    ],
  },
  {
    id: 'servers',
    label: 'Serveurs',
    items: [
      { id: 'servers-system', label: 'Système' },
      { id: 'servers-database', label: 'Bases de données' },
      { id: 'servers-mcp', label: 'Serveurs MCP' },
    ],
  },
  {
    id: 'ai-improvements',
    label: 'IA',
    items: [
      { id: 'ai-models', label: 'Modèles IA' },
      { id: 'ai-improvements', label: 'Améliorations IA' },
      { id: 'chatbot-analytics', label: 'Analytique chatbot' },
    ],
  },
  {
    id: 'seo',
    label: 'SEO',
    items: [
      { id: 'seo-panel', label: 'Vue d’ensemble SEO' },
      { id: 'seo-sitemap', label: 'Sitemap' },
      { id: 'seo-pages', label: 'Pages SEO' },
      { id: 'seo-tools', label: 'Outils SEO' },
    ],
  },
  {
    id: 'tools',
    label: 'Outils',
    items: [
      { id: 'tools-qr-generator', label: 'Générateur de QR codes' },
      { id: 'tools-converters', label: 'Convertisseurs' },
    ],
  },
  {
    id: 'documentation',
    label: 'Documentation',
    items: [
      { id: 'documentation-general', label: 'Documentation générale' },
      { id: 'documentation-seo', label: 'Documentation SEO' },
    ],
  },
  { id: 'personas', label: 'Personas' },
  {
    id: 'marketing-resources',
    label: 'Ressources marketing',
    items: [
      { id: 'business-cards', label: 'Cartes de visite' },
      { id: 'tracking-links', label: 'Liens de tracking' },
      { id: 'slogans', label: 'Slogans' },
      { id: 'signatures', label: 'Signatures e-mail' },
    ],
  },
  {
    id: 'development',
    label: 'Développement',
    items: [
      { id: 'development-code', label: 'Code' },
      { id: 'development-git', label: 'Historique Git' },
      { id: 'development-git-summary', label: 'Résumé Git' },
      { id: 'development-tools', label: 'Outils de développement' },
    ],
  },
  {
    id: 'settings',
    label: 'Paramètres',
    items: [
      { id: 'settings-general', label: 'Paramètres généraux' },
      { id: 'settings-notifications', label: 'Notifications' },
      { id: 'settings-preferences', label: 'Préférences' },
      { id: 'settings-users', label: 'Utilisateurs' },
      { id: 'settings-backups', label: 'Sauvegardes' },
      { id: 'settings-security', label: 'Sécurité' },
    ],
  },
];

/** Scrolls smoothly to a section, loading it if needed, and marks it for 2 seconds (back-office §2.1, §9). */
export function goToSection(id: string): void {
  if (!document.getElementById(id)) return;
  history.replaceState(null, '', `#${id}`);
  holdSection(id);
}
