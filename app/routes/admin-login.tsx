import ShieldCheck from 'lucide-react/icons/shield-check';
import { useNavigate } from 'react-router';
import { LoginForm } from '../features/admin/auth/login-form';
import { keptHash } from '../../domain/admin-links';

export const meta = () => [{ title: 'Connexion administrateur' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status">
      <span className="text-gray-400">Chargement…</span>
    </div>
  );
}

export default function AdminLogin() {
  const navigate = useNavigate();
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-ink-700 bg-ink-900 p-6 shadow-2xl sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <ShieldCheck aria-hidden size={28} className="text-accent-400" />
          <div>
            <h1 className="text-2xl font-bold text-white">Connexion administrateur</h1>
            <p className="text-sm text-gray-400">Accès au panel d'administration</p>
          </div>
        </div>
        <LoginForm onSuccess={() => navigate(`/admin${keptHash(window.location.hash)}`, { replace: true })} />
      </div>
    </main>
  );
}
