import Mail from 'lucide-react/icons/mail';
import { siteConfig } from '../../domain/site-config';
import { useModes } from '../features/modes/modes-store';
import { ButtonLink } from '../ui/button-link';
import { Card, Lead, PageHero, Section } from '../ui/page-hero';
import { innerPageMeta } from '../seo';

export const meta = () =>
  innerPageMeta({
    title: 'Nous rejoindre — Carrières IA, développement et commerce',
    description:
      'Candidature spontanée ou poste commercial\u00a0: rejoignez une agence IA et web à taille humaine. Réponse sous 48h, processus transparent.',
    path: '/join-us',
    crumb: 'Nous rejoindre',
  });

const mailto = (subject: string) => `mailto:${siteConfig.jobsEmail}?subject=${encodeURIComponent(subject)}`;

const offering = [
  'Des projets variés en IA, automatisation et développement web',
  'Télétravail possible jusqu’à 3 jours par semaine',
  'Formation continue et veille technologique sur le temps de travail',
  'Rémunération attractive et intéressement aux résultats',
  'Une équipe soudée, sans hiérarchie pesante',
];

const steps = [
  { title: 'Échange découverte', text: 'Un appel de 30 minutes pour faire connaissance et parler de vos envies.' },
  { title: 'Entretien métier', text: 'Une mise en situation concrète, sans piège, avec un membre de l’équipe.' },
  { title: 'Proposition', text: 'Une réponse argumentée et, si tout concorde, une proposition écrite.' },
];

export default function JoinUs() {
  const institutional = useModes((state) => state.institutional);
  return (
    <>
      <PageHero eyebrow="Carrières" title="Nous Rejoindre">
        <Lead>
          {institutional
            ? 'Nous recrutons des profils engagés pour accompagner les organisations publiques et privées dans leur transformation numérique.'
            : "Vous aimez l'IA, le code propre et les clients satisfaits\u00a0? Construisons ensemble les outils des PME de demain."}
        </Lead>
      </PageHero>
      <Section id="candidatures" title="Postes ouverts">
        <div className="grid gap-5 md:grid-cols-2">
          <Card>
            <h3 className="text-xl font-semibold text-white">Candidature spontanée</h3>
            <p className="mt-2 text-gray-300">Développeur, intégrateur IA, chef de projet&nbsp;: présentez-vous, nous lisons chaque candidature.</p>
            <a href={mailto('Candidature spontanée')} className="mt-4 inline-flex items-center gap-2 rounded-xl bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-700">
              <Mail aria-hidden size={16} /> Envoyer une candidature spontanée
            </a>
          </Card>
          <Card>
            <h3 className="text-xl font-semibold text-white">Commercial(e) solutions IA</h3>
            <p className="mt-2 text-gray-300">Vous accompagnez les dirigeants de PME dans le choix de leurs assistants et automatisations.</p>
            <a href={mailto('Candidature — Commercial(e) solutions IA')} className="mt-4 inline-flex items-center gap-2 rounded-xl bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-700">
              <Mail aria-hidden size={16} /> Postuler au poste commercial
            </a>
          </Card>
        </div>
      </Section>
      <Section id="offre" title="Ce que nous offrons">
        <ul className="grid gap-3 sm:grid-cols-2">
          {offering.map((item) => (
            <li key={item} className="rounded-xl border border-ink-700 bg-ink-900/80 px-4 py-3 text-gray-200">{item}</li>
          ))}
        </ul>
      </Section>
      <Section id="processus" title="Processus de recrutement">
        <ol className="grid gap-4 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full">
                <p className="text-3xl font-black text-brand-400">{index + 1}</p>
                <h3 className="mt-2 font-semibold text-white">{step.title}</h3>
                <p className="mt-2 text-sm text-gray-300">{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
        <ul className="mt-8 grid gap-3 text-center sm:grid-cols-3">
          <li className="rounded-xl bg-ink-800 px-4 py-3 font-semibold text-white">Réponse sous 48h</li>
          <li className="rounded-xl bg-ink-800 px-4 py-3 font-semibold text-white">Processus transparent</li>
          <li className="rounded-xl bg-ink-800 px-4 py-3 font-semibold text-white">Égalité des chances</li>
        </ul>
        <p className="mt-6 text-sm text-gray-400">
          Toutes les candidatures sont étudiées sans distinction d'origine, de genre, d'âge ou de handicap.
        </p>
        <div className="mt-6">
          <ButtonLink to="/contact" variant="secondary">Une question&nbsp;? Contactez-nous</ButtonLink>
        </div>
      </Section>
    </>
  );
}
