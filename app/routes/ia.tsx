import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { innerPageMeta } from '../seo';

export const meta = () => [
  ...innerPageMeta({
    title: 'Retour au mode IA',
    description: "Quitte le mode développeur et revient au site des solutions d'intelligence artificielle pour PME.",
    path: '/ia',
    crumb: 'Mode IA',
  }),
  { name: 'robots', content: 'noindex' },
];

/** The custom-mode cookie is cleared by the mode rules (domain/modes.ts) on this path; then home. */
export default function IaMode() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/', { replace: true }), 600);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center px-6 text-center" aria-live="polite">
      <h1 className="text-2xl font-semibold text-white">Redirection vers le mode IA...</h1>
      <p className="mt-3 text-gray-300">
        Si rien ne se passe, <a className="text-brand-300 underline" href="/">revenez à l'accueil</a>.
      </p>
    </section>
  );
}
