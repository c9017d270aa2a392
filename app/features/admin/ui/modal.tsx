import X from 'lucide-react/icons/x';
import { useId, type ReactNode } from 'react';
import { Dialog } from '../../../ui/dialog';

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
  full: 'w-[95vw] h-[95vh] max-w-none max-h-none',
};

/** The back-office's framed dialog: a title bar with its close button over the shared native Dialog. */
export function Modal({ open, onOpenChange, title, description, size = 'md', children }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => onOpenChange(false)}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      className={`m-auto overflow-hidden rounded-2xl border border-ink-600 bg-ink-900 text-gray-100 shadow-2xl open:flex open:flex-col ${sizes[size]}`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-ink-700 px-5 py-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold text-white">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-gray-400">
              {description}
            </p>
          )}
        </div>
        <button type="button" onClick={() => onOpenChange(false)} className="rounded-lg p-1.5 text-gray-400 hover:bg-ink-700 hover:text-white" aria-label="Fermer">
          <X aria-hidden size={20} />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
    </Dialog>
  );
}
