import X from 'lucide-react/icons/x';
import { capacityLabels, industryLabels } from '../../../domain/catalogue/taxonomy';
import type { CatalogueState } from './use-catalogue-state';

/** The chosen filter values, each removable, and the reset button. */
export function ActiveFilterChips({ state }: { state: CatalogueState }) {
  const { filters } = state;
  const chips = [
    ...filters.capacity.map((v) => ({ key: `c-${v}`, label: capacityLabels[v].label, remove: () => state.toggleCapacity(v) })),
    ...filters.industry.map((v) => ({ key: `i-${v}`, label: industryLabels[v].label, remove: () => state.toggleIndustry(v) })),
    ...filters.integrations.map((v) => ({ key: `t-${v}`, label: v, remove: () => state.toggleIntegration(v) })),
  ];
  if (!state.filtered) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          onClick={chip.remove}
          aria-label={`Retirer le filtre ${chip.label}`}
          className="inline-flex items-center gap-1 rounded-full bg-brand-600/20 px-3 py-1 text-sm text-brand-300 hover:bg-brand-600/30"
        >
          {chip.label} <X aria-hidden size={14} />
        </button>
      ))}
      <button type="button" onClick={state.reset} className="text-sm font-semibold text-gray-300 underline-offset-4 hover:text-white hover:underline">
        Réinitialiser les filtres
      </button>
    </div>
  );
}
