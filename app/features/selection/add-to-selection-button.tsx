import Plus from 'lucide-react/icons/plus';
import { useId } from 'react';
import type { CatalogueItem } from '../../../domain/catalogue/catalogue-item';
import { addCatalogueItem } from './add-to-selection';
import { SELECTION_CAP } from './selection-rules';
import { useSelectionStore } from './selection-store';

/** « Ajouter à la sélection », unavailable with a tooltip when already selected or when ten items are chosen. */
export function AddToSelectionButton({ item }: { item: CatalogueItem }) {
  const selected = useSelectionStore((state) => state.items.some((p) => p.id === item.id));
  const full = useSelectionStore((state) => state.items.length >= SELECTION_CAP);
  const tipId = useId();
  const reason = selected ? 'Déjà dans votre sélection' : full ? 'Sélection complète (10 maximum)' : undefined;
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-disabled={reason ? true : undefined}
        aria-describedby={reason ? tipId : undefined}
        onClick={() => {
          if (!reason) addCatalogueItem(item);
        }}
        className={`inline-flex items-center gap-1.5 rounded-xl px-3 py-2 text-sm font-semibold transition ${
          reason ? 'cursor-not-allowed bg-ink-700 text-gray-400' : 'bg-emerald-700 text-white hover:bg-emerald-600'
        }`}
      >
        <Plus aria-hidden size={16} />
        {selected ? 'Sélectionné' : 'Ajouter à la sélection'}
      </button>
      {reason && (
        <span
          id={tipId}
          role="tooltip"
          className="pointer-events-none invisible absolute bottom-full left-1/2 z-10 mb-2 -translate-x-1/2 whitespace-nowrap rounded-lg bg-gray-100 px-2.5 py-1 text-xs font-medium text-ink-950 group-focus-within:visible group-hover:visible"
        >
          {reason}
        </span>
      )}
    </span>
  );
}
