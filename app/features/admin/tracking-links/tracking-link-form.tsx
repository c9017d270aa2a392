import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { trackingLinkInputSchema, trackingLinkMessages, type TrackingLink, type TrackingLinkInput } from '../../../../domain/tracking-links';
import { parisLocalInstantOrNull, parisLocalValue } from '../../../../domain/paris-time';
import { z } from '../../../../domain/validation/zod';
import { CheckedTextField } from '../../../ui/checked-text-field';
import { DayTimeField } from '../../../ui/day-time-field';
import { useTypedFormField } from '../ui/typed-form-field';
import { useFocusFirstRefused } from '../ui/focus-first-refused';
import { TextField } from '../../../ui/text-field';
import { Modal } from '../ui/modal';
import { FormFooter } from '../ui/form-footer';
import { notify } from '../ui/notify';
import { checkNewSlug, useSaveTrackingLink } from './tracking-links-api';
import { refusalOf } from '../../../api/error-message';

interface TrackingLinkFormProps {
  /** The link being edited, null to create one; undefined keeps the modal closed. */
  link: TrackingLink | null | undefined;
  /** With `link` null: the link whose fields the new one starts from ('Dupliquer', Dub's duplicate), its code aside. */
  copyOf?: TrackingLink | null;
  onClose: () => void;
}

const titleOf = (link: TrackingLink | null | undefined, copyOf: TrackingLink | null) => (link ? 'Modifier le lien' : copyOf ? 'Dupliquer le lien' : 'Créer un nouveau lien');

/** 'Créer un nouveau lien' / 'Modifier le lien' (back-office §2.5, §5). */
export function TrackingLinkForm({ link, copyOf = null, onClose }: TrackingLinkFormProps) {
  return (
    <Modal open={link !== undefined} onOpenChange={(open) => !open && onClose()} title={titleOf(link, copyOf)}>
      {link !== undefined && <LinkFields key={link?.id ?? `new-${copyOf?.id ?? ''}`} link={link} copyOf={link ? null : copyOf} onClose={onClose} />}
    </Modal>
  );
}

/** The expiry as a datetime-local field holds it, in Paris time, '' for none; sent as an instant. */
const formSchema = trackingLinkInputSchema.extend({
  expiresAt: z
    .string()
    .refine((text) => text === '' || parisLocalInstantOrNull(text) !== null, trackingLinkMessages.expiresAt)
    .transform((text) => (text === '' ? null : parisLocalInstantOrNull(text))),
});
type FormValues = z.input<typeof formSchema>;
const FIELDS = ['clientName', 'description', 'campaign', 'source', 'medium', 'destination', 'slug', 'expiresAt'] as const;

/** An expiry already past is not carried into a copy: the new link would send every visitor to the home page. */
const futureExpiry = (expiresAt: string | null) => (expiresAt && Date.parse(expiresAt) > Date.now() ? expiresAt : null);

function LinkFields({ link, copyOf, onClose }: { link: TrackingLink | null; copyOf: TrackingLink | null; onClose: () => void }) {
  const save = useSaveTrackingLink();
  const from = link ?? copyOf;
  const form = useForm<FormValues, unknown, TrackingLinkInput>({
    resolver: zodResolver(formSchema),
    shouldFocusError: false,
    defaultValues: {
      clientName: from?.clientName ?? '',
      description: from?.description ?? '',
      campaign: from?.campaign ?? '',
      source: from?.source ?? '',
      medium: from?.medium ?? '',
      destination: from?.destination ?? '',
      slug: '',
      expiresAt: parisLocalValue(link ? link.expiresAt : futureExpiry(copyOf?.expiresAt ?? null)),
    },
  });
  const { register, handleSubmit, formState } = form;
  const expiresAt = useTypedFormField(form, 'expiresAt');
  const onValid = (input: TrackingLinkInput) =>
    save.mutate(
      { id: link?.id ?? null, input },
      {
        onSuccess: () => {
          notify('success', link ? trackingLinkMessages.updated : trackingLinkMessages.created);
          onClose();
        },
        onError: (error) => {
          const general = refusalOf(error, FIELDS, trackingLinkMessages.saveError).general;
          if (general) notify('error', general);
        },
      },
    );
  const formRef = useFocusFirstRefused(formState, save.error);
  const refused = refusalOf(save.error, FIELDS, trackingLinkMessages.saveError);
  const errors = formState.errors;
  const errorOf = (field: (typeof FIELDS)[number]) => errors[field]?.message ?? refused.field(field);

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      {copyOf && (
        <p className="text-sm text-gray-400">
          Copie du lien <code className="text-gray-200">{copyOf.trackingCode}</code>&nbsp;: changez ce qui diffère (source, medium, destination…). Le nouveau lien
          aura son propre identifiant et ses propres statistiques.
        </p>
      )}
      <TextField label="Nom du client" required autoComplete="off" {...register('clientName')} error={errorOf('clientName')} />
      <TextField label="Description" rows={2} {...register('description')} error={errorOf('description')} />
      <TextField label="Campagne (utm_campaign)" autoComplete="off" {...register('campaign')} error={errorOf('campaign')} />
      <TextField label="Source (utm_source)" autoComplete="off" {...register('source')} error={errorOf('source')} />
      <TextField label="Medium (utm_medium)" autoComplete="off" {...register('medium')} error={errorOf('medium')} />
      <TextField
        label="Destination"
        autoComplete="off"
        placeholder="/pricing ou https://partenaire.fr/offre"
        hint="Un chemin du site avec sa requête, ou une adresse https:// d'un domaine autorisé dans Paramètres. Vide&nbsp;: page d'accueil."
        {...register('destination')}
        error={errorOf('destination')}
      />
      {link ? (
        <p className="text-sm text-gray-400">
          Identifiant&nbsp;: <code className="text-gray-200">{link.trackingCode}</code> (non modifiable)
        </p>
      ) : (
        <CheckedTextField
          label="Identifiant personnalisé (facultatif)"
          autoComplete="off"
          placeholder="salon-2026"
          hint="3 à 50 caractères parmi a-z, 0-9 et -. Vide&nbsp;: un code aléatoire."
          {...register('slug')}
          check={checkNewSlug}
          error={errorOf('slug')}
        />
      )}
      <DayTimeField
        label="Expiration (facultatif, heure de Paris)"
        timeLabel="Heure d’expiration"
        hint="Après cette date, le lien mène à la page d'accueil sans compter les clics."
        {...expiresAt}
        error={errorOf('expiresAt')}
      />
      <FormFooter error={refused.general} onCancel={onClose} submitLabel={save.isPending ? 'Traitement...' : link ? 'Mettre à jour' : 'Créer le lien'} pending={save.isPending} />
    </form>
  );
}
