import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { adminUserFormSchema, rolesFromAdminFlag, type AdminUserForm } from '../../../../domain/validation/admin-user-schema';
import { refusalOf } from '../../../api/error-message';
import { CheckedTextField } from '../../../ui/checked-text-field';
import { TextField } from '../../../ui/text-field';
import { checkNewUsername, useSaveAdminUser, type AdminUser } from './users-api';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { DealValueField, goalOfInput } from '../prospects/deal-value-field';

interface UserFormProps {
  /** The user being edited, or null to add one. */
  user: AdminUser | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Add or edit an admin user (back-office §2.4, §5); in edit mode the username is locked and the password optional. */
export function UserForm({ user, onDone, onCancel }: UserFormProps) {
  const mode = user ? 'edit' : 'add';
  const save = useSaveAdminUser();
  const { register, handleSubmit, formState } = useForm<AdminUserForm>({
    resolver: zodResolver(adminUserFormSchema(mode)),
    defaultValues: {
      username: user?.username ?? '',
      password: '',
      confirmPassword: '',
      isAdmin: user ? user.roles.includes('ROLE_ADMIN') : true,
      email: user?.email ?? '',
      monthlyWonGoal: user?.monthlyWonGoal ?? 0,
    },
  });
  const failure = mode === 'add' ? "Erreur lors de l'ajout de l'utilisateur" : "Erreur lors de la modification de l'utilisateur";

  const onValid = (values: AdminUserForm) =>
    save.mutate(
      { mode, username: user?.username ?? values.username.trim(), password: values.password, roles: rolesFromAdminFlag(values.isAdmin), email: values.email, monthlyWonGoal: values.monthlyWonGoal },
      { onSuccess: (body) => onDone(body.message) },
    );
  const formRef = useFocusFirstInvalid(save.error);
  const refused = refusalOf(save.error, ['username', 'password', 'roles', 'email', 'monthlyWonGoal'], failure);
  const error = refused.general;
  const busy = save.isPending;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="max-w-xl space-y-4"
      aria-label={mode === 'add' ? 'Nouvel utilisateur' : `Modifier ${user?.username}`}
    >
      <h3 className="text-lg font-semibold text-white">
        {mode === 'add' ? 'Nouvel utilisateur' : `Modifier l'utilisateur ${user?.username}`}
      </h3>
      {error && (
        <p role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
          {error}
        </p>
      )}
      <CheckedTextField
        label="Nom d'utilisateur"
        required={mode === 'add'}
        readOnly={mode === 'edit'}
        autoComplete="off"
        {...register('username')}
        check={mode === 'add' ? checkNewUsername : undefined}
        error={formState.errors.username?.message ?? refused.field('username')}
      />
      <TextField
        label={mode === 'add' ? 'Mot de passe' : 'Mot de passe (laisser vide pour ne pas changer)'}
        type="password"
        required={mode === 'add'}
        autoComplete="new-password"
        {...register('password')}
        error={formState.errors.password?.message ?? refused.field('password')}
      />
      <TextField
        label="Confirmer le mot de passe"
        type="password"
        required={mode === 'add'}
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={formState.errors.confirmPassword?.message}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        hint="Facultatif&nbsp;: y sont annoncées les demandes et les affaires qu’un collègue ou l’attribution automatique lui assigne, les notes qui le mentionnent et, chaque matin, ses relances."
        {...register('email')}
        error={formState.errors.email?.message ?? refused.field('email')}
      />
      <DealValueField
        label="Objectif de ventes mensuel (€)"
        hint="Facultatif&nbsp;: la valeur des affaires à gagner chaque mois, suivie sur le tableau des prospects de cet utilisateur&nbsp;; 0 ou vide pour aucun."
        placeholder="10 000"
        {...register('monthlyWonGoal', { setValueAs: goalOfInput })}
        error={formState.errors.monthlyWonGoal?.message ?? refused.field('monthlyWonGoal')}
      />
      <label className="flex items-center gap-3 text-sm text-gray-200">
        <input type="checkbox" className="h-4 w-4 accent-brand-500" {...register('isAdmin')} />
        Administrateur (accès complet)
      </label>
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={busy}
          className="rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {busy ? 'Traitement...' : mode === 'add' ? 'Ajouter' : 'Mettre à jour'}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-xl border border-ink-600 px-5 py-2.5 text-sm font-semibold text-gray-200 hover:border-brand-400"
        >
          Annuler
        </button>
      </div>
    </form>
  );
}
