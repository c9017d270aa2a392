import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PROSPECT_STATUSES } from '../../../../domain/prospects/prospect-fields';
import { prospectCreateSchema, type ProspectCreate, type ProspectCreateInput } from '../../../../domain/prospects/prospect-schema';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { refusalOf } from '../../../api/error-message';
import { Modal } from '../ui/modal';
import { FormFooter } from '../ui/form-footer';
import { useCreateProspect } from './prospects-api';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { DealValueField, dealValueOfInput } from './deal-value-field';

const statusOptions = PROSPECT_STATUSES.map((s) => ({ value: s, label: s }));

/** A prospect met outside the site (a fair, a phone call), entered by hand. */
const FIELDS = ['prenom', 'nom', 'email', 'telephone', 'entreprise', 'fonction', 'statut', 'estimated_value', 'commentaire'] as const;

export function ProspectCreateModal({ onClose, onCreated }: { onClose: () => void; onCreated: (message: string) => void }) {
  const create = useCreateProspect();
  const { register, handleSubmit, formState } = useForm<ProspectCreateInput, unknown, ProspectCreate>({
    resolver: zodResolver(prospectCreateSchema),
    defaultValues: { statut: 'Lead', is_contacted: false, estimated_value: null },
  });
  const formRef = useFocusFirstInvalid(create.error);
  const refused = refusalOf(create.error, FIELDS, 'Erreur lors de la création du prospect');
  const errorOf = (field: (typeof FIELDS)[number]) => formState.errors[field]?.message ?? refused.field(field);
  const submit = handleSubmit((values) => create.mutate(values, { onSuccess: (result) => onCreated(result.message) }));

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
        <TextField label="Commentaire" rows={3} {...register('commentaire')} error={errorOf('commentaire')} />
        <FormFooter error={refused.general} onCancel={onClose} submitLabel="Ajouter" pending={create.isPending} />
      </form>
    </Modal>
  );
}
