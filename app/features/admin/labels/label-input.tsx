interface LabelInputProps {
  id: string;
  className: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** The id of the message that says why the typed label is refused, if it is. */
  errorId: string | null;
  /** Labels offered as the admin types: those in use. */
  suggestions: readonly string[];
  placeholder?: string;
}

/** A label typed, or picked among those in use (decisions 0416, 0417): the record's control and the bulk bar's. */
export function LabelInput({ id, className, value, onChange, disabled, errorId, suggestions, placeholder }: LabelInputProps) {
  return (
    <>
      <input
        id={id}
        className={className}
        list={`${id}-suggestions`}
        placeholder={placeholder}
        value={value}
        maxLength={60}
        disabled={disabled}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ?? undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={`${id}-suggestions`}>
        {suggestions.map((label) => (
          <option key={label} value={label} />
        ))}
      </datalist>
    </>
  );
}
