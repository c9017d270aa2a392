import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ReplyTemplateView } from '../../../../domain/api/admin-answers';
import { replyTemplateSchema, TEMPLATE_FIELDS, type ReplyTemplate, type ReplyTemplateInput } from '../../../../domain/reply-templates';
import { refusalOf } from '../../../api/error-message';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { TextField } from '../../../ui/text-field';
import { Notice, primaryButton, secondaryButton } from '../settings/settings-controls';
import { Modal } from '../ui/modal';
import { useSaveReplyTemplate } from './reply-templates-api';

const FIELDS = ['title', 'subject', 'body'] as const;
const fieldsHelp = Object.entries(TEMPLATE_FIELDS)
  .map(([field, meaning]) => `${field}\u00a0: ${meaning}`)
  .join('\u00a0; ');

/** A new reply template, or one being edited (`template`). */
export function ReplyTemplateModal({ template, onClose, onSaved }: { template: ReplyTemplateView | null; onClose: () => void; onSaved: (message: string) => void }) {
  const save = useSaveReplyTemplate();
  const formRef = useFocusFirstInvalid(save.error);
  const refused = refusalOf(save.error, FIELDS, "Erreur lors de l'enregistrement de la réponse type");
  const form = useForm<ReplyTemplateInput, unknown, ReplyTemplate>({
    resolver: zodResolver(replyTemplateSchema),
    defaultValues: { title: template?.title ?? '', subject: template?.subject ?? '', body: template?.body ?? '' },
  });
  const errorOf = (field: (typeof FIELDS)[number]) => form.formState.errors[field]?.message ?? refused.field(field);
  const submit = form.handleSubmit((values) => save.mutate({ id: template?.id ?? null, values }, { onSuccess: (answer) => onSaved(answer.message) }));

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={template ? 'Modifier la réponse type' : 'Nouvelle réponse type'} size="lg">
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4" aria-label={template ? 'Modifier la réponse type' : 'Nouvelle réponse type'}>
        <TextField label="Titre" required maxLength={80} placeholder="Premier contact" {...form.register('title')} error={errorOf('title')} />
        <TextField label="Objet de l’e-mail (facultatif)" maxLength={200} placeholder="Votre projet avec nous" {...form.register('subject')} error={errorOf('subject')} />
        <TextField
          label="Message"
          required
          rows={8}
          maxLength={5000}
          hint={`Remplacés à l’insertion par ceux de la demande\u00a0: ${fieldsHelp}.`}
          {...form.register('body')}
          error={errorOf('body')}
        />
        {refused.general && <Notice tone="error">{refused.general}</Notice>}
        <div className="flex justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={onClose}>
            Annuler
          </button>
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {save.isPending ? 'Enregistrement…' : 'Enregistrer'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
