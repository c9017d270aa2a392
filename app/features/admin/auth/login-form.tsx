import { zodResolver } from '@hookform/resolvers/zod';
import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import LogIn from 'lucide-react/icons/log-in';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminLoginSchema, type AdminLogin, type AdminLoginInput } from '../../../../domain/validation/admin-login-schema';
import { TextField } from '../../../ui/text-field';
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
  const { register, handleSubmit, formState } = useForm<AdminLoginInput, unknown, AdminLogin>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { username: 'admin', password: '' },
  });

  const onValid = async (values: AdminLogin) => {
    setError(null);
    const result = await login(values);
    if (result.ok) onSuccess();
    else setError(result.error);
  };

  const busy = formState.isSubmitting;
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
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white transition hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        <LogIn aria-hidden size={18} />
        {busy ? 'Connexion...' : 'Se connecter'}
      </button>
    </form>
  );
}
