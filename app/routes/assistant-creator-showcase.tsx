import Bot from 'lucide-react/icons/bot';
import Plug from 'lucide-react/icons/plug';
import Rocket from 'lucide-react/icons/rocket';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { ButtonLink } from '../ui/button-link';
import { Card, Lead, PageHero, Section } from '../ui/page-hero';
import { innerPageMeta } from '../seo';
import type { Route } from './+types/assistant-creator-showcase';

export const meta = ({ location }: Route.MetaArgs) =>
  innerPageMeta({
    title: location.pathname.startsWith('/demo') ? 'Démo du créateur d’assistants IA' : 'Créateur d’assistants IA — Présentation',
    description: location.pathname.startsWith('/demo')
      ? 'Démonstration du créateur d’assistants IA\u00a0: choisissez un métier, connectez vos outils et déployez votre assistant.'
      : 'Créez votre assistant IA en quatre étapes\u00a0: métier, outils connectés, personnalité et déploiement. Démonstration gratuite.',
    // Both addresses show the same page; the showcase is the canonical one.
    path: '/assistant-creator-showcase',
    crumb: 'Créateur d’assistants',
  });

const steps = [
  { icon: Bot, title: 'Choisissez un métier', text: 'Comptabilité, commercial, marketing, RH\u00a0: partez d’un modèle éprouvé.' },
  { icon: Plug, title: 'Connectez vos outils', text: 'Messagerie, CRM, logiciel comptable, agenda\u00a0: plus de 500 intégrations.' },
  { icon: SlidersHorizontal, title: 'Réglez sa personnalité', text: 'Ton, niveau de détail, règles de validation\u00a0: il parle comme votre entreprise.' },
  { icon: Rocket, title: 'Déployez', text: 'Sur votre site, dans Teams ou Slack, ou par e-mail, en quelques jours.' },
];

export default function AssistantCreatorShowcase() {
  return (
    <>
      <PageHero eyebrow="Créateur d'assistants" title="Créez votre assistant IA sur mesure">
        <Lead>Un assistant qui connaît votre métier, vos outils et vos règles, configuré avec vous en quatre étapes.</Lead>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/contact?type=demo&solution=Cr%C3%A9ateur%20d%E2%80%99assistants">Demander une démonstration</ButtonLink>
          <ButtonLink to="/workflows-assistants" variant="secondary">Voir les assistants prêts à l'emploi</ButtonLink>
        </div>
      </PageHero>
      <Section id="etapes" title="Quatre étapes">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title}>
              <Card className="h-full">
                <p className="flex items-center gap-2 text-sm font-semibold text-accent-300"><Icon aria-hidden size={18} /> Étape {index + 1}</p>
                <h3 className="mt-2 font-semibold text-white">{title}</h3>
                <p className="mt-2 text-sm text-gray-300">{text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="apercu" title="Aperçu d'un assistant">
        <Card className="max-w-xl">
          <p className="text-sm text-gray-400">Assistant comptable — connecté à votre banque et à votre logiciel de comptabilité</p>
          <p className="mt-4 rounded-xl bg-ink-800 p-3 text-sm text-gray-200">Vous&nbsp;: Quelles factures fournisseurs arrivent à échéance cette semaine&nbsp;?</p>
          <p className="mt-3 rounded-xl bg-brand-600/20 p-3 text-sm text-gray-100">
            Assistant&nbsp;: 4 factures pour 7 380 € au total. Deux peuvent bénéficier d'un escompte si elles sont réglées avant
            jeudi. Je prépare les virements&nbsp;?
          </p>
        </Card>
      </Section>
    </>
  );
}
