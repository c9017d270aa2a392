import { zodResolver } from '@hookform/resolvers/zod';
import Save from 'lucide-react/icons/save';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { EMAIL_SIGNATURE_MAX, emailSignatureMessages, emailSignatureSchema, type EmailSignatureInput } from '../../../../domain/email-signature';
import type { z } from '../../../../domain/validation/zod';
import { refusalOf } from '../../../api/error-message';
import { TextField } from '../../../ui/text-field';
import { Notice, primaryButton } from '../settings/settings-controls';
import { useOwnSignature, useSaveSignature } from './signature-api';
import { Subsection } from '../ui/section';

/**
 * 'Votre signature d’e-mail' (docs/decisions/0467-email-signatures.md): added by the server under each reply and
 * e-mail the user sends, so it is written once and never forgotten; every user sets their own, readers included.
 */
export function EmailSignatureForm({ onSaved, titled = true }: { onSaved?: () => void; titled?: boolean }) {
  const id = useId();
  const current = useOwnSignature();
  const save = useSaveSignature();
  const values = useMemo(() => ({ signature: current.data?.signature ?? '' }), [current.data]);
  const form = useForm<z.input<typeof emailSignatureSchema>, unknown, EmailSignatureInput>({ resolver: zodResolver(emailSignatureSchema), values });
  const refused = refusalOf(save.error, ['signature'], 'Erreur lors de l’enregistrement de la signature');

  const signatureForm = (
    <form
      noValidate
      aria-label="Votre signature d’e-mail"
      className={titled ? 'space-y-4 rounded-xl border border-ink-700 bg-ink-900/60 p-4' : 'space-y-4'}
      onSubmit={form.handleSubmit(({ signature }) => save.mutate(signature, { onSuccess: () => onSaved?.() }))}
    >
      {current.isError && <Notice tone="error">{emailSignatureMessages.loadError}</Notice>}
      <TextField
        label="Signature"
        rows={4}
        maxLength={EMAIL_SIGNATURE_MAX}
        placeholder={'Camille Martin\nCheffe de projet IA\n06 12 34 56 78'}
        hint="Ajoutée sous chaque réponse et chaque e-mail que vous envoyez depuis le back-office. Laissez vide pour n’en ajouter aucune."
        disabled={!current.data}
        error={form.formState.errors.signature?.message ?? refused.field('signature')}
        {...form.register('signature')}
      />
      {save.isSuccess && !form.formState.isDirty && <Notice tone="success">{save.data.message}</Notice>}
      {refused.general && <Notice tone="error">{refused.general}</Notice>}
      <button type="submit" className={primaryButton} disabled={!current.data || save.isPending}>
        <Save aria-hidden size={16} /> {save.isPending ? 'Enregistrement...' : 'Enregistrer la signature'}
      </button>
    </form>
  );
  // In the composer's dialog, the dialog's title names it.
  if (!titled) return signatureForm;
  return (
    <Subsection id={id} title="Votre signature d’e-mail">
      {signatureForm}
    </Subsection>
  );
}
