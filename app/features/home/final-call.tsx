import { Link } from 'react-router';
import { ButtonLink } from '../../ui/button-link';
import { siteConfig } from '../../../domain/site-config';

export function FinalCall() {
  return (
    <section className="px-4 py-20 sm:px-6" aria-labelledby="final-call-title">
      <div className="mx-auto max-w-4xl rounded-3xl border border-brand-500/30 bg-gradient-to-br from-ink-800 to-ink-900 p-8 text-center sm:p-12">
        <h2 id="final-call-title" className="text-3xl font-bold text-white">
          Prêt à automatiser ce qui vous freine&nbsp;?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-gray-300">
          Réservez un audit gratuit de 30 minutes&nbsp;: nous repérons avec vous les tâches à automatiser en priorité et
          chiffrons le gain attendu. Réponse sous 24h.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ButtonLink to="/contact?audit=true" ctaType="audit">Demander un audit gratuit</ButtonLink>
          <ButtonLink to={siteConfig.phoneHref} variant="secondary" ctaType="call">
            Appel découverte&nbsp;: {siteConfig.phone}
          </ButtonLink>
        </div>
        <p className="mt-6 text-sm text-gray-300">
          Curieux de voir ce que l'IA ferait de vos outils&nbsp;?{' '}
          <Link to="/super-assistant" className="font-semibold text-brand-300 hover:underline">
            Essayez le Super Assistant IA
          </Link>
        </p>
      </div>
    </section>
  );
}
