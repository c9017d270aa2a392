import { errorMessage } from '../../../api/error-message';
import { formatDateTime } from '../ui/format';
import { Modal } from '../ui/modal';
import { ProspectStatusBadge } from './prospect-status-badge';
import { useDuplicateGroups, type Prospect } from './prospects-api';

/**
 * The base's duplicates at once (Pipedrive's 'Merge duplicates', docs/decisions/0428-duplicate-groups.md): each
 * address several prospects hold, with them; a record opened from here offers the merge.
 */
export function DuplicateGroupsModal({ onClose, onOpen }: { onClose: () => void; onOpen: (prospect: Prospect) => void }) {
  const duplicates = useDuplicateGroups();
  const groups = duplicates.data?.groups ?? [];
  const total = duplicates.data?.total ?? 0;
  const description = duplicates.data
    ? total === 0
      ? 'Aucun doublon : chaque adresse e-mail n’est portée que par un prospect.'
      : `${total} adresse${total > 1 ? 's' : ''} e-mail portée${total > 1 ? 's' : ''} par plusieurs prospects. Ouvrez une fiche pour y fusionner les autres.`
    : undefined;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Doublons" description={description} size="lg">
      {duplicates.isPending && <p className="text-sm text-gray-400">Chargement…</p>}
      {duplicates.error && (
        <p role="alert" className="text-sm text-red-300">
          {errorMessage(duplicates.error)}
        </p>
      )}
      <ul className="space-y-4">
        {groups.map((group) => (
          <li key={group.email} className="rounded-xl border border-ink-700 bg-ink-950/60 p-4">
            <h3 className="break-words text-sm font-semibold text-white">
              {group.email} · {group.prospects.length} fiches
            </h3>
            <ul className="mt-2 space-y-2" aria-label={`Fiches de ${group.email}`}>
              {group.prospects.map((prospect) => (
                <li key={prospect.id} className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0 text-sm">
                    <p className="break-words text-gray-100">
                      {`${prospect.prenom} ${prospect.nom}`.trim() || prospect.client_code} <span className="text-gray-400">· {prospect.client_code}</span>
                    </p>
                    <p className="flex flex-wrap items-center gap-2 text-xs text-gray-400">
                      <ProspectStatusBadge status={prospect.statut} />
                      {[prospect.entreprise, `ajouté le ${formatDateTime(prospect.date_ajout)}`].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                  <button
                    type="button"
                    onClick={() => onOpen(prospect)}
                    aria-label={`Ouvrir la fiche ${prospect.client_code}`}
                    className="rounded-xl border border-ink-600 px-3 py-1.5 text-sm font-semibold text-gray-100 hover:border-brand-400"
                  >
                    Ouvrir la fiche
                  </button>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {groups.length < total && <p className="mt-4 text-sm text-gray-400">Les {groups.length} adresses les plus récentes sont listées ; fusionnez-les pour voir les suivantes.</p>}
    </Modal>
  );
}
