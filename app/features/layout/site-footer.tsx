import { Link } from 'react-router';
import { logoPlacements } from '../../../domain/brand/logo-placements';
import { siteConfig } from '../../../domain/site-config';
import { BrandLogo } from './brand-logo';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-ink-700 bg-ink-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <BrandLogo placement={logoPlacements.footer} />
          <p className="mt-1 text-sm text-gray-400">{siteConfig.tagline}</p>
        </div>
        <nav aria-label="Liens du pied de page">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-gray-300">
            <li><Link className="hover:text-white" to="/contact">Contact</Link></li>
            <li><Link className="hover:text-white" to="/politique-confidentialite">Confidentialité</Link></li>
            <li><Link className="hover:text-white" to="/sitemap">Plan du site</Link></li>
          </ul>
        </nav>
        <div className="text-sm text-gray-400">
          <p>
            © <span suppressHydrationWarning>{year}</span> {siteConfig.name}. Tous droits réservés.
          </p>
          <p className="mt-1">
            Site conçu par{' '}
            <a className="text-brand-300 underline-offset-2 hover:underline" href={siteConfig.builderHref} rel="noopener">
              {siteConfig.builderName}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
