import { siteConfig } from '../domain/site-config';

declare const __PUBLIC_URL__: string;

const builtFor: string = typeof __PUBLIC_URL__ === 'string' ? __PUBLIC_URL__ : 'http://127.0.0.1:3000';

/**
 * Canonical origin. Pages are pre-rendered with the PUBLIC_URL of the build; a server started with another one
 * rewrites them (server/plugins/public-origin.ts), so in the browser the page's own canonical link is the truth
 * and the client's renders agree with the served HTML.
 */
function canonicalOrigin(): string {
  if (typeof document === 'undefined') return builtFor;
  const href = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!href) return builtFor;
  try {
    return new URL(href).origin;
  } catch {
    return builtFor;
  }
}

export const publicUrl: string = canonicalOrigin();

interface PageSeo {
  title: string;
  description: string;
  path: string;
}

/** The meta tags every public page carries: title, description, canonical and Open Graph. */
export function pageMeta({ title, description, path }: PageSeo) {
  const url = `${publicUrl}${path === '/' ? '/' : path}`;
  const fullTitle = path === '/' ? title : `${title} | ${siteConfig.name}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'fr_FR' },
    { property: 'og:site_name', content: siteConfig.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
  ];
}

interface Crumb {
  name: string;
  path: string;
}

/** BreadcrumbList JSON-LD, starting from the home page. */
export function breadcrumbLd(trail: Crumb[]) {
  const items = [{ name: 'Accueil', path: '/' }, ...trail];
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        item: `${publicUrl}${item.path}`,
      })),
    },
  };
}

/** Meta of an inner page: pageMeta plus its breadcrumb (the page's short name). */
export function innerPageMeta(seo: PageSeo & { crumb: string }) {
  return [...pageMeta(seo), breadcrumbLd([{ name: seo.crumb, path: seo.path }])];
}
