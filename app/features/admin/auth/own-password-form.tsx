import { zodResolver } from '@hookform/resolvers/zod';
import KeyRound from 'lucide-react/icons/key-round';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { messageAnswer } from '../../../../domain/api/answers';
import { ownPasswordSchema, type OwnPassword } from '../../../../domain/validation/admin-user-schema';
import type { z } from '../../../../domain/validation/zod';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { refusalOf } from '../../../api/error-message';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { TextField } from '../../../ui/text-field';
import { Notice, primaryButton } from '../settings/settings-controls';
import { Subsection } from '../ui/section';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
const empty = { currentPassword: '', password: '', confirmPassword: '' };

/** 'Votre mot de passe': each user changes their own, readers included (docs/decisions/0458-own-password.md). */
export function OwnPasswordForm() {
  const change = useMutation({
    mutationFn: (values: OwnPassword) => adminFetch<Answer<typeof messageAnswer>>('/api/admin/account/password', { method: 'POST', body: values }),
  });
  const formRef = useFocusFirstInvalid(change.error);
  const refused = refusalOf(change.error, FIELDS, 'Erreur lors du changement de mot de passe');
  const form = useForm<z.input<typeof ownPasswordSchema>, unknown, OwnPassword>({ resolver: zodResolver(ownPasswordSchema), defaultValues: empty });
  const errorOf = (field: (typeof FIELDS)[number]) => form.formState.errors[field]?.message ?? refused.field(field);

  return (
    <Subsection id="own-password" title="Votre mot de passe">
      <form
        ref={formRef}
        noValidate
        aria-labelledby="own-password-title"
        className="space-y-4 rounded-xl border border-ink-700 bg-ink-900/60 p-4"
        onSubmit={form.handleSubmit((values) => change.mutate(values, { onSuccess: () => form.reset(empty) }))}
      >
        <div className="grid gap-4 md:grid-cols-3">
          <TextField label="Mot de passe actuel" type="password" required autoComplete="current-password" error={errorOf('currentPassword')} {...form.register('currentPassword')} />
          <TextField label="Nouveau mot de passe" type="password" required autoComplete="new-password" error={errorOf('password')} {...form.register('password')} />
          <TextField
            label="Confirmer le nouveau mot de passe"
            type="password"
            required
            autoComplete="new-password"
            error={errorOf('confirmPassword')}
            {...form.register('confirmPassword')}
          />
        </div>
        <p className="text-xs text-gray-400">Vos autres sessions et vos clés API seront fermées&nbsp;; ce navigateur reste connecté.</p>
        {change.isSuccess && <Notice tone="success">{change.data.message}</Notice>}
        {refused.general && <Notice tone="error">{refused.general}</Notice>}
        <button type="submit" className={primaryButton} disabled={change.isPending}>
          <KeyRound aria-hidden size={16} /> {change.isPending ? 'Enregistrement...' : 'Changer le mot de passe'}
        </button>
      </form>
    </Subsection>
  );
}
