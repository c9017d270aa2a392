import { prospectLabelsSchema } from '../../../../domain/labels';
import { LabelsControl } from '../labels/labels-control';
import { useLabelsInUse } from '../requests/conversation-api';
import { useProspectLabelsInUse, useSetProspectLabels } from './prospects-api';

/** The labels suggested when labelling prospects: those of the prospects and of the inbox, one vocabulary for the team. */
export function useProspectLabelSuggestions(): string[] {
  const ofProspects = useProspectLabelsInUse().data?.labels ?? [];
  const ofInbox = useLabelsInUse().data?.labels ?? [];
  return [...new Set([...ofProspects, ...ofInbox].map((row) => row.label))];
}

/** A prospect's labels in its record (Pipedrive's deal labels, docs/decisions/0420-prospect-labels.md). */
export function ProspectLabels({ prospectId, labels, canEdit }: { prospectId: number; labels: readonly string[]; canEdit: boolean }) {
  const save = useSetProspectLabels(prospectId);
  const inUse = useProspectLabelSuggestions();
  return (
    <section className="mt-6 rounded-xl border border-ink-700 bg-ink-950/60 p-4">
      <LabelsControl labels={labels} inUse={inUse} canEdit={canEdit} schema={prospectLabelsSchema} save={save} />
    </section>
  );
}
