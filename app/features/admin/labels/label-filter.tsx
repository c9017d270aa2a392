interface LabelFilterProps {
  id: string;
  /** The select's classes. */
  className: string;
  /** The label's, around the select: its place among the list's other filters. */
  labelClassName?: string;
  /** The label filtered on, '' for all. */
  value: string;
  onChange: (label: string) => void;
  /** The labels in use with how many carry each. */
  inUse: readonly { label: string; count: number }[];
}

/** A list's filter by one label (the inbox's, the prospects'); shown once a label exists or one is chosen. */
export function LabelFilter({ id, className, labelClassName = '', value, onChange, inUse }: LabelFilterProps) {
  if (inUse.length === 0 && !value) return null;
  return (
    <label className={`text-sm text-gray-300 ${labelClassName}`} htmlFor={id}>
      Étiquette
      <select id={id} className={className} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Toutes les étiquettes</option>
        {value && !inUse.some((row) => row.label === value) && <option value={value}>{value}</option>}
        {inUse.map((row) => (
          <option key={row.label} value={row.label}>
            {row.label} ({row.count})
          </option>
        ))}
      </select>
    </label>
  );
}
