import { useId, useState, type FormEvent } from 'react';
import { isSnoozeReturn, snoozeChoices, snoozeDateText, snoozeMessages } from '../../../../domain/inbox-snooze';
import { parisLocalInstantOrNull } from '../../../../domain/paris-time';
import { unreadDayTimeMessage } from '../../../../domain/typed-dates';
import { DayTimeInputs } from '../../../ui/day-time-field';
import { useSnooze } from './conversation-api';
import type { LeadRequest } from './inbox-api';
import { isSnoozed } from './status-badge';
import { WriteFeedback } from '../ui/write-feedback';

const choiceButton =
  'rounded-lg border border-ink-600 px-3 py-1.5 text-sm font-semibold text-gray-100 hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-60';
const field = 'block w-full rounded-xl border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-gray-100 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40 disabled:opacity-60';

/**
 * Sets a pending request aside until a day and hour (Chatwoot's snooze, docs/decisions/0398-inbox-snooze.md): it
 * leaves the waiting views and counts and comes back by itself; 'Ne plus reporter' brings it back now.
 */
export function SnoozeControl({ request, canEdit }: { request: LeadRequest; canEdit: boolean }) {
  const id = useId();
  const snooze = useSnooze(request.id);
  const [other, setOther] = useState('');
  const [otherError, setOtherError] = useState<string | null>(null);
  if (request.status !== 'pending') return null;
  const disabled = !canEdit || snooze.isPending;
  const send = (until: string | null) => {
    setOtherError(null);
    snooze.mutate({ until });
  };
  // The field's day and hour are Paris time, as the choices and the back-office's dates.
  const sendOther = (event: FormEvent) => {
    event.preventDefault();
    const until = parisLocalInstantOrNull(other);
    if (!until || !isSnoozeReturn(until)) {
      setOtherError(unreadDayTimeMessage(other) ?? snoozeMessages.until);
      return;
    }
    send(until);
  };

  return (
    <div className="space-y-2">
      {isSnoozed(request) ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-sky-500/40 bg-sky-500/5 p-3">
          <p className="text-sm text-sky-100">
            Reportée jusqu’au {snoozeDateText(request.snoozedUntil as string)} : elle reviendra alors dans les demandes en attente.
          </p>
          <button type="button" className={choiceButton} disabled={disabled} onClick={() => send(null)}>
            Ne plus reporter
          </button>
        </div>
      ) : (
        <fieldset className="space-y-2">
          <legend className="text-sm text-gray-300">Reporter la demande (elle quitte les demandes en attente jusque-là)</legend>
          <div className="flex flex-wrap gap-2">
            {snoozeChoices().map((choice) => (
              <button key={choice.label} type="button" className={choiceButton} disabled={disabled} onClick={() => send(choice.until)}>
                {choice.label}
              </button>
            ))}
          </div>
          <form noValidate onSubmit={sendOther} className="flex flex-wrap items-end gap-2">
            <div className="w-full text-sm text-gray-300 sm:w-80">
              <label htmlFor={`${id}-other`}>Autre moment (heure de Paris)</label>
              <div className="mt-1">
                <DayTimeInputs
                  id={`${id}-other`}
                  timeLabel="Heure du retour"
                  className={field}
                  value={other}
                  disabled={disabled}
                  aria-invalid={otherError ? true : undefined}
                  aria-describedby={otherError ? `${id}-other-error` : undefined}
                  onValueChange={setOther}
                />
              </div>
            </div>
            <button type="submit" className={choiceButton} disabled={disabled}>
              Reporter
            </button>
          </form>
          {otherError && (
            <p id={`${id}-other-error`} role="alert" className="text-sm text-red-300">
              {otherError}
            </p>
          )}
        </fieldset>
      )}
      <WriteFeedback error={snooze.error} message={snooze.data?.message} />
    </div>
  );
}
