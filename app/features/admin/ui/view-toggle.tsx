interface ViewToggleProps<V extends string> {
  label: string;
  value: V;
  options: Array<{ value: V; label: string }>;
  onChange: (value: V) => void;
}

/** Two or more mutually exclusive views, as pressed buttons; on a narrow screen they wrap rather than overflow. */
export function ViewToggle<V extends string>({ label, value, options, onChange }: ViewToggleProps<V>) {
  return (
    <div role="group" aria-label={label} className="inline-flex max-w-full flex-wrap rounded-xl border border-ink-600 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`rounded-lg px-3 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 ${
            value === option.value ? 'bg-brand-600 text-white' : 'text-gray-300 hover:text-white'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
