import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { Link } from 'react-router';
import type { messageAnswer } from '../../../../domain/api/answers';
import { passwordResetRequestSchema, passwordResetSchema, type PasswordReset } from '../../../../domain/validation/admin-user-schema';
import type { z } from '../../../../domain/validation/zod';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { refusalOf } from '../../../api/error-message';
import { focusedControl, giveFocusBack } from '../../../ui/give-focus-back';
import { useTakeFocus } from '../../../ui/take-focus';
import { TextField } from '../../../ui/text-field';
import { Notice, primaryButton } from '../settings/settings-controls';
import { authLinkClass } from './auth-card';

/** The end of both forms: the full-width submit button, then the way back. */
function FormEnd({ label, busyLabel, busy, disabled, back }: { label: string; busyLabel: string; busy: boolean; disabled: boolean; back: { to: string; text: string } }) {
  return (
    <>
      <button type="submit" className={`${primaryButton} w-full py-3`} disabled={disabled}>
        {busy ? busyLabel : label}
      </button>
      <p className="text-center">
        <Link to={back.to} className={authLinkClass}>
          {back.text}
        </Link>
      </p>
    </>
  );
}

/**
 * Sends one of these public forms: the server's message on success; a refusal puts each field's message beside its
 * field and answers the rest, in French. The fields being disabled while it is sent, the focus then goes to the
 * first refused field, or back to the control it was sent from.
 */
async function sent<T extends FieldValues>(path: string, body: object, fields: Array<Path<T>>, setError: UseFormSetError<T>, fallback: string) {
  const control = focusedControl();
  try {
    return { message: (await adminFetch<Answer<typeof messageAnswer>>(path, { method: 'POST', body })).message, error: null };
  } catch (error) {
    const refused = refusalOf(error, fields, fallback);
    fields.forEach((field) => {
      const message = refused.field(field);
      if (message) setError(field, { message });
    });
    return { message: null, error: refused.general };
  } finally {
    if (control) giveFocusBack(() => control.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? control);
  }
}

/** 'Mot de passe oublié' (docs/decisions/0462-password-reset.md): the same answer whether the account exists or not. */
export function ForgotPasswordForm() {
  const [outcome, setOutcome] = useState<{ message: string | null; error: string | null }>({ message: null, error: null });
  const form = useForm<z.input<typeof passwordResetRequestSchema>, unknown, z.output<typeof passwordResetRequestSchema>>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { login: '' },
  });
  const busy = form.formState.isSubmitting;
  return (
    <form
      noValidate
      className="space-y-5"
      aria-label="Mot de passe oublié"
      onSubmit={form.handleSubmit(async (values) => setOutcome(await sent('/api/security/password-reset', values, ['login'], form.setError, 'Erreur lors de l’envoi du lien. Veuillez réessayer.')))}
    >
      <TextField
        label="Nom d'utilisateur ou adresse e-mail"
        required
        autoComplete="username"
        hint="Le lien part vers l’adresse e-mail de votre compte, s’il en a une&nbsp;; sinon, un administrateur change votre mot de passe."
        error={form.formState.errors.login?.message}
        disabled={busy}
        {...form.register('login')}
      />
      {outcome.message && <Notice tone="success">{outcome.message}</Notice>}
      {outcome.error && <Notice tone="error">{outcome.error}</Notice>}
      <FormEnd label="Envoyer le lien" busyLabel="Envoi..." busy={busy} disabled={busy} back={{ to: '/admin/login', text: 'Retour à la connexion' }} />
    </form>
  );
}

/** 'Nouveau mot de passe': the link's secret is read after '#', never sent in the address to the server. */
export function NewPasswordForm() {
  const [token] = useState(() => window.location.hash.slice(1));
  const [outcome, setOutcome] = useState<{ message: string | null; error: string | null }>({ message: null, error: null });
  const form = useForm<z.input<typeof passwordResetSchema>, unknown, PasswordReset>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const busy = form.formState.isSubmitting;
  // The form gives way to the way in, which takes the focus the form had.
  const signInRef = useTakeFocus<HTMLAnchorElement>(outcome.message);

  if (outcome.message) {
    return (
      <div className="space-y-5">
        <Notice tone="success">{outcome.message}</Notice>
        <Link ref={signInRef} to="/admin/login" className={`${primaryButton} w-full py-3`}>
          Se connecter
        </Link>
      </div>
    );
  }
  const linkRefusal = outcome.error ?? form.formState.errors.token?.message;
  return (
    <form
      noValidate
      className="space-y-5"
      aria-label="Nouveau mot de passe"
      onSubmit={form.handleSubmit(async (values) =>
        setOutcome(await sent('/api/security/password-reset/confirm', values, ['token', 'password', 'confirmPassword'], form.setError, 'Erreur lors du changement de mot de passe. Veuillez réessayer.')),
      )}
    >
      {!token && <Notice tone="error">Ce lien est incomplet&nbsp;: ouvrez celui de l’e-mail reçu, en entier, ou demandez-en un nouveau.</Notice>}
      <TextField
        label="Nouveau mot de passe"
        type="password"
        required
        autoComplete="new-password"
        error={form.formState.errors.password?.message}
        disabled={busy}
        {...form.register('password')}
      />
      <TextField
        label="Confirmer le nouveau mot de passe"
        type="password"
        required
        autoComplete="new-password"
        error={form.formState.errors.confirmPassword?.message}
        disabled={busy}
        {...form.register('confirmPassword')}
      />
      {token && linkRefusal && <Notice tone="error">{linkRefusal}</Notice>}
      <FormEnd
        label="Enregistrer le mot de passe"
        busyLabel="Enregistrement..."
        busy={busy}
        disabled={busy || !token}
        back={{ to: '/admin/login/mot-de-passe-oublie', text: 'Demander un nouveau lien' }}
      />
    </form>
  );
}
