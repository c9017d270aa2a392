import { ButtonLink } from '../../ui/button-link';
import { siteConfig } from '../../../domain/site-config';

const promises = [
  { value: '100+', label: 'projets livrés' },
  { value: '24h', label: 'pour une réponse' },
  { value: '+40%', label: 'de ROI moyen' },
];

export function Hero() {
  return (
    <section className="relative overflow-hidden px-4 pb-20 pt-16 sm:px-6 md:pt-24" aria-labelledby="hero-title">
      <div className="mx-auto max-w-5xl text-center">
        <p className="mx-auto inline-flex rounded-full border border-brand-400/40 bg-brand-500/10 px-4 py-1 text-sm font-medium text-brand-300">
          Agence IA &amp; développement web pour les PME
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold leading-tight tracking-tight text-white sm:text-5xl md:text-6xl">
          Des assistants IA et des automatisations qui{' '}
          <span className="bg-gradient-to-r from-brand-300 to-accent-300 bg-clip-text text-transparent">travaillent pour vous</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-gray-300">
          Assistants IA métier, workflows automatisés, solutions sur mesure et sites web rapides&nbsp;: nous libérons vos
          équipes des tâches répétitives pour qu'elles se concentrent sur vos clients.
        </p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ButtonLink to="/contact" ctaType="primary">Démarrer un projet</ButtonLink>
          <ButtonLink to="/workflows-assistants" variant="secondary" ctaType="secondary">Découvrir nos solutions</ButtonLink>
        </div>
        <dl className="mx-auto mt-14 grid max-w-3xl grid-cols-3 gap-4">
          {promises.map((p) => (
            <div key={p.label} className="rounded-2xl border border-ink-700 bg-ink-900/70 px-3 py-5">
              <dt className="sr-only">{p.label}</dt>
              <dd className="text-2xl font-bold text-white sm:text-3xl">{p.value}</dd>
              <dd className="mt-1 text-xs text-gray-400 sm:text-sm">{p.label}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-gray-400">
          Ou appelez-nous&nbsp;:{' '}
          <a className="font-semibold text-brand-300 hover:underline" href={siteConfig.phoneHref} data-cta-type="call">
            {siteConfig.phone}
          </a>
        </p>
      </div>
    </section>
  );
}
