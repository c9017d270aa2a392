import { useEffect } from 'react';
import { retryableLazy } from '../../ui/retryable-lazy';
import { goToSection } from './nav/admin-tabs';
import { LazySection } from './ui/lazy-section';
import { NoticeSection, Section } from './ui/section';

// Each panel is a module of its own, fetched with its data when its section is reached or navigated to (decision 0350).
const SiteAudienceSection = retryableLazy(() => import('./dashboard/site-audience-section').then((m) => ({ default: m.SiteAudienceSection })));
const SystemStatsSection = retryableLazy(() => import('./system/system-stats-section').then((m) => ({ default: m.SystemStatsSection })));
const DatabaseSection = retryableLazy(() => import('./database-info/database-section').then((m) => ({ default: m.DatabaseSection })));
const ImprovementsSection = retryableLazy(() => import('./improvements/improvements-section').then((m) => ({ default: m.ImprovementsSection })));
const ChatbotAnalyticsSection = retryableLazy(() => import('./chatbot-analytics/chatbot-analytics-section').then((m) => ({ default: m.ChatbotAnalyticsSection })));
const QrGeneratorSection = retryableLazy(() => import('./qr-codes/qr-generator-section').then((m) => ({ default: m.QrGeneratorSection })));
const ConvertersSection = retryableLazy(() => import('./converters/converters-section').then((m) => ({ default: m.ConvertersSection })));
const TrackingLinksSection = retryableLazy(() => import('./tracking-links/tracking-links-section').then((m) => ({ default: m.TrackingLinksSection })));
const SeoSections = retryableLazy(() => import('./seo/seo-sections').then((m) => ({ default: m.SeoSections })));
const SeoDocumentationSection = retryableLazy(() => import('./seo/seo-sections').then((m) => ({ default: m.SeoDocumentationSection })));
const MarketingResourcesSection = retryableLazy(() => import('./business-cards/marketing-resources-section').then((m) => ({ default: m.MarketingResourcesSection })));
const GitSummaryPanel = retryableLazy(() => import('./git/git-panels').then((m) => ({ default: m.GitSummaryPanel })));
const GitHistoryPanel = retryableLazy(() => import('./git/git-panels').then((m) => ({ default: m.GitHistoryPanel })));
const ErrorCheckPanel = retryableLazy(() => import('./client-errors/error-check-panel').then((m) => ({ default: m.ErrorCheckPanel })));
const CardDebuggerPanel = retryableLazy(() => import('./business-cards/card-debugger-panel').then((m) => ({ default: m.CardDebuggerPanel })));
const PersonasSection = retryableLazy(() => import('./documents/documents-sections').then((m) => ({ default: m.PersonasSection })));
const DocumentationSection = retryableLazy(() => import('./documents/documents-sections').then((m) => ({ default: m.DocumentationSection })));
const CallbackRequestsSection = retryableLazy(() => import('./requests/inbox-sections').then((m) => ({ default: m.CallbackRequestsSection })));
const ContactMessagesSection = retryableLazy(() => import('./requests/inbox-sections').then((m) => ({ default: m.ContactMessagesSection })));
const SatisfactionSection = retryableLazy(() => import('./satisfaction/satisfaction-section').then((m) => ({ default: m.SatisfactionSection })));
const ReplyTemplatesSection = retryableLazy(() => import('./requests/reply-templates-section').then((m) => ({ default: m.ReplyTemplatesSection })));
const BlockedSendersSection = retryableLazy(() => import('./requests/blocked-senders-section').then((m) => ({ default: m.BlockedSendersSection })));
const ServersSection = retryableLazy(() => import('./environments/servers-section').then((m) => ({ default: m.ServersSection })));
const AiModelsSection = retryableLazy(() => import('./ai-models/ai-models-section').then((m) => ({ default: m.AiModelsSection })));
const GeneralSettingsSection = retryableLazy(() => import('./settings/general-settings-section').then((m) => ({ default: m.GeneralSettingsSection })));
const NotificationSettingsSection = retryableLazy(() =>
  import('./notifications/notification-settings-section').then((m) => ({ default: m.NotificationSettingsSection })),
);
const PreferencesSettingsSection = retryableLazy(() =>
  import('./settings/preferences-settings-section').then((m) => ({ default: m.PreferencesSettingsSection })),
);
const UsersPanel = retryableLazy(() => import('./admin-users/users-panel').then((m) => ({ default: m.UsersPanel })));
const SecuritySettingsSection = retryableLazy(() => import('./settings/security-settings-section').then((m) => ({ default: m.SecuritySettingsSection })));
const BackupsSection = retryableLazy(() => import('./backups/backups-section').then((m) => ({ default: m.BackupsSection })));

/**
 * Every anchored section after the dashboard, in the order of back-office §2.1; each panel lives in its feature
 * folder. Ids and titles are the sections' own; the reserved heights are what each measures loaded (1440 px and
 * 390 px windows, a fresh database), so the page keeps its length while the sections arrive.
 */
export function AdminSections({ onOpenCallbacks }: { onOpenCallbacks: () => void }) {
  // A link to /admin#section lands on it, the sections above staying unloaded, whether it opens the page or follows it.
  useEffect(() => {
    const onHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (id) goToSection(id);
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return (
    <>
      <LazySection id="servers-system" title="Statistiques Système" reserve={{ desktop: 740, phone: 1440 }}>
        <SystemStatsSection />
      </LazySection>
      <LazySection id="site-audience" title="Audience du site" reserve={{ desktop: 1838, phone: 3400 }}>
        <SiteAudienceSection />
      </LazySection>
      <LazySection id="servers-database" title="Connexions aux bases de données" reserve={{ desktop: 810, phone: 1440 }}>
        <DatabaseSection />
      </LazySection>
      <LazySection id="ai-improvements" title="Améliorations générées par IA" reserve={{ desktop: 720, phone: 1230 }}>
        <ImprovementsSection />
      </LazySection>
      <LazySection id="chatbot-analytics" title="Analytique du chatbot" reserve={{ desktop: 700, phone: 1200 }}>
        <ChatbotAnalyticsSection />
      </LazySection>
      <NoticeSection id="analytics-code-mode" title="Analytique mode code" note="Fonctionnalité supprimée" />
      <LazySection id="tools-qr-generator" title="Générateur de QR codes" reserve={{ desktop: 770, phone: 1360 }}>
        <QrGeneratorSection />
      </LazySection>
      <LazySection id="tools-converters" title="Convertisseurs" reserve={{ desktop: 370, phone: 990 }}>
        <ConvertersSection />
      </LazySection>
      <LazySection id="tracking-links" title="Liens de tracking" reserve={{ desktop: 540, phone: 900 }}>
        <TrackingLinksSection />
      </LazySection>
      <LazySection id="seo-panel" title="SEO" anchors={['seo-sitemap', 'seo-pages', 'seo-tools']} reserve={{ desktop: 410, phone: 690 }}>
        <SeoSections />
      </LazySection>
      <LazySection
        id="marketing-resources"
        title="Ressources marketing"
        anchors={['business-cards', 'slogans', 'signatures']}
        reserve={{ desktop: 2750, phone: 5220 }}
      >
        <MarketingResourcesSection />
      </LazySection>
      <LazySection
        id="development"
        title="Développement"
        anchors={['development-git-summary', 'development-git', 'development-code', 'development-tools']}
        reserve={{ desktop: 2560, phone: 4320 }}
      >
        <Section id="development" title="Développement">
          <div className="grid gap-3 sm:grid-cols-2">
            <GitSummaryPanel />
            <GitHistoryPanel />
            <ErrorCheckPanel />
            <CardDebuggerPanel />
          </div>
        </Section>
      </LazySection>
      <LazySection id="documentation-seo" title="Documentation SEO" reserve={{ desktop: 1460, phone: 3240 }}>
        <SeoDocumentationSection />
      </LazySection>
      <LazySection id="personas" title="Personas" reserve={{ desktop: 950, phone: 2320 }}>
        <PersonasSection />
      </LazySection>
      <LazySection id="callback-requests" title="Demandes de rappel" reserve={{ desktop: 476, phone: 692 }}>
        <CallbackRequestsSection onOpenModal={onOpenCallbacks} />
      </LazySection>
      <LazySection id="contact-messages" title="Messages de contact" reserve={{ desktop: 414, phone: 646 }}>
        <ContactMessagesSection />
      </LazySection>
      <LazySection id="reply-templates" title="Réponses types" reserve={{ desktop: 245, phone: 340 }}>
        <ReplyTemplatesSection />
      </LazySection>
      <LazySection id="blocked-senders" title="Expéditeurs bloqués" reserve={{ desktop: 300, phone: 480 }}>
        <BlockedSendersSection />
      </LazySection>
      <LazySection id="satisfaction" title="Satisfaction des visiteurs" reserve={{ desktop: 148, phone: 240 }}>
        <SatisfactionSection />
      </LazySection>
      <LazySection id="documentation-general" title="Documentation" reserve={{ desktop: 370, phone: 990 }}>
        <DocumentationSection />
      </LazySection>
      <LazySection id="servers-mcp" title="Serveurs MCP" reserve={{ desktop: 270, phone: 710 }}>
        <ServersSection />
      </LazySection>
      <LazySection id="ai-models" title="Modèles IA" reserve={{ desktop: 380, phone: 730 }}>
        <AiModelsSection />
      </LazySection>
      <LazySection id="settings-general" title="Paramètres généraux" reserve={{ desktop: 820, phone: 1330 }}>
        <GeneralSettingsSection />
      </LazySection>
      <LazySection id="settings-notifications" title="Notifications" reserve={{ desktop: 2118, phone: 4129 }}>
        <NotificationSettingsSection />
      </LazySection>
      <LazySection id="settings-preferences" title="Préférences personnelles" reserve={{ desktop: 1756, phone: 2920 }}>
        <PreferencesSettingsSection />
      </LazySection>
      <LazySection id="settings-users" title="Gestion des utilisateurs admin" reserve={{ desktop: 260, phone: 420 }}>
        <Section id="settings-users" title="Gestion des utilisateurs admin">
          <UsersPanel />
        </Section>
      </LazySection>
      {/* Before Sécurité, whose footer (the interface's version and the date, back-office §2.18) closes the panel. */}
      <LazySection id="settings-backups" title="Sauvegardes" reserve={{ desktop: 390, phone: 530 }}>
        <BackupsSection />
      </LazySection>
      <LazySection id="settings-security" title="Sécurité" reserve={{ desktop: 1821, phone: 3215 }}>
        <SecuritySettingsSection />
      </LazySection>
    </>
  );
}
