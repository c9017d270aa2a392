import { useId, useState } from 'react';
import { PROSPECT_STATUSES } from '../../../../domain/prospects/prospect-fields';
import { LOST_STATUS } from '../../../../domain/prospects/deal-value';
import type { LostReason } from '../../../../domain/prospects/lost-reasons';
import { LostReasonDialog } from './lost-reason-dialog';
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
  // A move to 'Inactif' first asks why, as the board does for one card (decision 0405).
  const [losing, setLosing] = useState(false);
  const run = (body: { action: 'status'; statut: string; lost_reason?: LostReason | null } | { action: 'owner'; owner: string | null }) =>
    bulk.mutate({ ids, ...body }, { onSuccess: onDone });
  const move = (statut: string) => (statut === LOST_STATUS ? setLosing(true) : run({ action: 'status', statut }));

  return (
    <BulkBar count={ids.length} chosen={chosen} error={bulk.error} message={bulk.data?.message} onClear={onDone}>
      <label className="sr-only" htmlFor={id}>
        Déplacer la sélection vers le statut
      </label>
      <select id={id} className={bulkSelectClass} value="" disabled={bulk.isPending} onChange={(event) => event.target.value && move(event.target.value)}>
        <option value="">Changer le statut…</option>
        {PROSPECT_STATUSES.map((statut) => (
          <option key={statut} value={statut}>
            {statut}
          </option>
        ))}
      </select>
      <BulkUserSelect label="Confier la sélection à" placeholder="Confier à…" disabled={bulk.isPending} onPick={(owner) => run({ action: 'owner', owner })} />
      {losing && (
        <LostReasonDialog
          name={ids.length > 1 ? `Les ${ids.length} prospects sélectionnés` : 'Le prospect sélectionné'}
          plural={ids.length > 1}
          onCancel={() => setLosing(false)}
          onChoose={(reason) => {
            setLosing(false);
            run({ action: 'status', statut: LOST_STATUS, lost_reason: reason });
          }}
        />
      )}
    </BulkBar>
  );
}
