import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import CalendarOff from 'lucide-react/icons/calendar-off';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState, type FormEvent } from 'react';
import type { agencyClosuresAnswer, agencyClosuresSavedAnswer } from '../../../../domain/api/settings-answers';
import { parisToday } from '../../../../domain/paris-time';
import { closureSpan, type AgencyClosure } from '../../../../domain/settings/agency-closures';
import { AGENCY_CLOSURES_MAX, agencyClosureMessages, agencyClosureSchema } from '../../../../domain/settings/agency-closures-schema';
import { fieldErrorsOf, type FieldErrors } from '../../../../domain/validation/schema-helpers';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DayField } from '../../../ui/day-field';
import { TextField } from '../../../ui/text-field';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { errorMessage } from '../../../api/error-message';
import { adminKeys } from '../api/query-keys';
import { ReadOnlyNote, writeControl } from '../ui/read-only-note';
import { Notice, primaryButton, secondaryButton } from './settings-controls';
import { Subsection } from '../ui/section';

const whenOf = (closure: AgencyClosure, day: string) => (closure.to < day ? 'passée' : closure.from <= day ? 'en cours' : null);

/**
 * 'Fermetures de l’agence' (docs/decisions/0501-agency-closures.md): the days the agency closes besides weekends and
 * public holidays. The promised answers wait for the reopening, the public site announces them and refuses a
 * callback slot in them, the visitor's acknowledgement says so.
 */
export function AgencyClosuresPanel({ canEdit }: { canEdit: boolean }) {
  const stored = useQuery({
    queryKey: adminKeys.agencyClosures,
    queryFn: () => adminFetch<Answer<typeof agencyClosuresAnswer>>('/api/admin/settings/closures'),
    retry: false,
  });
  return (
    <Subsection id="agency-closures" title="Fermetures de l’agence" separated>
      <p className="text-sm text-gray-300">
        Congés, ponts, séminaires&nbsp;: ces jours s’ajoutent aux week-ends et jours fériés. Les délais de réponse promis attendent la
        réouverture, le site annonce la fermeture et n’y propose aucun créneau de rappel, l’accusé de réception le dit au visiteur.
      </p>
      {stored.error && <Notice tone="error">{agencyClosureMessages.loadError}</Notice>}
      {stored.data && <ClosuresEditor closures={stored.data.closures} canEdit={canEdit} />}
    </Subsection>
  );
}

function ClosuresEditor({ closures, canEdit }: { closures: AgencyClosure[]; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState({ from: '', to: '', label: '' });
  const [refused, setRefused] = useState<FieldErrors>({});
  const [toRemove, setToRemove] = useState<AgencyClosure | null>(null);
  const save = useMutation({
    mutationFn: (list: AgencyClosure[]) => adminFetch<Answer<typeof agencyClosuresSavedAnswer>>('/api/admin/settings/closures', { method: 'PUT', body: { closures: list } }),
    onSuccess: (answer) => queryClient.setQueryData(adminKeys.agencyClosures, { success: true, closures: answer.closures }),
  });
  const day = parisToday();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = agencyClosureSchema.safeParse(draft);
    if (!parsed.success) {
      setRefused(fieldErrorsOf(parsed.error));
      return;
    }
    setRefused({});
    save.mutate([...closures, parsed.data], { onSuccess: () => setDraft({ from: '', to: '', label: '' }) });
  };

  return (
    <div className="space-y-4">
      {closures.length === 0 ? (
        <p className="text-sm text-gray-400">Aucune fermeture enregistrée&nbsp;: seuls les week-ends et les jours fériés sont fermés.</p>
      ) : (
        <ul className="space-y-2" aria-label="Fermetures enregistrées">
          {closures.map((closure) => {
            const when = whenOf(closure, day);
            const span = closureSpan(closure, true);
            return (
              <li key={`${closure.from}-${closure.to}-${closure.label}`} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-ink-700 bg-ink-900/60 p-3">
                <span className={`flex min-w-0 items-center gap-2 text-sm ${when === 'passée' ? 'text-gray-400' : 'text-gray-100'}`}>
                  <CalendarOff aria-hidden size={16} className="shrink-0 text-brand-300" />
                  <span className="min-w-0">
                    {span.charAt(0).toUpperCase() + span.slice(1)}
                    {when && <span className="ml-2 rounded-full bg-ink-700 px-2 py-0.5 text-xs text-gray-200">{when === 'passée' ? 'Passée' : 'En cours'}</span>}
                  </span>
                </span>
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`Supprimer la fermeture ${span}`}
                  {...writeControl(canEdit, save.isPending)}
                  onClick={() => setToRemove(closure)}
                >
                  <Trash2 aria-hidden size={16} /> Supprimer
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form noValidate onSubmit={add} className="space-y-3" aria-label="Ajouter une fermeture">
        <div className="grid gap-3 sm:grid-cols-2">
          <DayField label="Premier jour fermé" required value={draft.from} onValueChange={(from) => setDraft({ ...draft, from })} error={refused.from} disabled={!canEdit} />
          <DayField label="Dernier jour fermé" required value={draft.to} onValueChange={(to) => setDraft({ ...draft, to })} error={refused.to} disabled={!canEdit} />
        </div>
        <TextField
          label="Motif (facultatif)"
          value={draft.label}
          maxLength={60}
          placeholder="Congés de fin d’année"
          hint={`Lu par les visiteurs. Au plus ${AGENCY_CLOSURES_MAX} fermetures enregistrées.`}
          onChange={(event) => setDraft({ ...draft, label: event.target.value })}
          error={refused.label}
          disabled={!canEdit}
        />
        {save.error && <Notice tone="error">{errorMessage(save.error, agencyClosureMessages.saveError)}</Notice>}
        {save.isSuccess && <Notice tone="success">{agencyClosureMessages.saved}</Notice>}
        <ReadOnlyNote />
        <button type="submit" className={primaryButton} {...writeControl(canEdit, save.isPending)}>
          <CalendarOff aria-hidden size={16} /> {save.isPending ? 'Enregistrement...' : 'Ajouter la fermeture'}
        </button>
      </form>
      <ConfirmDialog
        open={toRemove !== null}
        question={toRemove ? `Supprimer la fermeture ${closureSpan(toRemove, true)}\u00a0? Ces jours redeviennent ouverts\u00a0: le site ne l’annonce plus et les rappels y sont de nouveau proposés.` : ''}
        confirmLabel="Supprimer la fermeture"
        onConfirm={() => {
          if (toRemove) save.mutate(closures.filter((other) => other !== toRemove));
          setToRemove(null);
        }}
        onCancel={() => setToRemove(null)}
      />
    </div>
  );
}
