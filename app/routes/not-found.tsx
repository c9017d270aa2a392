import { Link } from 'react-router';
import { pageMeta } from '../seo';

export const meta = () => [
  ...pageMeta({ title: 'Page non trouvée', description: "La page demandée n'existe pas ou a été déplacée.", path: '/404' }),
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-28 text-center">
      <p className="text-7xl font-black text-brand-400">404</p>
      <h1 className="mt-4 text-3xl font-bold text-white">Page non trouvée</h1>
      <p className="mt-3 text-gray-300">La page que vous cherchez n'existe pas ou a été déplacée.</p>
      <Link to="/" className="mt-8 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        Retour à l'accueil
      </Link>
    </section>
  );
}
