import { faqEntries } from '../features/faq/faq-entries';
import { ButtonLink } from '../ui/button-link';
import { Lead, PageHero } from '../ui/page-hero';
import { innerPageMeta } from '../seo';

export const meta = () => [
  ...innerPageMeta({
    title: 'Questions fréquentes — Tarifs, délais, données',
    description: 'Prix des assistants IA, délais de démarrage, confidentialité des données, intégrations et garanties\u00a0: nos réponses.',
    path: '/faq',
    crumb: 'FAQ',
  }),
  {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqEntries.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    },
  },
];

export default function Faq() {
  return (
    <>
      <PageHero eyebrow="FAQ" title="Questions fréquentes">
        <Lead>Les réponses aux questions que nos clients nous posent le plus souvent.</Lead>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-3 px-4 pb-12 sm:px-6">
        {faqEntries.map((entry) => (
          <details key={entry.question} className="group rounded-2xl border border-ink-700 bg-ink-900/80 p-5">
            <summary className="cursor-pointer list-none font-semibold text-white marker:hidden">
              <span className="mr-2 inline-block text-brand-300 transition group-open:rotate-90" aria-hidden>›</span>
              {entry.question}
            </summary>
            <p className="mt-3 text-gray-300">{entry.answer}</p>
          </details>
        ))}
      </div>
      <div className="flex justify-center px-4 pb-20">
        <ButtonLink to="/contact">Poser une autre question</ButtonLink>
      </div>
    </>
  );
}
