import { useId, type ReactNode } from 'react';
import { useAdminUsers, userChoiceLabel } from '../admin-users/users-api';
import { WriteFeedback } from './write-feedback';

export const bulkSelectClass = 'rounded-lg border border-ink-600 bg-ink-900 px-3 py-1.5 text-sm text-gray-100 disabled:opacity-60';
export const bulkButtonClass =
  'rounded-lg border px-3 py-1.5 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-60';

interface BulkBarProps {
  /** How many rows are chosen, said as the list says it ('3 demandes sélectionnées'); none hides the bar. */
  count: number;
  chosen: (count: number) => string;
  /** The last bulk write's error or message, kept once the selection is cleared. */
  error: Error | null;
  message?: string;
  onClear: () => void;
  children: ReactNode;
}

/** The actions on the rows chosen in a back-office table (decisions 0399, 0400): one bar, the actions its list offers. */
export function BulkBar({ count, chosen, error, message, onClear, children }: BulkBarProps) {
  const feedback = <WriteFeedback error={error} message={message} />;
  if (count === 0) return feedback;
  return (
    <div className="space-y-2">
      <div role="group" aria-label="Actions sur la sélection" className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-400/50 bg-brand-600/10 p-3 text-sm">
        <span className="font-semibold text-white">{chosen(count)}</span>
        {children}
        <button type="button" className={`${bulkButtonClass} border-transparent text-gray-300 hover:text-white`} onClick={onClear}>
          Désélectionner
        </button>
      </div>
      {feedback}
    </div>
  );
}

const NOBODY = ' personne';

/** A user of the back-office, or 'Personne', chosen for every selected row at once. */
export function BulkUserSelect({ label, placeholder, disabled, onPick }: { label: string; placeholder: string; disabled: boolean; onPick: (username: string | null) => void }) {
  const id = useId();
  const users = useAdminUsers();
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select id={id} className={bulkSelectClass} value="" disabled={disabled} onChange={(event) => event.target.value && onPick(event.target.value === NOBODY ? null : event.target.value)}>
        <option value="">{placeholder}</option>
        <option value={NOBODY}>Personne</option>
        {(users.data ?? []).map((user) => (
          <option key={user.username} value={user.username}>
            {userChoiceLabel(user)}
          </option>
        ))}
      </select>
    </>
  );
}
