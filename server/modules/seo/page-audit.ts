import type { SeoPage } from '../../../domain/api/seo-answers';
import type { PageFacts, PageImage } from './page-html';

const MODERN_IMAGE = /\.(avif|webp|svg)(\?|#|$)|^data:image\/(svg\+xml|webp|avif)/i;
const TITLE = { min: 10, max: 70 };
const DESCRIPTION = { min: 50, max: 160 };

/** The §3 SEO page, before its size in bytes is added. */
type SeoPageAudit = Omit<SeoPage, 'bytes'>;

function imageIssues(images: PageImage[]): string[] {
  const issues: string[] = [];
  const count = (test: (image: PageImage) => boolean) => images.filter(test).length;
  const unsized = count((i) => !i.width || !i.height);
  const eager = count((i) => i.loading !== 'lazy' && i.fetchPriority !== 'high');
  const legacy = count((i) => !MODERN_IMAGE.test(i.src));
  if (unsized) issues.push(`${unsized} image(s) sans largeur ni hauteur déclarées`);
  if (eager) issues.push(`${eager} image(s) sans chargement différé (loading="lazy")`);
  if (legacy) issues.push(`${legacy} image(s) dans un format ancien (préférez WebP, AVIF ou SVG)`);
  return issues;
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The warning of a canonical that names another address than the one the site is served at; null when it does not. */
export function foreignCanonical(canonical: string | null | undefined, siteOrigin: string): string | null {
  if (!canonical) return null;
  const origin = originOf(canonical);
  return origin === siteOrigin ? null : `Lien canonique sur une autre adresse (${origin ?? canonical}) que celle du site (${siteOrigin})`;
}

/**
 * Audits one pre-rendered page from the facts read in its HTML. A noindex page is not audited as a failure:
 * `indexable` false lists it apart.
 */
export function auditPage(path: string, facts: PageFacts, siteOrigin: string): SeoPageAudit {
  const issues: string[] = [];
  const jsonLdReadable = facts.jsonLdTypes.length > 0 && !facts.jsonLdTypes.includes('JSON-LD illisible');
  const hasBreadcrumb = facts.jsonLdTypes.includes('BreadcrumbList') || facts.hasBreadcrumbNav;
  const indexable = !/noindex/i.test(facts.robots ?? '');

  if (!facts.title) issues.push('Titre absent');
  else if (facts.title.length < TITLE.min || facts.title.length > TITLE.max) {
    issues.push(`Titre de ${facts.title.length} caractères (attendu entre ${TITLE.min} et ${TITLE.max})`);
  }
  if (!facts.description) issues.push('Meta description absente');
  else if (facts.description.length < DESCRIPTION.min || facts.description.length > DESCRIPTION.max) {
    issues.push(`Meta description de ${facts.description.length} caractères (attendu entre ${DESCRIPTION.min} et ${DESCRIPTION.max})`);
  }
  const foreign = foreignCanonical(facts.canonical, siteOrigin);
  if (!facts.canonical) issues.push('Lien canonique absent');
  else if (foreign) issues.push(foreign);
  if (!jsonLdReadable) issues.push(facts.jsonLdTypes.length ? 'Données structurées JSON-LD illisibles' : 'Aucune donnée structurée JSON-LD');
  // The home page is the root of every trail: it needs no breadcrumb of its own.
  if (!hasBreadcrumb && path !== '/') issues.push("Fil d'Ariane absent (ni BreadcrumbList ni navigation)");
  const imageProblems = imageIssues(facts.images);
  issues.push(...imageProblems);

  return {
    title: facts.title,
    url: path,
    description: facts.description,
    hasSchema: jsonLdReadable,
    hasBreadcrumb,
    hasCanonical: Boolean(facts.canonical) && !foreign,
    canonical: facts.canonical ?? null,
    canonicalOnSite: Boolean(facts.canonical) && !foreign,
    hasOptimizedImages: imageProblems.length === 0,
    indexable,
    imageCount: facts.images.length,
    issues,
  };
}
