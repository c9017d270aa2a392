import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** 'full' is the near-full-screen frame of 95 % (back-office §2.7, §9). */
  size?: 'md' | 'lg' | 'full';
  children: ReactNode;
}

const sizes = {
  md: 'w-[calc(100vw-2rem)] max-w-lg max-h-[90vh]',
  lg: 'w-[calc(100vw-2rem)] max-w-3xl max-h-[90vh]',
  full: 'w-[95vw] h-[95vh]',
};

/** Escape, a click on the overlay and the close button close it; the page behind does not scroll. */
export function Modal({ open, onOpenChange, title, description, size = 'md', children }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="modal-overlay" className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          className={`fixed left-1/2 top-1/2 z-50 flex -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-ink-600 bg-ink-900 shadow-2xl ${sizes[size]}`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-ink-700 px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold text-white">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-gray-400">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close className="rounded-lg p-1.5 text-gray-400 hover:bg-ink-700 hover:text-white" aria-label="Fermer">
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
