import { useId } from 'react';
import { PROSPECT_STATUSES } from '../../../../domain/prospects/prospect-fields';
import { BulkBar, bulkSelectClass, BulkUserSelect } from '../ui/bulk-bar';
import { useProspectBulk } from './prospects-api';

const chosen = (n: number) => (n > 1 ? `${n} prospects sélectionnés` : '1 prospect sélectionné');

/**
 * Moves the chosen prospects to one status or gives them to one owner (Pipedrive's bulk edit,
 * docs/decisions/0400-prospects-bulk-edit.md).
 */
export function ProspectBulkBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const id = useId();
  const bulk = useProspectBulk();
  const run = (body: { action: 'status'; statut: string } | { action: 'owner'; owner: string | null }) => bulk.mutate({ ids, ...body }, { onSuccess: onDone });

  return (
    <BulkBar count={ids.length} chosen={chosen} error={bulk.error} message={bulk.data?.message} onClear={onDone}>
      <label className="sr-only" htmlFor={id}>
        Déplacer la sélection vers le statut
      </label>
      <select id={id} className={bulkSelectClass} value="" disabled={bulk.isPending} onChange={(event) => event.target.value && run({ action: 'status', statut: event.target.value })}>
        <option value="">Changer le statut…</option>
        {PROSPECT_STATUSES.map((statut) => (
          <option key={statut} value={statut}>
            {statut}
          </option>
        ))}
      </select>
      <BulkUserSelect label="Confier la sélection à" placeholder="Confier à…" disabled={bulk.isPending} onPick={(owner) => run({ action: 'owner', owner })} />
    </BulkBar>
  );
}
