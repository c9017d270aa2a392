import { articles } from '../features/blog/articles';
import { ButtonLink } from '../ui/button-link';
import { Lead, PageHero } from '../ui/page-hero';
import { innerPageMeta } from '../seo';

export const meta = () =>
  innerPageMeta({
    title: 'Blog — IA, automatisation et développement web pour PME',
    description: 'Conseils concrets pour automatiser, choisir un assistant IA et respecter le RGPD\u00a0: les articles de notre équipe.',
    path: '/blog',
    crumb: 'Blog',
  });

export default function Blog() {
  return (
    <>
      <PageHero eyebrow="Blog" title="Idées et conseils">
        <Lead>Des articles courts et concrets pour tirer parti de l'IA et de l'automatisation dans votre entreprise.</Lead>
      </PageHero>
      <nav aria-label="Articles" className="mx-auto max-w-3xl px-4 sm:px-6">
        <ul className="grid gap-3">
          {articles.map((article) => (
            <li key={article.slug} className="rounded-2xl border border-ink-700 bg-ink-900/80 p-5">
              <a href={`#${article.slug}`} className="text-lg font-semibold text-white hover:text-brand-300">{article.title}</a>
              <p className="mt-1 text-sm text-gray-300">{article.summary}</p>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto max-w-3xl space-y-14 px-4 py-14 sm:px-6">
        {articles.map((article) => (
          <article key={article.slug} id={article.slug} className="scroll-mt-28" aria-labelledby={`${article.slug}-titre`}>
            <h2 id={`${article.slug}-titre`} className="text-2xl font-bold text-white">{article.title}</h2>
            <p className="mt-1 text-sm text-gray-400">
              <time dateTime={article.date}>{article.dateLabel}</time> · {article.readingMinutes} min de lecture
            </p>
            <div className="mt-4 space-y-3 text-gray-300">
              {article.body.map((paragraph) => <p key={paragraph.slice(0, 24)}>{paragraph}</p>)}
            </div>
          </article>
        ))}
      </div>
      <div className="flex justify-center px-4 pb-20">
        <ButtonLink to="/contact">Parler de votre projet</ButtonLink>
      </div>
    </>
  );
}
