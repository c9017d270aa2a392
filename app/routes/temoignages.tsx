import { allTestimonials } from '../features/team/all-testimonials';
import { TestimonialList } from '../features/team/testimonial-list';
import { ButtonLink } from '../ui/button-link';
import { Lead, PageHero, Section } from '../ui/page-hero';
import { innerPageMeta } from '../seo';

export const meta = () =>
  innerPageMeta({
    title: 'Témoignages clients — Avis vérifiés',
    description: 'Ce que disent nos clients de leurs assistants IA, automatisations et projets web\u00a0: avis vérifiés, notés 5 sur 5.',
    path: '/temoignages',
    crumb: 'Témoignages',
  });

export default function Temoignages() {
  return (
    <>
      <PageHero eyebrow="Avis vérifiés" title="Témoignages clients">
        <Lead>Plus de 500 entreprises nous font confiance. Voici ce que certaines d'entre elles en disent.</Lead>
      </PageHero>
      <Section id="avis" title={`${allTestimonials.length} témoignages`}>
        <TestimonialList testimonials={allTestimonials} />
        <div className="mt-10">
          <ButtonLink to="/contact">Démarrer mon projet</ButtonLink>
        </div>
      </Section>
    </>
  );
}
