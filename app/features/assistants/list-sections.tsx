import Clock from 'lucide-react/icons/clock';
import Euro from 'lucide-react/icons/euro';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Zap from 'lucide-react/icons/zap';
import { homeTestimonials } from '../../../domain/catalogue/testimonials';
import { Stars } from './stars';

export function ListTestimonials() {
  return (
    <section aria-labelledby="employees-testimonials" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <h2 id="employees-testimonials" className="text-center text-3xl font-bold text-white">
        Ce que disent nos clients
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {homeTestimonials.map((t) => (
          <li key={t.author}>
            <figure className="h-full rounded-2xl border border-ink-700 bg-ink-900/80 p-6">
              <Stars rating={t.rating} />
              <blockquote className="mt-3 text-gray-200">« {t.quote} »</blockquote>
              <figcaption className="mt-4 text-sm text-gray-300">
                <span className="font-semibold text-white">{t.author}</span>, {t.role} — {t.company}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

const reasons = [
  { icon: Clock, title: 'Disponibles 24/7', text: 'Vos assistants travaillent la nuit, le week-end et pendant vos congés.' },
  { icon: Zap, title: 'Opérationnels sous 48 h', text: 'Connexion à vos outils et premiers résultats dès la première semaine.' },
  { icon: Euro, title: '25 % sous le marché', text: 'Un tarif mensuel clair, sans frais cachés ni engagement long.' },
  { icon: ShieldCheck, title: 'Satisfait ou remboursé', text: 'Objectifs non atteints\u00a0? Nous vous remboursons.' },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-choose" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
      <h2 id="why-choose" className="text-center text-3xl font-bold text-white">
        Pourquoi choisir nos assistants IA
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-ink-700 bg-ink-900/80 p-6">
            <Icon aria-hidden className="text-accent-400" size={26} />
            <h3 className="mt-3 font-semibold text-white">{title}</h3>
            <p className="mt-1 text-sm text-gray-300">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
