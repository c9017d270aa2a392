import { AuthCard, AuthFallback } from '../features/admin/auth/auth-card';
import { NewPasswordForm } from '../features/admin/auth/password-reset-forms';

export const meta = () => [{ title: 'Nouveau mot de passe' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function clientLoader() {
  return null;
}

export const HydrateFallback = AuthFallback;

export default function AdminNewPassword() {
  return (
    <AuthCard title="Nouveau mot de passe" subtitle="Choisissez le mot de passe de votre compte">
      <NewPasswordForm />
    </AuthCard>
  );
}
