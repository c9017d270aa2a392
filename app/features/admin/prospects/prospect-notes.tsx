import { useId } from 'react';
import { draftKeys } from '../drafts/draft-store';
import { NoteForm } from '../ui/note-form';
import { useAddProspectNote } from './pipeline-api';

/**
 * 'Notes' in a prospect's record (Pipedrive's deal notes, docs/decisions/0449-prospect-notes.md): what the team knows
 * of the deal, dated and signed in the history below, colleagues named with '@' told by e-mail.
 */
export function ProspectNotes({ prospectId }: { prospectId: number }) {
  const id = useId();
  const add = useAddProspectNote(prospectId);
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 space-y-3 rounded-xl border border-ink-700 p-4">
      <h3 id={`${id}-title`} className="text-base font-semibold text-white">
        Notes
      </h3>
      <NoteForm
        onAdd={(text) => add.mutateAsync({ text })}
        pending={add.isPending}
        error={add.error}
        message={add.data?.message}
        draftKey={draftKeys.prospectNote(prospectId)}
      />
    </section>
  );
}
