import Maximize2 from 'lucide-react/icons/maximize-2';
import type { RequestSource } from '../../../../domain/inbox';
import { Modal } from '../ui/modal';
import { Section } from '../ui/section';
import { useInboxTotals } from './inbox-api';
import { InboxPanel } from './inbox-panel';

function Totals({ source }: { source: RequestSource }) {
  const totals = useInboxTotals(source);
  const items = [
    ['En attente', totals.data?.pending, 'text-amber-200'],
    ['Traitées', totals.data?.completed, 'text-emerald-200'],
    ['Annulées', totals.data?.cancelled, 'text-gray-300'],
  ] as const;
  return (
    <dl className="mb-5 grid grid-cols-3 gap-3">
      {items.map(([label, value, tone]) => (
        <div key={label} className="rounded-xl border border-ink-700 bg-ink-950/60 p-3 text-center">
          <dt className="text-xs text-gray-400">{label}</dt>
          <dd className={`text-2xl font-bold ${tone}`}>{value ?? '-'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CallbackRequestsSection({ onOpenModal }: { onOpenModal: () => void }) {
  return (
    <Section
      id="callback-requests"
      title="Demandes de rappel"
      actions={
        <button
          type="button"
          onClick={onOpenModal}
          className="inline-flex items-center gap-2 rounded-lg border border-ink-600 px-3 py-1.5 text-sm text-gray-200 hover:border-brand-400"
        >
          <Maximize2 aria-hidden size={16} /> Demandes d'appels programmés
        </button>
      }
    >
      <Totals source="callback" />
      <InboxPanel kind="callback" />
    </Section>
  );
}

export function ContactMessagesSection() {
  return (
    <Section id="contact-messages" title="Messages de contact">
      <Totals source="contact" />
      <InboxPanel kind="contact" />
    </Section>
  );
}

/** The near-full-screen callback modal (back-office §2.7): 95 %, Escape, overlay click, page scroll locked. */
export function CallbackModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Demandes d'appels programmés" size="full">
      <InboxPanel kind="callback" />
    </Modal>
  );
}
