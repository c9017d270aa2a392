import { siteMapCategories, siteMapPageCount } from '../../domain/site-map';
import { ButtonLink } from '../ui/button-link';
import { Lead, PageHero } from '../ui/page-hero';
import { innerPageMeta } from '../seo';

export const meta = () =>
  innerPageMeta({
    title: 'Plan du site',
    description: `Toutes les pages du site en un coup d'œil\u00a0: ${siteMapPageCount} pages réparties en ${siteMapCategories.length} catégories.`,
    path: '/sitemap',
    crumb: 'Plan du site',
  });

export default function SiteMap() {
  return (
    <>
      <PageHero eyebrow="Navigation" title="Plan du site">
        <Lead>
          {siteMapPageCount} pages réparties en {siteMapCategories.length} catégories.
        </Lead>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-12 sm:px-6 md:grid-cols-2 lg:grid-cols-3">
        {siteMapCategories.map((category) => (
          <section key={category.title} className="rounded-2xl border border-ink-700 bg-ink-900/80 p-6" aria-label={category.title}>
            <h2 className="text-lg font-semibold text-white">
              {category.title} <span className="text-sm font-normal text-gray-400">({category.pages.length})</span>
            </h2>
            <ul className="mt-3 space-y-2">
              {category.pages.map((page) => (
                <li key={page.path}>
                  {/* Plain links: some of these addresses are permanent redirects answered by the server. */}
                  <a href={page.path} className="text-brand-300 underline underline-offset-2 hover:text-white">{page.label}</a>
                  <span className="ml-2 text-xs text-gray-400">{page.path}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="flex flex-col justify-center gap-3 px-4 pb-20 sm:flex-row">
        <ButtonLink to="/contact">Nous contacter</ButtonLink>
        <ButtonLink to="/faq" variant="secondary">Questions fréquentes</ButtonLink>
      </div>
    </>
  );
}
