import { Section, SubAnchor } from '../ui/section';

/** Ressources marketing: business cards, resource checks, slogans, signatures (back-office §2.9, §2.10). */
export function MarketingResourcesSection() {
  return (
    <Section id="marketing-resources" title="Ressources marketing">
      <div className="grid gap-3 sm:grid-cols-3">
        <SubAnchor id="business-cards" title="Cartes de visite" />
        <SubAnchor id="slogans" title="Slogans" />
        <SubAnchor id="signatures" title="Signatures e-mail" />
      </div>
    </Section>
  );
}
