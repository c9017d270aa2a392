import X from 'lucide-react/icons/x';
import { useId, useState, type FormEvent } from 'react';
import { normaliseLabel, type LabelSetSchema } from '../../../../domain/labels';
import { LabelInput } from './label-input';
import { WriteFeedback } from '../ui/write-feedback';

const field =
  'block w-48 rounded-xl border border-ink-600 bg-ink-900 px-3 py-1.5 text-sm text-gray-100 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40 disabled:opacity-60';
const button =
  'rounded-lg border border-ink-600 px-3 py-1.5 text-sm font-semibold text-gray-100 hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-60';

/** The write that replaces the whole set: a request's or a prospect's labels mutation. */
interface LabelsSave {
  mutate: (input: { labels: string[] }, options?: { onSuccess?: () => void }) => void;
  isPending: boolean;
  error: Error | null;
  data?: { message: string };
}

interface LabelsControlProps {
  labels: readonly string[];
  /** The labels in use, offered as the admin types. */
  inUse: readonly string[];
  canEdit: boolean;
  /** The server's rule for the set, checked before sending. */
  schema: LabelSetSchema;
  save: LabelsSave;
}

/**
 * The labels of a request or a prospect (decisions 0416, 0420): added, suggested from those in use, taken off. The
 * whole set is sent each time, as the server replaces it.
 */
export function LabelsControl({ labels, inUse, canEdit, schema, save }: LabelsControlProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const disabled = !canEdit || save.isPending;

  const send = (next: string[], onSaved?: () => void) => {
    const parsed = schema.safeParse({ labels: next });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.mutate(parsed.data, { onSuccess: onSaved });
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!normaliseLabel(typed)) return;
    send([...labels, typed], () => setTyped(''));
  };
  const suggestions = inUse.filter((label) => !labels.includes(label));

  return (
    <div className="space-y-2">
      <h4 id={`${id}-title`} className="text-sm text-gray-300">
        Étiquettes
      </h4>
      <ul aria-labelledby={`${id}-title`} className="flex flex-wrap gap-2">
        {labels.length === 0 && <li className="text-sm text-gray-400">Aucune étiquette.</li>}
        {labels.map((label) => (
          <li key={label} className="inline-flex items-center gap-1 rounded-full bg-brand-600/20 py-0.5 pl-2.5 pr-1 text-sm text-brand-200">
            {label}
            <button
              type="button"
              className="rounded-full p-0.5 hover:bg-brand-600/40 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400 disabled:opacity-60"
              aria-label={`Retirer l’étiquette ${label}`}
              disabled={disabled}
              onClick={() => send(labels.filter((kept) => kept !== label))}
            >
              <X aria-hidden size={14} />
            </button>
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={add} className="flex flex-wrap items-end gap-2">
        <label className="text-sm text-gray-300" htmlFor={`${id}-new`}>
          Ajouter une étiquette
          <LabelInput
            id={`${id}-new`}
            className={`mt-1 ${field}`}
            value={typed}
            onChange={setTyped}
            disabled={disabled}
            errorId={error ? `${id}-error` : null}
            suggestions={suggestions}
          />
        </label>
        <button type="submit" className={button} disabled={disabled || !typed.trim()}>
          Ajouter
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      <WriteFeedback error={save.error} message={save.data?.message} />
    </div>
  );
}
