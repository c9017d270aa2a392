import { zodResolver } from '@hookform/resolvers/zod';
import Copy from 'lucide-react/icons/copy';
import { useForm } from 'react-hook-form';
import { newApiKeySchema, type NewApiKey } from '../../../../domain/settings/settings-schema';
import type { z } from '../../../../domain/validation/zod';
import { TextField } from '../../../ui/text-field';
import { Modal } from '../ui/modal';
import { Notice, primaryButton, secondaryButton } from '../settings/settings-controls';
import { useCreateApiKey } from '../settings/settings-api';
import { refusalOf } from '../../../api/error-message';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { formatLongDate } from '../ui/format';
import { COPY_FAILED, useCopy } from '../ui/use-copy';

interface NewApiKeyModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Names a new key, then shows it once: only its hash stays on the server. */
export function NewApiKeyModal({ open, onOpenChange }: NewApiKeyModalProps) {
  const create = useCreateApiKey();
  const formRef = useFocusFirstInvalid(create.error);
  const refused = refusalOf(create.error, ['name'], 'Erreur lors de la création de la clé');
  const { copied, failed, copy, reset: resetCopy } = useCopy();
  const form = useForm<z.input<typeof newApiKeySchema>, unknown, NewApiKey>({ resolver: zodResolver(newApiKeySchema), defaultValues: { name: '' } });
  const created = create.data;

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    // The token leaves memory with the dialog.
    create.reset();
    form.reset();
    resetCopy();
    onOpenChange(false);
  };

  return (
    <Modal open={open} onOpenChange={close} title="Nouvelle clé API" description="La clé ne sera affichée qu'une seule fois.">
      {created ? (
        <div className="space-y-4">
          <Notice tone="success">{created.message}</Notice>
          <div>
            <p className="text-sm text-gray-300">
              Clé « {created.name} », valable jusqu'au {formatLongDate(created.expiresAt)} :
            </p>
            <output aria-label="Clé API générée" className="mt-2 block break-all rounded-xl border border-ink-600 bg-ink-950 p-3 font-mono text-sm text-white">
              {created.token}
            </output>
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={secondaryButton} onClick={() => void copy(created.token)}>
              <Copy aria-hidden size={16} /> {copied ? 'Copiée' : 'Copier'}
            </button>
            <button type="button" className={primaryButton} onClick={() => close(false)}>
              J'ai copié la clé
            </button>
          </div>
          {failed && (
            <p role="alert" className="text-sm text-amber-300">
              {COPY_FAILED}
            </p>
          )}
        </div>
      ) : (
        <form ref={formRef} noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => create.mutate(values.name))}>
          <TextField
            label="Nom de la clé"
            required
            placeholder="Intégration CRM"
            error={form.formState.errors.name?.message ?? refused.field('name')}
            {...form.register('name')}
          />
          {refused.general && <Notice tone="error">{refused.general}</Notice>}
          <div className="flex justify-end gap-3">
            <button type="button" className={secondaryButton} onClick={() => close(false)}>
              Annuler
            </button>
            <button type="submit" className={primaryButton} disabled={create.isPending}>
              {create.isPending ? 'Génération...' : 'Générer la clé'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
