import { errorMessage } from '../../../api/error-message';
import { formatDateTime } from '../ui/format';
import { Modal } from '../ui/modal';
import { ProspectStatusBadge } from './prospect-status-badge';
import { useDuplicateGroups, type Prospect } from './prospects-api';
import { countOf } from '../../../../domain/numbers';

/** What a group's prospects share: their address, or the phone number and last name of the newest. */
const sharedBy = (group: { email: string; phone: string; prospects: Prospect[] }) => group.email || `${group.phone} · ${group.prospects.at(-1)?.nom ?? ''}`;

/**
 * The base's duplicates at once (Pipedrive's 'Merge duplicates', docs/decisions/0428-duplicate-groups.md,
 * docs/decisions/0430-phone-duplicates.md): the prospects sharing an address, or a phone number and last name; a
 * record opened from here offers the merge.
 */
export function DuplicateGroupsModal({ onClose, onOpen }: { onClose: () => void; onOpen: (prospect: Prospect) => void }) {
  const duplicates = useDuplicateGroups();
  const groups = duplicates.data?.groups ?? [];
  const total = duplicates.data?.total ?? 0;
  const description = duplicates.data
    ? total === 0
      ? 'Aucun doublon\u00a0: aucune adresse e-mail, ni aucun numéro de téléphone avec le même nom, n’est porté par plusieurs prospects.'
      : `${countOf(total, 'groupe')} de prospects partageant une adresse e-mail, ou un numéro de téléphone et un nom. Ouvrez une fiche pour y fusionner les autres.`
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
          <li key={group.email || `${group.phone}-${group.prospects[0]?.id}`} className="rounded-xl border border-ink-700 bg-ink-950/60 p-4">
            <h3 className="break-words text-sm font-semibold text-white">
              {sharedBy(group)} · {group.prospects.length} fiches
            </h3>
            <ul className="mt-2 space-y-2" aria-label={`Fiches de ${sharedBy(group)}`}>
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
      {groups.length < total && <p className="mt-4 text-sm text-gray-400">Les {groups.length} groupes les plus récents sont listés&nbsp;; fusionnez-les pour voir les suivants.</p>}
    </Modal>
  );
}
