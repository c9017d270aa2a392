import ExternalLink from 'lucide-react/icons/external-link';
import { retryableLazy } from '../../../ui/retryable-lazy';
import { Suspense, type ReactNode } from 'react';
import { Section } from '../ui/section';
import { BusinessCardsPanel } from './business-cards-panel';
import { PathDiagnostic } from '../brand-assets/path-diagnostic';
import { ResourceCheckPanel } from '../brand-assets/resource-check-panel';

const SloganBoard = retryableLazy(() => import('../../brand-resources/slogan-board').then((m) => ({ default: m.SloganBoard })));
const SignatureEditor = retryableLazy(() => import('../../brand-resources/signature-editor').then((m) => ({ default: m.SignatureEditor })));

/** A resource page embedded in the section, with a link to its own static address (back-office §2.1). */
function EmbeddedPage({ id, title, href, children }: { id: string; title: string; href: string; children: ReactNode }) {
  return (
    <div id={id} className="scroll-mt-28 rounded-xl border border-ink-700 p-4 outline-none data-[highlighted=true]:ring-4 data-[highlighted=true]:ring-accent-400">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-white">{title}</h3>
        <a href={href} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-sm text-brand-300 hover:underline">
          Ouvrir la page {href} <ExternalLink aria-hidden size={14} />
        </a>
      </div>
      <Suspense fallback={<p className="text-gray-400">Chargement…</p>}>{children}</Suspense>
    </div>
  );
}

/** Ressources marketing: business cards, resource checks, slogans, signatures (back-office §2.1, §2.9, §2.10). */
export function MarketingResourcesSection() {
  return (
    <Section id="marketing-resources" title="Ressources marketing">
      <div className="space-y-5">
        <BusinessCardsPanel />
        <div className="grid items-start gap-5 xl:grid-cols-2">
          <ResourceCheckPanel />
          <PathDiagnostic />
        </div>
        <EmbeddedPage id="slogans" title="Slogans" href="/resources/slogans">
          <SloganBoard />
        </EmbeddedPage>
        <EmbeddedPage id="signatures" title="Signatures e-mail" href="/resources/signatures">
          <SignatureEditor />
        </EmbeddedPage>
      </div>
    </Section>
  );
}
