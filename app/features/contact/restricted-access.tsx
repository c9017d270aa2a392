import Lock from 'lucide-react/icons/lock';
import { Link } from 'react-router';

export function RestrictedAccess() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-28 text-center" aria-labelledby="restricted-title">
      <Lock aria-hidden size={40} className="text-amber-300" />
      <h1 id="restricted-title" className="mt-4 text-3xl font-bold text-white">Accès Restreint</h1>
      <p className="mt-3 text-gray-300">Cette page est temporairement indisponible pour maintenance.</p>
      <Link to="/" className="mt-8 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        Retour à l'accueil
      </Link>
    </section>
  );
}
