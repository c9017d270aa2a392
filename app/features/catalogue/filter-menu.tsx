import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffect, useId, useRef, useState } from 'react';

interface FilterMenuProps<T extends string> {
  label: string;
  options: { value: T; label: string }[];
  selected: readonly T[];
  onToggle: (value: T) => void;
}

/** A button that opens a list of checkboxes; Escape or a click outside closes it and gives focus back. */
export function FilterMenu<T extends string>({ label, options, selected, onToggle }: FilterMenuProps<T>) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
        className={`inline-flex items-center gap-2 rounded-xl border px-4 py-3 text-sm font-semibold transition ${
          selected.length ? 'border-brand-400 bg-brand-600/20 text-white' : 'border-ink-600 bg-ink-900 text-gray-200 hover:border-brand-400'
        }`}
      >
        {label}
        {selected.length > 0 && <span className="rounded-full bg-brand-500 px-2 text-xs text-white">{selected.length}</span>}
        <ChevronDown aria-hidden size={16} />
      </button>
      <fieldset
        id={`${id}-panel`}
        hidden={!open}
        className="absolute left-0 z-20 mt-2 w-64 rounded-xl border border-ink-600 bg-ink-900 p-2 shadow-2xl"
      >
        <legend className="sr-only">{label}</legend>
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-gray-200 hover:bg-ink-800"
            >
              <input type="checkbox" className="h-4 w-4 shrink-0 accent-brand-500" checked={checked} onChange={() => onToggle(option.value)} />
              {option.label}
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
