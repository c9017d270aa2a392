import { useId } from 'react';
import { snoozeChoices } from '../../../../domain/inbox-snooze';
import { bulkSelectClass } from '../ui/bulk-bar';

const BACK_NOW = 'maintenant';

/**
 * The chosen requests set aside until one of the record's returns, or brought back now (Chatwoot's bulk snooze,
 * docs/decisions/0424-inbox-bulk-snooze.md).
 */
export function BulkSnoozeSelect({ disabled, onPick }: { disabled: boolean; onPick: (until: string | null) => void }) {
  const id = useId();
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        Reporter la sélection
      </label>
      <select id={id} className={bulkSelectClass} value="" disabled={disabled} onChange={(event) => event.target.value && onPick(event.target.value === BACK_NOW ? null : event.target.value)}>
        <option value="">Reporter…</option>
        {snoozeChoices().map((choice) => (
          <option key={choice.label} value={choice.until}>
            {choice.label}
          </option>
        ))}
        <option value={BACK_NOW}>Ne plus reporter</option>
      </select>
    </>
  );
}
