import { Modal } from '../ui/modal';

/** 'Base prospects': the full-screen modal of back-office §2.6. */
export function ProspectsModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Base prospects" size="full">
      <p className="inline-flex rounded-full border border-amber-400/40 bg-amber-400/10 px-3 py-1 text-sm font-medium text-amber-200">
        Bientôt disponible
      </p>
    </Modal>
  );
}
