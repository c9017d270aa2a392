import ShieldCheck from 'lucide-react/icons/shield-check';
import type { ReactNode } from 'react';

/** A text link of those pages ('Mot de passe oublié ?', 'Retour à la connexion'). */
export const authLinkClass =
  'text-sm font-medium text-accent-300 underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400';

/** The frame of the pages before the back-office opens: login, forgotten password, new password. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-ink-700 bg-ink-900 p-6 shadow-2xl sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <ShieldCheck aria-hidden size={28} className="text-accent-400" />
          <div>
            <h1 className="text-2xl font-bold text-white">{title}</h1>
            <p className="text-sm text-gray-400">{subtitle}</p>
          </div>
        </div>
        {children}
      </div>
    </main>
  );
}

/** The loading state of those pages, client-rendered. */
export function AuthFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status">
      <span className="text-gray-400">Chargement…</span>
    </div>
  );
}
