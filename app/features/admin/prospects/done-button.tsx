import CircleCheck from 'lucide-react/icons/circle-check';
import { errorMessage } from '../../../api/error-message';
import { useCanWrite } from '../auth/use-can-write';
import { writeControl } from '../ui/read-only-note';
import { useCompleteNextAction } from './prospects-api';

interface DoneButtonProps {
  prospectId: number;
  /** The action and the person, which name the button for assistive technology. */
  what: string;
  person: string;
  /** Called with the server's sentence ('Action faite : …') once it is done. */
  onDone: (message: string) => void;
  className?: string;
}

/**
 * 'Fait' beside a next action read in a list: the dashboard's day (docs/decisions/0479-my-day.md) and the board's
 * cards (0483). The record's done route (0475); its click and its keys stay with it, so a card holding it is neither
 * opened nor moved.
 */
export function DoneButton({ prospectId, what, person, onDone, className = '' }: DoneButtonProps) {
  const complete = useCompleteNextAction(prospectId);
  const canWrite = useCanWrite();
  return (
    <>
      <button
        type="button"
        {...writeControl(canWrite, complete.isPending)}
        onClick={(event) => {
          event.stopPropagation();
          complete.mutate(undefined, { onSuccess: (answer) => onDone(answer.message) });
        }}
        onKeyDown={(event) => event.stopPropagation()}
        aria-label={`Marquer comme faite\u00a0: ${what}, ${person}`}
        className={`inline-flex shrink-0 items-center gap-1 rounded-lg border border-emerald-500/50 px-2 py-1 text-xs font-semibold text-emerald-200 hover:bg-emerald-500/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      >
        <CircleCheck aria-hidden size={14} /> Fait
      </button>
      {complete.error && (
        <span role="alert" className="basis-full font-normal text-red-200">
          {errorMessage(complete.error)}
        </span>
      )}
    </>
  );
}
