/** Under a form holding a kept draft: where it is kept, and how to start again (docs/decisions/0451-drafts.md). */
export function DraftNote({ onClear }: { onClear: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-400" data-draft-note>
      Brouillon enregistré sur ce navigateur.
      <button
        type="button"
        onClick={onClear}
        className="rounded font-semibold text-gray-200 underline underline-offset-2 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
      >
        Effacer le brouillon
      </button>
    </p>
  );
}
