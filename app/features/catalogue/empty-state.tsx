import SearchX from 'lucide-react/icons/search-x';

export function EmptyState({ onReset }: { onReset: () => void }) {
  return (
    <div className="rounded-2xl border border-dashed border-ink-600 px-6 py-16 text-center" role="status">
      <SearchX aria-hidden size={40} className="mx-auto text-gray-400" />
      <h2 className="mt-4 text-xl font-bold text-white">Aucune solution trouvée</h2>
      <p className="mt-2 text-gray-300">Essayez de modifier vos filtres ou votre recherche</p>
      <button type="button" onClick={onReset} className="mt-6 rounded-xl bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-700">
        Réinitialiser les filtres
      </button>
    </div>
  );
}
