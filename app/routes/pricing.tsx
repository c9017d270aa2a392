import Phone from 'lucide-react/icons/phone';
import { useState } from 'react';
import { durations, RATE_RANGE, type MissionDuration } from '../../domain/freelance-rates';
import { siteConfig } from '../../domain/site-config';
import { useCustomMode } from '../features/modes/modes-store';
import { DurationSlider } from '../features/pricing/duration-slider';
import { RateCards } from '../features/pricing/rate-cards';
import { TimedCards } from '../features/pricing/timed-cards';
import { ButtonLink } from '../ui/button-link';
import { Card, Lead, PageHero, Section } from '../ui/page-hero';
import { innerPageMeta } from '../seo';

export const meta = () =>
  innerPageMeta({
    title: 'Tarifs freelance — TJM de 350 à 900 € par jour',
    description:
      'Tarifs journaliers transparents pour vos missions de développement et d’IA\u00a0: de 350 à 900 € par jour selon la durée. Devis sous 24h.',
    path: '/pricing',
    crumb: 'Tarifs',
  });

const reasons = [
  { title: '25 % sous la concurrence', text: 'Des tarifs inférieurs de 25 % à ceux des grandes agences, à expertise égale.' },
  { title: 'Remboursé si objectifs non atteints', text: 'Nous fixons ensemble des objectifs mesurables et nous engageons dessus.' },
  { title: 'Démarrage sous 48 h', text: 'Pas de délai commercial interminable\u00a0: un expert démarre dans les 48 heures.' },
  { title: "17 ans d'expérience", text: 'Plus de 200 projets livrés, du correctif express à la plateforme complète.' },
];

export default function Pricing() {
  const codeMode = useCustomMode();
  const [duration, setDuration] = useState<MissionDuration>('medium');
  const option = durations.find((d) => d.id === duration)!;

  return (
    <>
      <PageHero eyebrow="Tarifs transparents" title={codeMode ? 'Développement Sur-Mesure' : 'Tarifs Freelance'}>
        <Lead>
          Un taux journalier clair, de {RATE_RANGE.min} à {RATE_RANGE.max} € par jour, dégressif selon la durée de votre mission.
        </Lead>
      </PageHero>
      <section className="px-4 pb-12 sm:px-6" aria-labelledby="grille-tarifaire">
        <div className="mx-auto max-w-6xl">
          <h2 id="grille-tarifaire" className="sr-only">
            Grille tarifaire
          </h2>
          <DurationSlider value={duration} onChange={setDuration} />
          <div className="mt-10">
            <RateCards option={option} codeMode={codeMode} />
          </div>
          <div className="mt-10 flex flex-col items-center gap-3 text-center">
            <ButtonLink to="/contact?service=freelance">Discuter de ma mission</ButtonLink>
            <a href={siteConfig.phoneHref} className="inline-flex items-center gap-2 text-sm text-brand-300 hover:underline">
              <Phone aria-hidden size={16} /> Appeler le {siteConfig.phone}
            </a>
          </div>
        </div>
      </section>
      <Section id="pourquoi" title={`Pourquoi choisir ${siteConfig.name}\u00a0?`}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((reason) => (
            <Card key={reason.title}>
              <h3 className="font-semibold text-white">{reason.title}</h3>
              <p className="mt-2 text-sm text-gray-300">{reason.text}</p>
            </Card>
          ))}
        </div>
      </Section>
      <TimedCards duration={duration} />
    </>
  );
}
