import { zodResolver } from '@hookform/resolvers/zod';
import AtSign from 'lucide-react/icons/at-sign';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { ownEmailAnswer } from '../../../../domain/api/admin-answers';
import type { messageAnswer } from '../../../../domain/api/answers';
import { accountMessages } from '../../../../domain/validation/account-messages';
import { ownEmailSchema, type OwnEmail } from '../../../../domain/validation/admin-user-schema';
import type { z } from '../../../../domain/validation/zod';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { refusalOf } from '../../../api/error-message';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { TextField } from '../../../ui/text-field';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';
import { Notice, primaryButton } from '../settings/settings-controls';
import { Subsection } from '../ui/section';

const URL = '/api/admin/account/email';
const FIELDS = ['email', 'currentPassword'] as const;

/**
 * 'Votre adresse e-mail' (docs/decisions/0536-own-email-address.md): where the back-office writes to the user (what
 * is given to them, their reminders and digests, a forgotten password's link), set by each user, readers included,
 * confirmed by their password.
 */
export function OwnEmailForm() {
  const client = useQueryClient();
  const current = useQuery({ queryKey: adminKeys.ownEmail, queryFn: () => adminFetch<Answer<typeof ownEmailAnswer>>(URL) });
  const save = useMutation({
    mutationFn: (values: OwnEmail) => adminFetch<Answer<typeof messageAnswer>>(URL, { method: 'PUT', body: values }),
    // The reminders' panel says where they go, and the users' list shows the address.
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.ownEmail, adminKeys.reminderPreference], others: [adminKeys.users] }),
  });
  const formRef = useFocusFirstInvalid(save.error);
  const refused = refusalOf(save.error, FIELDS, 'Erreur lors de l’enregistrement de l’adresse e-mail');
  const values = useMemo(() => ({ email: current.data?.email ?? '', currentPassword: '' }), [current.data]);
  const form = useForm<z.input<typeof ownEmailSchema>, unknown, OwnEmail>({ resolver: zodResolver(ownEmailSchema), values });
  const errorOf = (field: (typeof FIELDS)[number]) => form.formState.errors[field]?.message ?? refused.field(field);

  return (
    <Subsection id="own-email" title="Votre adresse e-mail">
      <form
        ref={formRef}
        noValidate
        aria-labelledby="own-email-title"
        className="space-y-4 rounded-xl border border-ink-700 bg-ink-900/60 p-4"
        onSubmit={form.handleSubmit((input) => save.mutate(input, { onSuccess: () => form.reset({ email: input.email, currentPassword: '' }) }))}
      >
        {current.isError && <Notice tone="error">{accountMessages.ownEmailLoadError}</Notice>}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Adresse e-mail"
            type="email"
            autoComplete="email"
            hint="Ce qui vous est confié, vos rappels et récapitulatifs, le lien d’un mot de passe oublié. Laissez vide pour n’en recevoir aucun."
            disabled={!current.data}
            error={errorOf('email')}
            {...form.register('email')}
          />
          <TextField
            label="Mot de passe actuel"
            type="password"
            required
            autoComplete="current-password"
            disabled={!current.data}
            error={errorOf('currentPassword')}
            {...form.register('currentPassword')}
          />
        </div>
        {save.isSuccess && !form.formState.isDirty && <Notice tone="success">{save.data.message}</Notice>}
        {refused.general && <Notice tone="error">{refused.general}</Notice>}
        <button type="submit" className={primaryButton} disabled={!current.data || save.isPending}>
          <AtSign aria-hidden size={16} /> {save.isPending ? 'Enregistrement...' : 'Enregistrer l’adresse'}
        </button>
      </form>
    </Subsection>
  );
}
