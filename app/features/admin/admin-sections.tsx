import { CardDebuggerPanel } from './business-cards/card-debugger-panel';
import { ErrorCheckPanel } from './client-errors/error-check-panel';
import { GitHistoryPanel, GitSummaryPanel } from './git/git-panels';
import { CallbackRequestsSection, ContactMessagesSection } from './requests/inbox-sections';
import { ChatbotAnalyticsSection } from './chatbot-analytics/chatbot-analytics-section';
import { ImprovementsSection } from './improvements/improvements-section';
import { MarketingResourcesSection } from './business-cards/marketing-resources-section';
import { ConvertersSection } from './converters/converters-section';
import { DatabaseSection } from './database-info/database-section';
import { DocumentationSection, PersonasSection } from './documents/documents-sections';
import { AiModelsSection } from './ai-models/ai-models-section';
import { ServersSection } from './environments/servers-section';
import { QrGeneratorSection } from './qr-codes/qr-generator-section';
import { SeoDocumentationSection, SeoSections } from './seo/seo-sections';
import { BackupsSection, GeneralSettingsSection, NotificationSettingsSection, SecuritySettingsSection } from './settings/settings-sections';
import { SystemStatsSection } from './system/system-stats-section';
import { TrackingLinksSection } from './tracking-links/tracking-links-section';
import { NoticeSection, Section } from './ui/section';
import { UsersPanel } from './admin-users/users-panel';

/** Every anchored section after the dashboard, in the order of back-office §2.1; each panel lives in its feature folder. */
export function AdminSections({ onOpenCallbacks }: { onOpenCallbacks: () => void }) {
  return (
    <>
      <SystemStatsSection />
      <DatabaseSection />
      <ImprovementsSection />
      <ChatbotAnalyticsSection />
      <NoticeSection id="analytics-code-mode" title="Analytique mode code" note="Fonctionnalité supprimée" />
      <QrGeneratorSection />
      <ConvertersSection />
      <TrackingLinksSection />
      <SeoSections />
      <MarketingResourcesSection />
      <Section id="development" title="Développement">
        <div className="grid gap-3 sm:grid-cols-2">
          <GitSummaryPanel />
          <GitHistoryPanel />
          <ErrorCheckPanel />
          <CardDebuggerPanel />
        </div>
      </Section>
      <SeoDocumentationSection />
      <PersonasSection />
      <CallbackRequestsSection onOpenModal={onOpenCallbacks} />
      <ContactMessagesSection />
      <DocumentationSection />
      <ServersSection />
      <AiModelsSection />
      <GeneralSettingsSection />
      <NotificationSettingsSection />
      <Section id="settings-users" title="Gestion des utilisateurs admin">
        <UsersPanel />
      </Section>
      <SecuritySettingsSection />
      <BackupsSection />
    </>
  );
}
