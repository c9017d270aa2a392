interface SuggestionChipsProps {
  label: string;
  items: string[];
  onPick(text: string): void;
}

export function SuggestionChips({ label, items, onPick }: SuggestionChipsProps) {
  return (
    <div>
      <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-gray-400">{label}</p>
      <ul className="flex flex-wrap gap-2 px-1" aria-label={label}>
        {items.map((item) => (
          <li key={item}>
            <button
              type="button"
              className="rounded-full border border-ink-600 bg-ink-800 px-3 py-1 text-sm text-gray-200 hover:border-brand-400 hover:text-white"
              onClick={() => onPick(item)}
            >
              {item}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
