import X from 'lucide-react/icons/x';
import { Suspense, useId, type ReactNode } from 'react';
import { Dialog } from '../../ui/dialog';
import { OptionalPart } from '../client-errors/optional-part';

interface ModalShellProps {
  /** Names the dialog from the first frame, even while its content loads. */
  title: ReactNode;
  onClose: () => void;
  onLoadError: () => void;
  children: ReactNode;
}

/** The callback form's dialog: its title from the first frame, and a spinner while the form's chunk loads. */
export function ModalShell({ title, onClose, onLoadError, children }: ModalShellProps) {
  const titleId = useId();

  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      className="m-auto w-[min(34rem,calc(100vw-1.5rem))] text-left max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-3xl border border-ink-600 bg-ink-900 text-gray-200 shadow-2xl shadow-black/60"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={onClose}
          className="absolute right-3 top-3 rounded-full p-2 text-gray-400 hover:bg-ink-800 hover:text-white"
          aria-label="Fermer"
        >
          <X aria-hidden size={20} />
        </button>
        <h2 id={titleId} className="flex items-center gap-2 pr-8 text-2xl font-bold text-white">
          {title}
        </h2>
        {/* A form whose code cannot load closes its dialog silently (public-site §8). */}
        <OptionalPart onError={onLoadError}>
          <Suspense
            fallback={
              <div role="status" className="flex flex-col items-center gap-3 py-16 text-gray-300">
                <span aria-hidden className="h-10 w-10 animate-spin rounded-full border-4 border-ink-600 border-t-accent-400" />
                Chargement du formulaire…
              </div>
            }
          >
            {children}
          </Suspense>
        </OptionalPart>
      </div>
    </Dialog>
  );
}
