import { labelsSchema } from '../../../../domain/labels';
import { LabelsControl } from '../labels/labels-control';
import { useLabelsInUse, useSetLabels } from './conversation-api';
import type { LeadRequest } from './inbox-api';

/** A request's labels in its conversation (Chatwoot's labels, docs/decisions/0416-inbox-labels.md). */
export function RequestLabels({ request, canEdit }: { request: LeadRequest; canEdit: boolean }) {
  const save = useSetLabels(request.id);
  const inUse = useLabelsInUse().data?.labels ?? [];
  return <LabelsControl labels={request.labels} inUse={inUse.map((row) => row.label)} canEdit={canEdit} schema={labelsSchema} save={save} />;
}
