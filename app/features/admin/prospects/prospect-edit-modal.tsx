import type { PlannedFollowUp } from '../../../../domain/api/prospect-answers';
import { zodResolver } from '@hookform/resolvers/zod';
import Trash2 from 'lucide-react/icons/trash-2';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PROSPECT_STATUSES } from '../../../../domain/prospects/prospect-fields';
import { LOST_STATUS } from '../../../../domain/prospects/deal-value';
import { NEXT_ACTION_TYPES, type NextActionType } from '../../../../domain/prospects/next-action';
import { LOST_REASONS, type LostReason } from '../../../../domain/prospects/lost-reasons';
import { prospectUpdateSchema, type ProspectUpdate, type ProspectUpdateInput } from '../../../../domain/prospects/prospect-schema';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DayField } from '../../../ui/day-field';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { TimeField } from '../../../ui/time-field';
import { refusalOf } from '../../../api/error-message';
import { useCanWrite } from '../auth/use-can-write';
import { CampaignField } from '../ui/campaign-field';
import { Modal } from '../ui/modal';
import { ReadOnlyNote, writeControl } from '../ui/read-only-note';
import { useAdminUsers, userChoiceLabel } from '../admin-users/users-api';
import { LeadAnalysis } from './lead-analysis';
import { ProspectEmail } from './prospect-email';
import { ProspectNotes } from './prospect-notes';
import { ProspectTimeline } from './prospect-timeline';
import { ProspectLabels } from './prospect-labels';
import { ProspectDuplicates } from './prospect-duplicates';
import { useDeleteProspect, useProspectDetail, useSaveProspect, type Prospect } from './prospects-api';
import { DealValueField, dealValueOfInput } from './deal-value-field';
import { NextActionDone } from './next-action-done';
import { useTypedFormField } from '../ui/typed-form-field';
import { useFocusFirstRefused } from '../ui/focus-first-refused';

const statusOptions = PROSPECT_STATUSES.map((s) => ({ value: s, label: s }));
const actionTypeOptions = NEXT_ACTION_TYPES.map((type) => ({ value: type.value, label: type.label }));
const lostReasonOptions = LOST_REASONS.map((reason) => ({ value: reason, label: reason }));
const errorBox = 'rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200';

interface ProspectEditModalProps {
  prospect: Prospect;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The row-click edit modal of back-office §2.6, saved for real; a super-assistant lead also shows its analysis. */
const FIELDS = [
  'nom',
  'prenom',
  'entreprise',
  'fonction',
  'email',
  'telephone',
  'statut',
  'lost_reason',
  'owner',
  'next_action_at',
  'next_action_label',
  'next_action_time',
  'next_action_type',
  'estimated_value',
  'expected_close_at',
  'commentaire',
] as const;

export function ProspectEditModal({ prospect, onClose, onSaved }: ProspectEditModalProps) {
  const save = useSaveProspect();
  const remove = useDeleteProspect();
  const detail = useProspectDetail(prospect.id);
  const users = useAdminUsers();
  const userOptions = (users.data ?? []).map((user) => ({ value: user.username, label: userChoiceLabel(user) }));
  // The owner stays a choice while the users load, or once their account is gone: a select without its option would
  // show 'Personne', and a save would then take the deal from its owner.
  const ownerOptions =
    prospect.owner && !userOptions.some((option) => option.value === prospect.owner) ? [{ value: prospect.owner, label: prospect.owner }, ...userOptions] : userOptions;
  const [confirming, setConfirming] = useState(false);
  const canWrite = useCanWrite();
  const form = useForm<ProspectUpdateInput, unknown, ProspectUpdate>({
    resolver: zodResolver(prospectUpdateSchema),
    shouldFocusError: false,
    defaultValues: {
      nom: prospect.nom,
      prenom: prospect.prenom,
      entreprise: prospect.entreprise,
      fonction: prospect.fonction,
      owner: prospect.owner ?? '',
      next_action_at: prospect.next_action_at ?? '',
      next_action_label: prospect.next_action_label ?? '',
      next_action_time: prospect.next_action_time ?? '',
      next_action_type: (prospect.next_action_type as NextActionType | null) ?? '',
      estimated_value: prospect.estimated_value,
      expected_close_at: prospect.expected_close_at ?? '',
      email: prospect.email,
      telephone: prospect.telephone,
      statut: (PROSPECT_STATUSES as readonly string[]).includes(prospect.statut) ? prospect.statut : '',
      commentaire: prospect.commentaire,
      is_contacted: prospect.is_contacted,
      lost_reason: (prospect.lost_reason as LostReason | null) ?? null,
    },
  });
  const { register, handleSubmit, formState, control, setValue } = form;
  const nextActionAt = useTypedFormField(form, 'next_action_at');
  const nextActionTime = useTypedFormField(form, 'next_action_time');
  const expectedCloseAt = useTypedFormField(form, 'expected_close_at');
  const nextActionDay = useRef<HTMLInputElement>(null);
  // The follow-up an e-mail planned, at its first send or once sent again, is now the deal's: the form shows it, so
  // saving the form keeps it.
  const showFollowUp = (next: PlannedFollowUp) => {
    setValue('next_action_at', next.next_action_at);
    setValue('next_action_label', next.next_action_label);
    setValue('next_action_time', next.next_action_time ?? '');
    setValue('next_action_type', '');
  };
  const lost = useWatch({ control, name: 'statut' }) === LOST_STATUS;
  const formRef = useFocusFirstRefused(formState, save.error);
  const refused = refusalOf(save.error ?? remove.error, FIELDS, 'Erreur lors de l’enregistrement du prospect');
  const errorOf = (field: (typeof FIELDS)[number]) => formState.errors[field]?.message ?? refused.field(field);
  const name = `${prospect.prenom} ${prospect.nom}`.trim();

  const submit = handleSubmit((values) =>
    save.mutate({ id: prospect.id, values: { ...values, owner: values.owner || null } }, { onSuccess: (result) => onSaved(result.message) }),
  );

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Prospect ${prospect.client_code}`} description={[name, prospect.entreprise].filter(Boolean).join(' · ')} size="lg">
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4" aria-label="Modifier le prospect">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Nom" required autoComplete="off" {...register('nom')} error={errorOf('nom')} />
          <TextField label="Prénom" required autoComplete="off" {...register('prenom')} error={errorOf('prenom')} />
          <TextField label="Entreprise" autoComplete="off" {...register('entreprise')} error={errorOf('entreprise')} />
          <TextField label="Fonction" autoComplete="off" {...register('fonction')} error={errorOf('fonction')} />
          <TextField label="E-mail" type="email" required autoComplete="off" {...register('email')} error={errorOf('email')} />
          <TextField label="Téléphone" type="tel" autoComplete="off" {...register('telephone')} error={errorOf('telephone')} />
          <SelectField label="Statut" required options={statusOptions} placeholder="-- Sélectionnez un statut --" {...register('statut')} error={errorOf('statut')} />
          {/* Only with 'Inactif': unregistered otherwise, so a status changed back sends no reason. */}
          {lost && (
            <SelectField
              label="Motif de perte"
              options={lostReasonOptions}
              placeholder="Sans motif"
              {...register('lost_reason', { setValueAs: (v: string | null) => v || null, shouldUnregister: true })}
              error={errorOf('lost_reason')}
            />
          )}
          <label className="flex items-center gap-3 self-end rounded-xl border border-ink-600 px-4 py-3 text-sm text-gray-200">
            <input type="checkbox" className="h-4 w-4 accent-brand-500" {...register('is_contacted')} />
            Déjà contacté
          </label>
          <SelectField label="Responsable" options={ownerOptions} placeholder="Personne" {...register('owner', { setValueAs: (v: string) => v || null })} error={errorOf('owner')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-[1fr_9rem_10rem]">
          <DayField label="Prochaine action le" ref={nextActionDay} {...nextActionAt} error={errorOf('next_action_at')} />
          <TimeField label="À (facultatif)" {...nextActionTime} error={errorOf('next_action_time')} />
          <SelectField label="Type" options={actionTypeOptions} placeholder="Aucun" {...register('next_action_type')} error={errorOf('next_action_type')} />
          <div className="sm:col-span-3">
            <TextField label="Prochaine action" placeholder="Envoyer le devis, rappeler…" maxLength={120} {...register('next_action_label')} error={errorOf('next_action_label')} />
          </div>
        </div>
        <NextActionDone
          prospectId={prospect.id}
          storedDay={(detail.data ?? prospect).next_action_at}
          canWrite={canWrite}
          onDone={() => {
            setValue('next_action_at', '');
            setValue('next_action_label', '');
            setValue('next_action_time', '');
            setValue('next_action_type', '');
            nextActionDay.current?.focus();
          }}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <DealValueField {...register('estimated_value', { setValueAs: dealValueOfInput })} error={errorOf('estimated_value')} />
          <DayField label="Clôture prévue le" {...expectedCloseAt} error={errorOf('expected_close_at')} />
        </div>
        <TextField label="Commentaire" rows={3} {...register('commentaire')} error={errorOf('commentaire')} />
        {refused.general && (
          <p role="alert" className={errorBox}>
            {refused.general}
          </p>
        )}
        <ReadOnlyNote />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            {...writeControl(canWrite)}
            onClick={() => setConfirming(true)}
            className="inline-flex items-center gap-2 rounded-xl border border-red-500/50 px-4 py-2 text-sm font-semibold text-red-200 hover:bg-red-500/10 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <Trash2 aria-hidden size={16} /> Supprimer
          </button>
          <div className="flex gap-3">
            <button type="button" onClick={onClose} className="rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-gray-100 hover:border-brand-400">
              Annuler
            </button>
            <button type="submit" {...writeControl(canWrite, save.isPending)} className="rounded-xl bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
              {save.isPending ? 'Enregistrement…' : 'Enregistrer'}
            </button>
          </div>
        </div>
      </form>
      <ProspectLabels prospectId={prospect.id} labels={detail.data?.labels ?? prospect.labels} canEdit={canWrite} />
      {/* The merge changes the record under the form: it closes, as a deletion does, rather than keep stale fields. */}
      <ProspectDuplicates prospect={prospect} onMerged={onSaved} />
      {prospect.campaign && (
        <dl className="mt-6 rounded-xl border border-ink-700 bg-ink-950/60 p-4">
          <CampaignField campaign={prospect.campaign} />
        </dl>
      )}
      {detail.data?.details && <LeadAnalysis prospect={detail.data} />}
      <ProspectEmail prospect={prospect} onFollowUp={showFollowUp} />
      <ProspectNotes prospectId={prospect.id} />
      <ProspectTimeline prospectId={prospect.id} onFollowUp={showFollowUp} />
      <ConfirmDialog
        open={confirming}
        question={`Êtes-vous sûr de vouloir supprimer le prospect ${name || prospect.client_code}\u00a0?`}
        confirmLabel="Supprimer"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(prospect.id, { onSuccess: (result) => onSaved(result.message) });
        }}
      />
    </Modal>
  );
}
