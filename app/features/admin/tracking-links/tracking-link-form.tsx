import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  trackingLinkInputSchema,
  trackingLinkMessages,
  type TrackingLink,
  type TrackingLinkFormValues,
  type TrackingLinkInput,
} from '../../../../domain/tracking-links';
import { TextField } from '../../../ui/text-field';
import { Modal } from '../ui/modal';
import { notify } from '../ui/notify';
import { useSaveTrackingLink } from './tracking-links-api';
import { adminErrorMessage } from '../api/admin-fetch';

interface TrackingLinkFormProps {
  /** The link being edited, null to create one; undefined keeps the modal closed. */
  link: TrackingLink | null | undefined;
  onClose: () => void;
}

/** 'Créer un nouveau lien' / 'Modifier le lien' (back-office §2.5, §5). */
export function TrackingLinkForm({ link, onClose }: TrackingLinkFormProps) {
  return (
    <Modal open={link !== undefined} onOpenChange={(open) => !open && onClose()} title={link ? 'Modifier le lien' : 'Créer un nouveau lien'}>
      {link !== undefined && <LinkFields key={link?.id ?? 'new'} link={link} onClose={onClose} />}
    </Modal>
  );
}

function LinkFields({ link, onClose }: { link: TrackingLink | null; onClose: () => void }) {
  const save = useSaveTrackingLink();
  const { register, handleSubmit, formState } = useForm<TrackingLinkFormValues, unknown, TrackingLinkInput>({
    resolver: zodResolver(trackingLinkInputSchema),
    defaultValues: {
      clientName: link?.clientName ?? '',
      description: link?.description ?? '',
      campaign: link?.campaign ?? '',
      source: link?.source ?? '',
      medium: link?.medium ?? '',
    },
  });
  const onValid = (input: TrackingLinkInput) =>
    save.mutate(
      { id: link?.id ?? null, input },
      {
        onSuccess: () => {
          notify('success', link ? trackingLinkMessages.updated : trackingLinkMessages.created);
          onClose();
        },
        onError: (error) => notify('error', adminErrorMessage(error, trackingLinkMessages.saveError)),
      },
    );
  const errors = formState.errors;

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <TextField label="Nom du client" required autoComplete="off" {...register('clientName')} error={errors.clientName?.message} />
      <TextField label="Description" rows={2} {...register('description')} error={errors.description?.message} />
      <TextField label="Campagne (utm_campaign)" autoComplete="off" {...register('campaign')} error={errors.campaign?.message} />
      <TextField label="Source (utm_source)" autoComplete="off" {...register('source')} error={errors.source?.message} />
      <TextField label="Medium (utm_medium)" autoComplete="off" {...register('medium')} error={errors.medium?.message} />
      {save.error && (
        <p role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
          {adminErrorMessage(save.error, trackingLinkMessages.saveError)}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onClose} className="rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-gray-200 hover:border-brand-400">
          Annuler
        </button>
        <button
          type="submit"
          disabled={save.isPending}
          className="rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500 disabled:opacity-70"
        >
          {save.isPending ? 'Traitement...' : link ? 'Mettre à jour' : 'Créer le lien'}
        </button>
      </div>
    </form>
  );
}
