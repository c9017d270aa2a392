import { useId, useState } from 'react';
import { returnDayLabel } from '../../../../domain/availability';
import { parisToday } from '../../../../domain/paris-time';
import { refusalOf } from '../../../api/error-message';
import { DayField } from '../../../ui/day-field';
import { FormFooter } from '../ui/form-footer';
import { Modal } from '../ui/modal';
import { useAdminSession, useCanWrite } from '../auth/use-can-write';
import { formatDateTime } from '../ui/format';
import { readOnlyHint } from '../ui/read-only-note';
import { useSetAvailability } from './users-api';
import { addDays } from '../../../../domain/calendar-day';

/** Whose availability changes: a row of the users' table, or the session's own user. */
type Person = { username: string; awaySince: string | null; awayUntil: string | null };

/** Marks a user absent (until a return day, or without one) or back; the mutation says the server's message in a toast. */
function useSetAway() {
  const save = useSetAvailability();
  const set = (username: string, away: boolean, until: string | null = null, onDone?: () => void) => save.mutate({ username, away, until }, { onSuccess: () => onDone?.() });
  /** The availability asked for and not yet answered, so that a switch moves at the click. */
  const asked = (user: Person) => (save.isPending && save.variables.username === user.username ? save.variables.away : undefined);
  return { set, pending: save.isPending, asked, error: save.error };
}

const tomorrow = () => addDays(parisToday(), 1);

interface AbsenceDialogProps {
  person: Person;
  /** The logged-in administrator marking themself absent: the dialog speaks to them. */
  self: boolean;
  onClose: () => void;
}

/**
 * Asked before an absence starts (docs/decisions/0412-absence-return-days.md): the day its person comes back, if
 * known; from that day they are available again by themselves.
 */
function AbsenceDialog({ person, self, onClose }: AbsenceDialogProps) {
  const { set, pending, error } = useSetAway();
  const [until, setUntil] = useState('');
  const refused = refusalOf(error, ['until'], 'Erreur lors du changement de disponibilité');
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={self ? 'Vous marquer absent' : `Marquer ${person.username} absent`}
      description="Les nouvelles demandes et les leads ne sont plus attribués automatiquement pendant l’absence."
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          set(person.username, true, until || null, onClose);
        }}
      >
        <DayField
          label="De retour le"
          min={tomorrow()}
          value={until}
          onValueChange={setUntil}
          hint="Facultatif&nbsp;: sans date, l’absence dure jusqu’à ce qu’on la termine."
          error={refused.field('until')}
        />
        <FormFooter error={refused.general} onCancel={onClose} submitLabel="Marquer absent" pending={pending} />
      </form>
    </Modal>
  );
}

/** 'Disponible' or 'Absent depuis le …' in the users' table, with the button that changes it. */
export function AvailabilityCell({ user }: { user: Person }) {
  const canWrite = useCanWrite();
  const { set, pending } = useSetAway();
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {user.awaySince ? (
        <span className="text-xs text-gray-400">
          <span className="whitespace-nowrap rounded-full bg-amber-500/15 px-2.5 py-0.5 font-semibold text-amber-200">Absent</span> depuis le{' '}
          {formatDateTime(user.awaySince)}
          {user.awayUntil && ` · de retour le ${returnDayLabel(user.awayUntil)}`}
        </span>
      ) : (
        <span className="whitespace-nowrap rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-200">Disponible</span>
      )}
      <button
        type="button"
        disabled={!canWrite || pending}
        title={canWrite ? undefined : readOnlyHint}
        onClick={() => (user.awaySince ? set(user.username, false) : setAsking(true))}
        aria-label={user.awaySince ? `Marquer ${user.username} disponible` : `Marquer ${user.username} absent`}
        className="whitespace-nowrap rounded-lg border border-ink-600 px-2 py-1 text-xs text-gray-200 hover:border-brand-400 disabled:cursor-not-allowed disabled:opacity-40"
      >
        {user.awaySince ? 'Marquer disponible' : 'Marquer absent'}
      </button>
      {asking && <AbsenceDialog person={user} self={false} onClose={() => setAsking(false)} />}
    </div>
  );
}

/**
 * The logged-in administrator's own availability in the header (Chatwoot's): a switch 'Disponible'; off, the
 * automatic assignment passes them by until they switch it back. Readers are never assigned and see nothing.
 */
export function MyAvailability() {
  const id = useId();
  // Read from the session the panel loads anyway: the header adds no call to the first view (decision 0351).
  const me = useAdminSession().data?.user;
  const canWrite = useCanWrite();
  const { set, pending, asked } = useSetAway();
  const [asking, setAsking] = useState(false);
  if (!canWrite || !me) return null;
  const away = asked(me) ?? me.awaySince !== null;
  return (
    <span className="inline-flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={!away}
        disabled={pending}
        // Going away asks for the return day first; coming back is one click.
        onChange={() => (away ? set(me.username, false) : setAsking(true))}
        aria-describedby={`${id}-hint`}
        className="relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-amber-600/70 transition before:absolute before:left-0.5 before:top-0.5 before:h-4 before:w-4 before:rounded-full before:bg-white before:transition checked:bg-emerald-600 checked:before:translate-x-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:opacity-50"
      />
      <label htmlFor={id} className={away ? 'text-amber-200' : 'text-gray-200'}>
        Disponible
      </label>
      {away && me.awayUntil && <span className="hidden text-xs text-amber-200 sm:inline">(de retour le {returnDayLabel(me.awayUntil)})</span>}
      <span id={`${id}-hint`} className="sr-only">
        Les nouvelles demandes et les leads ne sont attribués automatiquement qu’aux administrateurs disponibles.
      </span>
      {asking && <AbsenceDialog person={me} self onClose={() => setAsking(false)} />}
    </span>
  );
}
