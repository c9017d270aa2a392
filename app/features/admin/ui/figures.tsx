import type { ReactNode } from 'react';

/** One key figure of a statistics panel, inside a `<dl>`; `note` says how it moved or what it means. */
export function Figure({ label, value, note }: { label: string; value: string | number; note?: ReactNode }) {
  return (
    <div className="rounded-xl border border-ink-700 bg-ink-950/60 p-3">
      <dt className="text-xs text-gray-400">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-white">{value}</dd>
      {note && <dd className="mt-1 text-xs text-gray-300">{note}</dd>}
    </div>
  );
}

/**
 * A short ranked list (referrers, devices, sources), the label on the left and its count on the right, a row's
 * `detail` (a third item) beside the count. With `onPick`, each label is a button that filters on it (Plausible's
 * click on a row).
 */
export function Breakdown({
  title,
  rows,
  empty = 'Aucune visite sur la période',
  onPick,
}: {
  title: string;
  rows: Array<[label: string, value: number, detail?: string]>;
  empty?: string;
  onPick?: (index: number) => void;
}) {
  return (
    <div className="min-w-0">
      <h4 className="mb-2 text-sm font-semibold text-white">{title}</h4>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-400">{empty}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {rows.map(([label, value, detail], index) => (
            <li key={label} className="flex justify-between gap-3 rounded-lg bg-ink-800/60 px-3 py-1.5">
              {onPick ? (
                <button
                  type="button"
                  onClick={() => onPick(index)}
                  aria-label={`Filtrer sur ${label}`}
                  title={`Filtrer sur « ${label} »`}
                  className="min-w-0 truncate text-left text-gray-200 underline-offset-2 hover:text-white hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400"
                >
                  {label}
                </button>
              ) : (
                <span className="truncate text-gray-200" title={label}>
                  {label}
                </span>
              )}
              <span className="shrink-0 font-semibold text-white">
                {value}
                {detail && <span className="ml-2 text-xs font-normal text-gray-400">{detail}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
