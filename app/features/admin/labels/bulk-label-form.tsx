import { useId, useState, type FormEvent } from 'react';
import { labelFilterSchema } from '../../../../domain/labels';
import { bulkButtonClass, bulkSelectClass } from '../ui/bulk-bar';
import { LabelInput } from './label-input';

type LabelAction = 'label' | 'unlabel';

/**
 * One label put on, or taken off, every chosen request or prospect (docs/decisions/0417-inbox-bulk-labels.md,
 * 0421-prospect-bulk-labels.md): typed or picked among the labels in use, checked with the server's rule before
 * it is sent.
 */
export function BulkLabelForm({ disabled, suggestions, onApply }: { disabled: boolean; suggestions: readonly string[]; onApply: (action: LabelAction, label: string) => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const apply = (action: LabelAction) => {
    const parsed = labelFilterSchema.safeParse(typed);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onApply(action, parsed.data);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    apply(submitter instanceof HTMLButtonElement && submitter.value === 'unlabel' ? 'unlabel' : 'label');
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`${id}-label`}>
        Étiquette pour la sélection
      </label>
      <LabelInput
        id={`${id}-label`}
        className={`w-40 ${bulkSelectClass}`}
        placeholder="Étiquette…"
        value={typed}
        onChange={setTyped}
        disabled={disabled}
        errorId={error ? `${id}-error` : null}
        suggestions={suggestions}
      />
      <button type="submit" value="label" className={`${bulkButtonClass} border-brand-400/60 text-brand-100 hover:bg-brand-600/20`} disabled={disabled || !typed.trim()}>
        Étiqueter
      </button>
      <button type="submit" value="unlabel" className={`${bulkButtonClass} border-ink-600 text-gray-200 hover:border-brand-400`} disabled={disabled || !typed.trim()}>
        Retirer l’étiquette
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
