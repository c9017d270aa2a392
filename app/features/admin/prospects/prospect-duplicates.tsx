import Merge from 'lucide-react/icons/merge';
import { useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useCanWrite } from '../auth/use-can-write';
import { formatDateTime } from '../ui/format';
import { writeControl } from '../ui/read-only-note';
import { ProspectStatusBadge } from './prospect-status-badge';
import { useMergeProspect, useProspectDuplicates, type Prospect } from './prospects-api';

const nameOf = (prospect: Prospect) => `${prospect.prenom} ${prospect.nom}`.trim() || prospect.client_code;

const sameAddress = (a: Prospect, b: Prospect) => a.email.trim() !== '' && a.email.trim().toLowerCase() === b.email.trim().toLowerCase();

/**
 * The other prospects with this record's e-mail address, or its phone number and last name, each mergeable into it
 * (Pipedrive's duplicates, docs/decisions/0426-prospect-merge.md, docs/decisions/0430-phone-duplicates.md). Shows
 * nothing while there are none.
 */
export function ProspectDuplicates({ prospect, onMerged }: { prospect: Prospect; onMerged: (message: string) => void }) {
  const duplicates = useProspectDuplicates(prospect.id);
  const merge = useMergeProspect(prospect.id);
  const canWrite = useCanWrite();
  const [chosen, setChosen] = useState<Prospect | null>(null);
  const rows = duplicates.data ?? [];
  if (rows.length === 0) return null;
  const headingId = `duplicates-${prospect.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-amber-500/40 bg-amber-500/5 p-4">
      <h3 id={headingId} className="text-base font-semibold text-white">
        Doublons possibles ({rows.length})
      </h3>
      <p className="mt-1 text-sm text-gray-300">Même adresse e-mail, ou même téléphone et même nom, que cette fiche. Fusionner rattache à cette fiche l’historique, les e-mails et les étiquettes du doublon et complète ses champs vides&nbsp;; rien de ce qu’elle contient n’est remplacé.</p>
      <ul className="mt-3 space-y-2">
        {rows.map((duplicate) => (
          <li key={duplicate.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-ink-700 bg-ink-950/60 px-3 py-2">
            <div className="min-w-0">
              <p className="break-words font-medium text-gray-100">
                {nameOf(duplicate)} <span className="text-sm font-normal text-gray-400">· {duplicate.client_code}</span>
              </p>
              <p className="flex flex-wrap items-center gap-2 text-xs text-gray-400">
                <ProspectStatusBadge status={duplicate.statut} />
                {[sameAddress(duplicate, prospect) ? 'même adresse e-mail' : 'même téléphone', duplicate.entreprise, duplicate.email || duplicate.telephone, `ajouté le ${formatDateTime(duplicate.date_ajout)}`]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <button
              type="button"
              {...writeControl(canWrite, merge.isPending)}
              onClick={() => setChosen(duplicate)}
              className="inline-flex items-center gap-2 rounded-xl border border-ink-600 px-3 py-1.5 text-sm font-semibold text-gray-100 hover:border-brand-400 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <Merge aria-hidden size={16} /> Fusionner dans cette fiche
            </button>
          </li>
        ))}
      </ul>
      {merge.error && (
        <p role="alert" className="mt-3 text-sm text-red-300">
          {errorMessage(merge.error)}
        </p>
      )}
      <ConfirmDialog
        open={chosen !== null}
        question={chosen ? `Fusionner « ${nameOf(chosen)} » (${chosen.client_code}) dans la fiche de ${nameOf(prospect)}\u00a0? Sa fiche sera supprimée.` : ''}
        confirmLabel="Fusionner"
        onCancel={() => setChosen(null)}
        onConfirm={() => {
          const duplicateId = chosen?.id;
          setChosen(null);
          if (duplicateId) merge.mutate(duplicateId, { onSuccess: (result) => onMerged(result.message) });
        }}
      />
    </section>
  );
}
