const chip = 'rounded-full bg-brand-600/20 px-2 py-0.5 text-xs text-brand-200';

/**
 * Labels as small chips, in the rows and cards of the inbox and the prospects. `inline` draws them without list
 * markup, for a card that is itself a button (a list may not sit in one).
 */
export function LabelChips({ labels, inline = false }: { labels: readonly string[]; inline?: boolean }) {
  if (labels.length === 0) return null;
  if (inline) {
    return (
      <span className="mt-1 flex flex-wrap gap-1">
        {labels.map((label) => (
          <span key={label} className={chip}>
            {label}
          </span>
        ))}
      </span>
    );
  }
  return (
    <ul aria-label="Étiquettes" className="mt-1 flex flex-wrap gap-1">
      {labels.map((label) => (
        <li key={label} className={chip}>
          {label}
        </li>
      ))}
    </ul>
  );
}
