import { CardDebuggerPanel } from './development/card-debugger-panel';
import { ErrorCheckPanel } from './development/error-check-panel';
import { GitHistoryPanel, GitSummaryPanel } from './development/git-panels';
import { CallbackRequestsSection, ContactMessagesSection } from './inbox/inbox-sections';
import { ChatbotAnalyticsSection } from './insights/chatbot-analytics-section';
import { ImprovementsSection } from './insights/improvements-section';
import { MarketingResourcesSection } from './marketing-resources/marketing-resources-section';
import { ConvertersSection } from './operations/converters-section';
import { DatabaseSection } from './operations/database-section';
import { DocumentationSection, PersonasSection } from './operations/documents-sections';
import { AiModelsSection, ServersSection } from './operations/servers-section';
import { QrGeneratorSection } from './qr-codes/qr-generator-section';
import { SeoDocumentationSection, SeoSections } from './seo/seo-sections';
import { BackupsSection, GeneralSettingsSection, NotificationSettingsSection, SecuritySettingsSection } from './settings/settings-sections';
import { SystemStatsSection } from './system/system-stats-section';
import { TrackingLinksSection } from './tracking-links/tracking-links-section';
import { NoticeSection, Section } from './ui/section';
import { UsersPanel } from './users/users-panel';

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
