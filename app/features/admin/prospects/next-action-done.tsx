import CircleCheck from 'lucide-react/icons/circle-check';
import { errorMessage } from '../../../api/error-message';
import { writeControl } from '../ui/read-only-note';
import { useCompleteNextAction } from './prospects-api';

interface NextActionDoneProps {
  prospectId: number;
  /** The day of the action stored for the deal, null without one: what the button completes. */
  storedDay: string | null;
  canWrite: boolean;
  /** Called once it is done: the record empties its fields and takes the user to the next one to plan. */
  onDone: () => void;
}

/**
 * 'Marquer comme faite' under the record's next action (Pipedrive's done activity, docs/decisions/0475-next-action-done.md):
 * the stored action cleared and written in the history as done, then the next one to plan.
 */
export function NextActionDone({ prospectId, storedDay, canWrite, onDone }: NextActionDoneProps) {
  const complete = useCompleteNextAction(prospectId);
  if (!storedDay && !complete.data && !complete.error) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {storedDay && (
        <button
          type="button"
          {...writeControl(canWrite, complete.isPending)}
          onClick={() => complete.mutate(undefined, { onSuccess: onDone })}
          className="inline-flex items-center gap-2 rounded-xl border border-emerald-500/50 px-4 py-2 text-sm font-semibold text-emerald-200 hover:bg-emerald-500/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <CircleCheck aria-hidden size={16} /> {complete.isPending ? 'Enregistrement…' : 'Marquer l’action comme faite'}
        </button>
      )}
      <p role="status" className="text-sm text-emerald-200">
        {complete.data && !complete.isPending ? `${complete.data.message}. Planifiez la suivante ci-dessus.` : ''}
      </p>
      {complete.error && (
        <p role="alert" className="text-sm text-red-200">
          {errorMessage(complete.error)}
        </p>
      )}
    </div>
  );
}
