import { useState } from 'react';
import { INTEGRATION_PREFERENCES_MAX, integrationOptions } from '../../../domain/super-assistant/integration-choices';
import { countOf } from '../../../domain/numbers';

const FIRST_SHOWN = 12;

interface IntegrationPreferencesProps {
  detected: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

/** 'Which tools first?': the detected tools, then the catalogue's integrations; at most eight, in the order ticked. */
export function IntegrationPreferences({ detected, value, onChange, disabled }: IntegrationPreferencesProps) {
  const [showAll, setShowAll] = useState(false);
  const options = integrationOptions(detected);
  const visible = showAll ? options : options.slice(0, Math.max(FIRST_SHOWN, detected.length));
  const full = value.length >= INTEGRATION_PREFERENCES_MAX;
  const toggle = (name: string) => onChange(value.includes(name) ? value.filter((v) => v !== name) : [...value, name]);

  return (
    <fieldset className="sm:col-span-2" disabled={disabled}>
      <legend className="text-sm font-medium text-gray-200">Outils à connecter en priorité</legend>
      <p className="mt-1 text-xs text-gray-400">
        Facultatif · {INTEGRATION_PREFERENCES_MAX} au maximum · {countOf(value.length, 'choisi')}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {visible.map((name) => {
          const checked = value.includes(name);
          return (
            <li key={name}>
              <label
                className={`inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400 ${checked ? 'border-brand-400 bg-brand-500/20 text-white' : 'border-ink-600 text-gray-200'} ${!checked && full ? 'opacity-50' : ''}`}
              >
                <input type="checkbox" className="h-3.5 w-3.5 accent-brand-500" checked={checked} disabled={!checked && full} onChange={() => toggle(name)} />
                {name}
                {detected.includes(name) && <span className="text-xs text-emerald-300">détecté</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {options.length > visible.length && (
        <button type="button" onClick={() => setShowAll(true)} className="mt-3 text-sm font-semibold text-brand-300 underline-offset-2 hover:underline">
          Afficher les {options.length - visible.length} autres outils
        </button>
      )}
    </fieldset>
  );
}
