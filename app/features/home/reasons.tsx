import Bot from 'lucide-react/icons/bot';
import Gauge from 'lucide-react/icons/gauge';
import ShieldCheck from 'lucide-react/icons/shield-check';

const reasons = [
  {
    icon: Bot,
    title: 'Des assistants IA prêts à travailler',
    text: 'Finance, ventes, marketing, comptabilité\u00a0: chaque assistant connaît son métier et se branche sur vos outils existants.',
  },
  {
    icon: Gauge,
    title: 'Des résultats mesurables',
    text: 'Un ROI moyen de +40 %, des tarifs 25 % sous le marché et un démarrage sous 48 h. Objectifs non atteints\u00a0? Nous remboursons.',
  },
  {
    icon: ShieldCheck,
    title: 'Une équipe qui vous accompagne',
    text: '17 ans d’expérience, 200+ projets et plus de 500 entreprises qui nous font confiance, avec un audit gratuit de 30 minutes.',
  },
];

export function Reasons() {
  return (
    <section className="px-4 py-20 sm:px-6" aria-labelledby="reasons-title">
      <div className="mx-auto max-w-6xl">
        <h2 id="reasons-title" className="text-center text-3xl font-bold text-white sm:text-4xl">
          Trois raisons de nous choisir
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-ink-700 bg-ink-900/80 p-6">
              <Icon aria-hidden className="text-accent-400" size={32} />
              <h3 className="mt-4 text-lg font-semibold text-white">{title}</h3>
              <p className="mt-2 text-gray-300">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
