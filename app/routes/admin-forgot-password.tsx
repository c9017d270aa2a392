import { AuthCard, AuthFallback } from '../features/admin/auth/auth-card';
import { ForgotPasswordForm } from '../features/admin/auth/password-reset-forms';

export const meta = () => [{ title: 'Mot de passe oublié' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function clientLoader() {
  return null;
}

export const HydrateFallback = AuthFallback;

export default function AdminForgotPassword() {
  return (
    <AuthCard title="Mot de passe oublié" subtitle="Un lien pour en choisir un nouveau, à l’adresse de votre compte">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
