import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import { siteConfig } from '../../../domain/site-config';
import { ButtonLink } from '../../ui/button-link';
import { Card, Lead, PageHero, Section } from '../../ui/page-hero';
import { aiServices, devops, expertise, technologies } from './web-dev-data';

interface WebDevPageProps {
  /** The developer-oriented page: every section of the section nav. */
  full: boolean;
  title: string;
}

export function WebDevPage({ full, title }: WebDevPageProps) {
  return (
    <div className="pt-10">
      <div id="presentation" className="scroll-mt-32">
        <PageHero eyebrow="Développement web sur mesure" title={title}>
          <Lead>
            Sites, applications métier et API conçus pour durer&nbsp;: code propre, performances mesurées et intelligence
            artificielle intégrée là où elle fait gagner du temps.
          </Lead>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/contact?service=freelance">Démarrer un projet</ButtonLink>
            <ButtonLink to="/pricing" variant="secondary">Voir les tarifs</ButtonLink>
          </div>
        </PageHero>
      </div>
      <Section id="technologies" title="Technologies">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {technologies.map((tech) => (
            <Card key={tech.group}>
              <h3 className="font-semibold text-white">{tech.group}</h3>
              <ul className="mt-3 space-y-1 text-sm text-gray-300">
                {tech.items.map((item) => <li key={item}>{item}</li>)}
              </ul>
            </Card>
          ))}
        </div>
      </Section>
      {full ? (
        <>
          <Section id="prestations-ia" title="Prestations IA" intro="L'IA au cœur de vos applications, pas en gadget.">
            <div className="grid gap-4 md:grid-cols-3">
              {aiServices.map((s) => (
                <Card key={s.title} className="border-accent-400/40"><h3 className="font-semibold text-accent-300">{s.title}</h3><p className="mt-2 text-sm text-gray-300">{s.text}</p></Card>
              ))}
            </div>
          </Section>
          <Section id="expertise" title="Expertise">
            <div className="grid gap-4 md:grid-cols-3">
              {expertise.map((s) => (
                <Card key={s.title}><h3 className="font-semibold text-white">{s.title}</h3><p className="mt-2 text-sm text-gray-300">{s.text}</p></Card>
              ))}
            </div>
          </Section>
          <Section id="devops" title="DevOps & Infrastructure">
            <ul className="grid gap-3 sm:grid-cols-2">
              {devops.map((item) => <li key={item} className="rounded-xl border border-ink-700 bg-ink-900/80 px-4 py-3 text-gray-200">{item}</li>)}
            </ul>
          </Section>
          <Section id="tarifs" title="Tarifs" intro="Taux journalier de 350 à 900 € selon la durée et le niveau d'expertise&nbsp;; forfait possible sur cahier des charges.">
            <ButtonLink to="/pricing">Voir la grille tarifaire</ButtonLink>
          </Section>
          <Section id="contact" title="Contact" intro="Parlons de votre projet&nbsp;: réponse sous 2 h en journée.">
            <div className="grid gap-4 sm:grid-cols-3">
              <a href={siteConfig.phoneHref} className="flex items-center gap-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-5 text-white hover:border-brand-400"><Phone aria-hidden className="text-accent-400" /> {siteConfig.phone}</a>
              <a href={`mailto:${siteConfig.email}`} className="flex items-center gap-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-5 text-white hover:border-brand-400"><Mail aria-hidden className="text-accent-400" /> <span className="break-all">{siteConfig.email}</span></a>
              <a href={siteConfig.whatsappHref} rel="noopener" className="flex items-center gap-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-5 text-white hover:border-brand-400"><MessageCircle aria-hidden className="text-accent-400" /> WhatsApp</a>
            </div>
          </Section>
        </>
      ) : (
        <Section id="projet" title="Un projet web&nbsp;?" intro="Site vitrine, e-commerce, application métier ou refonte&nbsp;: nous chiffrons votre projet sous 24 h.">
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/contact">Demander un devis</ButtonLink>
            <ButtonLink to="/expert-ia" variant="secondary">Notre expertise IA</ButtonLink>
          </div>
        </Section>
      )}
    </div>
  );
}
