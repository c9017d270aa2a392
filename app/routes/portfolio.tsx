import { ButtonLink } from '../ui/button-link';
import { Lead, PageHero } from '../ui/page-hero';
import { innerPageMeta } from '../seo';

export const meta = () =>
  innerPageMeta({
    title: 'Portfolio — Réalisations en cours de refonte',
    description: 'Notre portfolio de projets IA et web est en cours de reconstruction. Demandez nos références par message.',
    path: '/portfolio',
    crumb: 'Portfolio',
  });

export default function Portfolio() {
  return (
    <PageHero eyebrow="Portfolio" title="Nos réalisations arrivent bientôt">
      <Lead>
        Le contenu de cette page est en cours de reconstruction&nbsp;: nous rassemblons nos études de cas (assistants IA,
        automatisations, sites et applications) avec l'accord de nos clients.
      </Lead>
      <p className="mx-auto mt-3 max-w-2xl text-gray-400">
        En attendant, nous vous envoyons volontiers des références proches de votre secteur.
      </p>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/contact?service=portfolio">Demander nos références</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">Nous contacter</ButtonLink>
      </div>
    </PageHero>
  );
}
