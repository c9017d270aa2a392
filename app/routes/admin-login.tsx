import { useNavigate } from 'react-router';
import { AuthCard, AuthFallback } from '../features/admin/auth/auth-card';
import { LoginForm } from '../features/admin/auth/login-form';
import { keptHash } from '../../domain/admin-links';

export const meta = () => [{ title: 'Connexion administrateur' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function clientLoader() {
  return null;
}

export const HydrateFallback = AuthFallback;

export default function AdminLogin() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Connexion administrateur" subtitle="Accès au panel d'administration">
      <LoginForm onSuccess={() => navigate(`/admin${keptHash(window.location.hash)}`, { replace: true })} />
    </AuthCard>
  );
}
