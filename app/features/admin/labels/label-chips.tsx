/** A request's labels as small chips, in the inbox's rows and cards. */
export function LabelChips({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null;
  return (
    <ul aria-label="Étiquettes" className="mt-1 flex flex-wrap gap-1">
      {labels.map((label) => (
        <li key={label} className="rounded-full bg-brand-600/20 px-2 py-0.5 text-xs text-brand-200">
          {label}
        </li>
      ))}
    </ul>
  );
}
