import { homeTestimonials } from '../../domain/catalogue/testimonials';
import { useModes } from '../features/modes/modes-store';
import { MemberCard } from '../features/team/member-card';
import { Particles } from '../features/team/particles';
import { methodology, teamMembers } from '../features/team/team-members';
import { TestimonialList } from '../features/team/testimonial-list';
import { ButtonLink } from '../ui/button-link';
import { Card, Lead, PageHero, Section } from '../ui/page-hero';
import { innerPageMeta } from '../seo';
import type { Route } from './+types/team';

export const meta = ({ location }: Route.MetaArgs) =>
  innerPageMeta({
    title: location.pathname.startsWith('/equipe') ? "L'équipe — Experts IA et développement web" : 'Notre équipe — Experts IA et développement web',
    description:
      location.pathname.startsWith('/equipe')
        ? "L'équipe qui conçoit vos assistants IA et vos sites\u00a0: méthode en quatre étapes, références et engagements."
        : 'Rencontrez les fondateurs de Synapse IA\u00a0: 17 ans d\'expérience, 200+ projets, une méthode en quatre étapes pour vos projets IA et web.',
    // /equipe is the same page: its canonical address is /team.
    path: '/team',
    crumb: 'Équipe',
  });

export default function Team() {
  const institutional = useModes((state) => state.institutional);
  return (
    <>
      <div className="relative">
        <Particles />
        <PageHero eyebrow={institutional ? 'Gouvernance et expertise' : "L'équipe"} title="Notre Equipe">
          <Lead>
            {institutional
              ? "Une direction expérimentée, responsable de la qualité, de la conformité et de la pérennité des solutions déployées auprès des organisations."
              : "Deux fondateurs, 17 ans d'expérience et plus de 200 projets\u00a0: nous parlons métier avant de parler technologie."}
          </Lead>
        </PageHero>
      </div>
      <Section id="membres" title={institutional ? 'Direction' : 'Les fondateurs'}>
        <div className="grid gap-6 lg:grid-cols-2">
          {teamMembers.map((member) => (
            <MemberCard key={member.role} member={member} />
          ))}
        </div>
      </Section>
      <Section id="methodologie" title="Notre méthodologie" intro="Quatre étapes, un interlocuteur unique du premier rendez-vous au suivi.">
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {methodology.map((item, index) => (
            <li key={item.step}>
              <Card className="h-full">
                <p className="text-3xl font-black text-brand-400">{index + 1}</p>
                <h3 className="mt-2 text-lg font-semibold text-white">{item.step}</h3>
                <p className="mt-2 text-sm text-gray-300">{item.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>
      <Section
        id="services"
        title={institutional ? 'Un accompagnement intégré' : 'Un service unifié'}
        intro="Assistants IA, workflows automatisés, solutions sur mesure et développement web&nbsp;: une seule équipe pilote l'ensemble, sans sous-traitance cachée."
      >
        <div className="grid gap-4 md:grid-cols-3">
          <Card><h3 className="font-semibold text-white">Conseil et cadrage</h3><p className="mt-2 text-sm text-gray-300">Audit gratuit de 30 minutes, feuille de route chiffrée et priorisée.</p></Card>
          <Card><h3 className="font-semibold text-white">Réalisation</h3><p className="mt-2 text-sm text-gray-300">Développement, intégration à vos outils, tests avec vos équipes.</p></Card>
          <Card><h3 className="font-semibold text-white">Suivi</h3><p className="mt-2 text-sm text-gray-300">Formation, maintenance et évolutions mesurées sur vos indicateurs.</p></Card>
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/contact?service=collaboration">Proposer une collaboration</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">Nous contacter</ButtonLink>
        </div>
      </Section>
      <Section id="testimonials" title="Ils nous font confiance">
        <TestimonialList testimonials={homeTestimonials} />
      </Section>
      <Section id="portfolio" title="Portfolio" intro="Nos études de cas sont en cours de mise à jour avec l'accord de nos clients.">
        <ButtonLink to="/portfolio" variant="secondary">Voir le portfolio</ButtonLink>
      </Section>
    </>
  );
}
