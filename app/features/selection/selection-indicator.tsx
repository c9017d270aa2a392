import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { clearSelection } from './add-to-selection';
import { selectionCountLabel } from './selection-rules';
import { useSelectionStore } from './selection-store';

/** Floating count of the selection at the bottom left; a click leads to the contact page. */
export function SelectionIndicator() {
  const count = useSelectionStore((state) => state.items.length);
  const [confirming, setConfirming] = useState(false);
  const label = selectionCountLabel(count);

  // Empty, the pill would only cover content: the state is announced to screen readers and shown in the mobile menu.
  if (count === 0 && !confirming) {
    return (
      <p className="sr-only" role="status">
        {label}
      </p>
    );
  }
  return (
    <div className="fixed bottom-5 left-5 z-30 flex items-center gap-1 rounded-full border border-ink-600 bg-ink-900/95 p-1 shadow-xl backdrop-blur">
      {count > 0 && (
        <>
          <Link
            to="/contact"
            className="flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            aria-live="polite"
          >
            <ShoppingBag aria-hidden size={16} /> {label}
          </Link>
          <button
            type="button"
            className="rounded-full p-2 text-gray-300 hover:bg-ink-700 hover:text-white"
            aria-label="Vider la sélection"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden size={16} />
          </button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        question="Voulez-vous vider votre sélection&nbsp;?"
        confirmLabel="Vider la sélection"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          clearSelection();
          setConfirming(false);
        }}
      />
    </div>
  );
}
