import Search from 'lucide-react/icons/search';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { catalogueItems } from '../../../domain/catalogue/catalogue-items';
import { cardLimits } from '../../../domain/catalogue/limits';
import { catalogueSuggestions, moveHighlight } from '../../../domain/catalogue/suggestions';
import { useEarlyValue } from '../../ui/early-input';
import { CatalogueIcon } from './catalogue-icons';

const BLUR_CLOSE_MS = 200;

/** Search box with up to five suggestions (combobox: arrows wrap, Enter picks, Escape closes). */
export function CatalogueSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const inputRef = useEarlyValue<HTMLInputElement>(value, onChange);
  const suggestions = useMemo(() => catalogueSuggestions(catalogueItems, value), [value]);
  const expanded = open && suggestions.length > 0;

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const pick = (text: string) => {
    onChange(text);
    setOpen(false);
    setHighlight(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // With the list open, Escape only closes it (a search field would otherwise also clear its text).
      if (expanded) event.preventDefault();
      setOpen(false);
      setHighlight(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) setOpen(value.trim().length >= cardLimits.suggestionMinLength);
      setHighlight((current) => moveHighlight(current, suggestions.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded ? suggestions[highlight] : undefined;
      if (chosen) pick(chosen.value);
      else setOpen(false);
    }
  };

  return (
    <div className="relative w-full">
      <label htmlFor={`${id}-input`} className="sr-only">
        Rechercher un assistant, un workflow ou une solution
      </label>
      <Search aria-hidden size={18} className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-gray-400" />
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && highlight >= 0 ? `${id}-option-${highlight}` : undefined}
        placeholder="Rechercher un assistant, un workflow…"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setHighlight(-1);
          setOpen(event.target.value.trim().length >= cardLimits.suggestionMinLength);
        }}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          if (value.trim().length >= cardLimits.suggestionMinLength) setOpen(true);
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
        }}
        onKeyDown={onKeyDown}
        className="w-full rounded-xl border border-ink-600 bg-ink-900 py-3 pl-11 pr-4 text-gray-100 placeholder:text-gray-400 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40"
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-xl border border-ink-600 bg-ink-900 shadow-2xl"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.value}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === highlight}
            className={`flex cursor-pointer items-center gap-3 px-4 py-3 text-sm ${index === highlight ? 'bg-brand-600 text-white' : 'text-gray-200 hover:bg-ink-800'}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion.value)}
          >
            <CatalogueIcon name={suggestion.icon} size={16} className="shrink-0" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{suggestion.value}</span>
              <span className={`block truncate text-xs ${index === highlight ? 'text-brand-100' : 'text-gray-400'}`}>{suggestion.label}</span>
            </span>
            <span className="shrink-0 rounded-full bg-ink-700 px-2 py-0.5 text-xs text-gray-200">{suggestion.category}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
