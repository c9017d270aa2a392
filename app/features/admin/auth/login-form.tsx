import { zodResolver } from '@hookform/resolvers/zod';
import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import LogIn from 'lucide-react/icons/log-in';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { adminLoginSchema, type AdminLogin, type AdminLoginInput } from '../../../../domain/validation/admin-login-schema';
import { twoFactorMessages } from '../../../../domain/validation/two-factor-schema';
import { TextField } from '../../../ui/text-field';
import { authLinkClass } from './auth-card';
import { login } from './login';

interface LoginFormProps {
  onSuccess: () => void;
  /** Shown above the form, e.g. why the login is asked again. */
  notice?: string;
  compact?: boolean;
}

/** The admin login (back-office §5): username defaults to 'admin'; both fields are required. */
export function LoginForm({ onSuccess, notice, compact }: LoginFormProps) {
  const [error, setError] = useState<string | null>(null);
  // Once the password is right for a user with a second factor, its code is asked under it (0457).
  const [codeAsked, setCodeAsked] = useState(false);
  const { register, handleSubmit, formState, setFocus, resetField } = useForm<AdminLoginInput, unknown, AdminLogin>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { username: 'admin', password: '' },
  });

  const busy = formState.isSubmitting;
  // The fields are disabled while the form is sent, which drops the focus: once it is answered, the code takes it
  // when asked, or the password, selected to be typed again, when refused.
  useEffect(() => {
    if (busy) return;
    if (codeAsked) setFocus('code');
    else if (error) setFocus('password', { shouldSelect: true });
  }, [codeAsked, busy, error, setFocus]);

  const onValid = async (values: AdminLogin) => {
    setError(null);
    const result = await login(codeAsked ? values : { ...values, code: undefined });
    if (result.ok) return onSuccess();
    if (result.codeAsked && !codeAsked) return setCodeAsked(true);
    setError(result.error);
    if (result.codeAsked) resetField('code');
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className={compact ? 'space-y-4' : 'space-y-5'} aria-label="Connexion administrateur">
      {notice && (
        <p className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-200" role="status">
          {notice}
        </p>
      )}
      {error && (
        <div role="alert" className="flex items-start gap-2 rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
          <AlertCircle aria-hidden size={18} className="mt-0.5 shrink-0" />
          <p>{error}</p>
        </div>
      )}
      <TextField
        label="Nom d'utilisateur"
        required
        autoComplete="username"
        {...register('username')}
        error={formState.errors.username?.message}
        disabled={busy}
      />
      <TextField
        label="Mot de passe"
        type="password"
        required
        autoComplete="current-password"
        {...register('password')}
        error={formState.errors.password?.message}
        disabled={busy}
      />
      {codeAsked && (
        <TextField
          label="Code de vérification"
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          hint={twoFactorMessages.codeAsked}
          {...register('code')}
          error={formState.errors.code?.message}
          disabled={busy}
        />
      )}
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white transition hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        <LogIn aria-hidden size={18} />
        {busy ? 'Connexion...' : 'Se connecter'}
      </button>
      <p className="text-center">
        <Link to="/admin/login/mot-de-passe-oublie" className={authLinkClass}>
          Mot de passe oublié&nbsp;?
        </Link>
      </p>
    </form>
  );
}
