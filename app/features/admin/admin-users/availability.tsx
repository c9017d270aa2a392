import { useId } from 'react';
import { errorMessage } from '../../../api/error-message';
import { useAdminSession, useCanWrite } from '../auth/use-can-write';
import { formatDateTime } from '../ui/format';
import { notify } from '../ui/notify';
import { readOnlyHint } from '../ui/read-only-note';
import { useSetAvailability } from './users-api';

/** Whose availability changes: a row of the users' table, or the session's own user. */
type Person = { username: string; awaySince: string | null };

/** Marks a user absent or back, with the server's French message in a toast. */
function useToggleAvailability() {
  const save = useSetAvailability();
  const toggle = (user: Person) =>
    save.mutate(
      { username: user.username, away: user.awaySince === null },
      {
        onSuccess: (body) => notify('success', body.message),
        onError: (error) => notify('error', errorMessage(error, 'Erreur lors du changement de disponibilité')),
      },
    );
  /** The availability asked for and not yet answered, so that a switch moves at the click. */
  const asked = (user: Person) => (save.isPending && save.variables.username === user.username ? save.variables.away : undefined);
  return { toggle, pending: save.isPending, asked };
}

/** 'Disponible' or 'Absent depuis le …' in the users' table, with the button that changes it. */
export function AvailabilityCell({ user }: { user: Person }) {
  const canWrite = useCanWrite();
  const { toggle, pending } = useToggleAvailability();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {user.awaySince ? (
        <span className="text-xs text-gray-400">
          <span className="whitespace-nowrap rounded-full bg-amber-500/15 px-2.5 py-0.5 font-semibold text-amber-200">Absent</span> depuis le{' '}
          {formatDateTime(user.awaySince)}
        </span>
      ) : (
        <span className="whitespace-nowrap rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-200">Disponible</span>
      )}
      <button
        type="button"
        disabled={!canWrite || pending}
        title={canWrite ? undefined : readOnlyHint}
        onClick={() => toggle(user)}
        aria-label={user.awaySince ? `Marquer ${user.username} disponible` : `Marquer ${user.username} absent`}
        className="whitespace-nowrap rounded-lg border border-ink-600 px-2 py-1 text-xs text-gray-200 hover:border-brand-400 disabled:cursor-not-allowed disabled:opacity-40"
      >
        {user.awaySince ? 'Marquer disponible' : 'Marquer absent'}
      </button>
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
  const { toggle, pending, asked } = useToggleAvailability();
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
        onChange={() => toggle(me)}
        aria-describedby={`${id}-hint`}
        className="relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-amber-600/70 transition before:absolute before:left-0.5 before:top-0.5 before:h-4 before:w-4 before:rounded-full before:bg-white before:transition checked:bg-emerald-600 checked:before:translate-x-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:opacity-50"
      />
      <label htmlFor={id} className={away ? 'text-amber-200' : 'text-gray-200'}>
        Disponible
      </label>
      <span id={`${id}-hint`} className="sr-only">
        Les nouvelles demandes et les leads ne sont attribués automatiquement qu’aux administrateurs disponibles.
      </span>
    </span>
  );
}
