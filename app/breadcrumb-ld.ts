import { publicUrl } from './seo';

/** A BreadcrumbList JSON-LD meta entry, from the home page down to the current page. */
export function breadcrumbLd(trail: { name: string; path: string }[]) {
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
