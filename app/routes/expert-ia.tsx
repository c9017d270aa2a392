import Brain from 'lucide-react/icons/brain';
import Clock from 'lucide-react/icons/clock';
import Gauge from 'lucide-react/icons/gauge';
import Layers from 'lucide-react/icons/layers';
import LineChart from 'lucide-react/icons/chart-line';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Users from 'lucide-react/icons/users';
import { ButtonLink } from '../ui/button-link';
import { Card, Lead, PageHero, Section } from '../ui/page-hero';
import { innerPageMeta } from '../seo';

export const meta = () =>
  innerPageMeta({
    title: 'Expert IA et architecture — Conseil Symfony, IA et DevOps',
    description:
      'Conseil en architecture Symfony, intelligence artificielle et performance DevOps pour PME\u00a0: audit, feuille de route et accompagnement.',
    path: '/expert-ia',
    crumb: 'Expert IA',
  });

const domains = [
  { icon: Layers, title: 'Architecture Symfony', text: 'Audit de code, découpage en modules, montée de version et reprise de dette technique sur vos applications PHP.' },
  { icon: Brain, title: 'Intelligence artificielle', text: 'Choix des modèles, assistants sur vos données, RAG, agents et gouvernance\u00a0: une IA utile, sûre et mesurée.' },
  { icon: Gauge, title: 'Performance et DevOps', text: 'Temps de réponse, mise à l’échelle, CI/CD, conteneurs et supervision pour des mises en production sereines.' },
];

const benefits = [
  { icon: Clock, title: 'Du temps gagné', text: 'Jusqu’à 25 heures libérées par mois sur les tâches répétitives.' },
  { icon: LineChart, title: 'Un ROI mesuré', text: '+40 % de retour sur investissement moyen sur nos projets.' },
  { icon: Users, title: 'Des équipes soulagées', text: 'Vos collaborateurs se concentrent sur les clients, pas sur la saisie.' },
  { icon: ShieldCheck, title: 'Des données maîtrisées', text: 'Hébergement en France et conformité RGPD dès la conception.' },
];

export default function ExpertIa() {
  return (
    <>
      <PageHero eyebrow="Conseil et expertise" title="Expert IA & Architecture logicielle">
        <Lead>
          17 ans d'expérience au service de vos décisions techniques&nbsp;: nous auditons, conseillons et accompagnons vos
          équipes sur l'architecture, l'IA et la performance.
        </Lead>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/contact">Réserver un audit gratuit de 30 minutes</ButtonLink>
          <ButtonLink to="/web-dev" variant="secondary">Développement web</ButtonLink>
        </div>
      </PageHero>
      <Section id="domaines" title="Trois domaines de conseil">
        <div className="grid gap-5 md:grid-cols-3">
          {domains.map(({ icon: Icon, title, text }) => (
            <Card key={title}>
              <Icon aria-hidden className="text-accent-400" size={28} />
              <h3 className="mt-3 text-lg font-semibold text-white">{title}</h3>
              <p className="mt-2 text-sm text-gray-300">{text}</p>
            </Card>
          ))}
        </div>
      </Section>
      <Section id="benefices" title="Ce que l'IA change pour vous">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ icon: Icon, title, text }) => (
            <Card key={title}>
              <Icon aria-hidden className="text-brand-300" size={24} />
              <h3 className="mt-3 font-semibold text-white">{title}</h3>
              <p className="mt-2 text-sm text-gray-300">{text}</p>
            </Card>
          ))}
        </div>
      </Section>
      <Section id="passer-a-l-action" title="Passez à l'action" intro="Découvrez nos solutions prêtes à l'emploi ou parlons de votre projet.">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink to="/contact">Parler à un expert</ButtonLink>
          <ButtonLink to="/workflows-assistants" variant="secondary">Workflows & Assistants IA</ButtonLink>
          <a href="/workflows-automatises" className="inline-flex items-center justify-center rounded-xl border border-ink-600 bg-ink-800/60 px-5 py-3 text-sm font-semibold text-gray-100 hover:border-brand-400">
            Workflows automatisés
          </a>
        </div>
      </Section>
    </>
  );
}
