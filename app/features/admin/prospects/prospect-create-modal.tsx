import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { PROSPECT_STATUSES } from '../../../../domain/prospects/prospect-fields';
import { prospectCreateSchema, type ProspectCreate, type ProspectCreateInput } from '../../../../domain/prospects/prospect-schema';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { refusalOf } from '../../../api/error-message';
import { Modal } from '../ui/modal';
import { FormFooter } from '../ui/form-footer';
import { useCreateProspect, useProspectMatches, type Prospect } from './prospects-api';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { DealValueField, dealValueOfInput } from './deal-value-field';

const statusOptions = PROSPECT_STATUSES.map((s) => ({ value: s, label: s }));

/** A prospect met outside the site (a fair, a phone call), entered by hand. */
const FIELDS = ['prenom', 'nom', 'email', 'telephone', 'entreprise', 'fonction', 'statut', 'estimated_value', 'commentaire'] as const;

/** Who the typed prospect may already be: by the address, by the phone number and last name, or both. */
function matchHeadline(matches: Prospect[], typedEmail: string): string {
  const byAddress = matches.filter((prospect) => typedEmail !== '' && prospect.email.toLowerCase() === typedEmail.trim().toLowerCase()).length;
  const one = matches.length === 1;
  const what =
    byAddress === matches.length
      ? 'cette adresse e-mail'
      : byAddress === 0
        ? 'ce numéro de téléphone et ce nom'
        : 'cette adresse e-mail, ou ce numéro de téléphone et ce nom';
  return `${one ? 'Un prospect porte' : `${matches.length} prospects portent`} déjà ${what}\u00a0: en ajouter un crée un doublon.`;
}

interface ProspectCreateModalProps {
  onClose: () => void;
  onCreated: (message: string) => void;
  /** The record of a prospect the one typed may already be, opened instead of making a duplicate. */
  onOpenExisting: (prospect: Prospect) => void;
}

export function ProspectCreateModal({ onClose, onCreated, onOpenExisting }: ProspectCreateModalProps) {
  const create = useCreateProspect();
  const { register, handleSubmit, formState, control } = useForm<ProspectCreateInput, unknown, ProspectCreate>({
    resolver: zodResolver(prospectCreateSchema),
    defaultValues: { statut: 'Lead', is_contacted: false, estimated_value: null },
  });
  const formRef = useFocusFirstInvalid(create.error);
  const refused = refusalOf(create.error, FIELDS, 'Erreur lors de la création du prospect');
  const errorOf = (field: (typeof FIELDS)[number]) => formState.errors[field]?.message ?? refused.field(field);
  const submit = handleSubmit((values) => create.mutate(values, { onSuccess: (result) => onCreated(result.message) }));
  const typedEmail = useDebouncedValue(useWatch({ control, name: 'email' }) ?? '', 400);
  const typedPhone = useDebouncedValue(useWatch({ control, name: 'telephone' }) ?? '', 400);
  const typedName = useDebouncedValue(useWatch({ control, name: 'nom' }) ?? '', 400);
  const existing = useProspectMatches({ email: typedEmail, telephone: typedPhone, nom: typedName }).data ?? [];

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Nouveau prospect" size="lg">
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4" aria-label="Nouveau prospect">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Prénom" required {...register('prenom')} error={errorOf('prenom')} />
          <TextField label="Nom" required {...register('nom')} error={errorOf('nom')} />
          <TextField label="E-mail" type="email" required {...register('email')} error={errorOf('email')} />
          <TextField label="Téléphone" type="tel" {...register('telephone')} error={errorOf('telephone')} />
          <TextField label="Entreprise" {...register('entreprise')} error={errorOf('entreprise')} />
          <TextField label="Fonction" {...register('fonction')} error={errorOf('fonction')} />
          <SelectField label="Statut" required options={statusOptions} placeholder="-- Sélectionnez un statut --" {...register('statut')} error={errorOf('statut')} />
          <DealValueField {...register('estimated_value', { setValueAs: dealValueOfInput })} error={errorOf('estimated_value')} />
        </div>
        <div role="status">
          {existing.length > 0 && (
            <div className="rounded-xl border border-amber-500/40 bg-amber-500/5 p-3 text-sm text-amber-100">
              <p>{matchHeadline(existing, typedEmail)}</p>
              <ul className="mt-2 space-y-2">
                {existing.map((prospect) => (
                  <li key={prospect.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span className="break-words text-gray-100">
                      {`${prospect.prenom} ${prospect.nom}`.trim() || prospect.client_code} ({prospect.client_code}, {prospect.statut})
                    </span>
                    <button type="button" onClick={() => onOpenExisting(prospect)} className="rounded-xl border border-ink-600 px-3 py-1.5 font-semibold text-gray-100 hover:border-brand-400">
                      Ouvrir sa fiche
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <TextField label="Commentaire" rows={3} {...register('commentaire')} error={errorOf('commentaire')} />
        <FormFooter error={refused.general} onCancel={onClose} submitLabel="Ajouter" pending={create.isPending} />
      </form>
    </Modal>
  );
}
