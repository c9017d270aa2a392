import { CallbackRequestsSection, ContactMessagesSection } from './inbox/inbox-sections';
import { SystemStatsSection } from './system/system-stats-section';
import { ComingSoon, Section, SubAnchor } from './ui/section';
import { UsersPanel } from './users/users-panel';

/** Every anchored section after the dashboard, in the order of back-office §2.1. */
export function AdminSections({ onOpenCallbacks }: { onOpenCallbacks: () => void }) {
  return (
    <>
      <SystemStatsSection />
      <ComingSoon id="servers-database" title="Connexions aux bases de données" />
      <ComingSoon id="ai-improvements" title="Améliorations générées par IA" />
      <ComingSoon id="chatbot-analytics" title="Analytique du chatbot" />
      <ComingSoon id="analytics-code-mode" title="Analytique mode code" note="Fonctionnalité supprimée" />
      <ComingSoon id="tools-qr-generator" title="Générateur de QR codes">
        <div className="mt-4">
          <SubAnchor id="tools-converters" title="Convertisseurs" />
        </div>
      </ComingSoon>
      <ComingSoon id="tracking-links" title="Liens de tracking" />
      <ComingSoon id="seo-panel" title="SEO" />
      <ComingSoon id="seo-sitemap" title="Sitemap" />
      <ComingSoon id="seo-pages" title="Pages SEO" />
      <ComingSoon id="seo-tools" title="Outils SEO" />
      <Section id="marketing-resources" title="Ressources marketing">
        <div className="grid gap-3 sm:grid-cols-3">
          <SubAnchor id="business-cards" title="Cartes de visite" />
          <SubAnchor id="slogans" title="Slogans" />
          <SubAnchor id="signatures" title="Signatures e-mail" />
        </div>
      </Section>
      <Section id="development" title="Développement">
        <div className="grid gap-3 sm:grid-cols-2">
          <SubAnchor id="development-git-summary" title="Résumé Git" />
          <SubAnchor id="development-git" title="Historique Git" />
          <SubAnchor id="development-code" title="Vérification des erreurs" />
          <SubAnchor id="development-tools" title="Débogueur de cartes" />
        </div>
      </Section>
      <ComingSoon id="documentation-seo" title="Documentation SEO" />
      <ComingSoon id="personas" title="Personas" />
      <CallbackRequestsSection onOpenModal={onOpenCallbacks} />
      <ContactMessagesSection />
      <ComingSoon id="documentation-general" title="Documentation" />
      <ComingSoon id="servers-mcp" title="Serveurs MCP" />
      <ComingSoon id="ai-models" title="Modèles IA" />
      <ComingSoon id="settings-general" title="Paramètres généraux" />
      <Section id="settings-users" title="Gestion des utilisateurs admin">
        <UsersPanel />
      </Section>
      <ComingSoon id="settings-security" title="Sécurité" />
    </>
  );
}
