import { createRequire } from 'node:module';
import type sax from 'sax';

// The HTML tokenizer is loaded with the first page read (SEO panels, sitemap), not with every server.
const requireParser = createRequire(import.meta.url);

export interface PageImage {
  src: string;
  width?: string;
  height?: string;
  loading?: string;
  fetchPriority?: string;
}

/** What the SEO audit and the sitemap need to know of one pre-rendered page. */
export interface PageFacts {
  title: string;
  description: string;
  canonical?: string;
  robots?: string;
  jsonLdTypes: string[];
  hasBreadcrumbNav: boolean;
  images: PageImage[];
}

function typesOf(value: unknown, into: string[]): void {
  if (Array.isArray(value)) for (const item of value) typesOf(item, into);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const type = record['@type'];
    if (typeof type === 'string') into.push(type);
    if (Array.isArray(type)) into.push(...type.filter((t): t is string => typeof t === 'string'));
    if (record['@graph']) typesOf(record['@graph'], into);
  }
}

const attr = (node: sax.Tag, name: string): string | undefined => {
  const value = node.attributes[name];
  return typeof value === 'string' ? value : undefined;
};

/** Reads a page with a tolerant HTML tokenizer (sax, non-strict) rather than regular expressions. */
export function readPageFacts(html: string): PageFacts {
  const facts: PageFacts = { title: '', description: '', jsonLdTypes: [], hasBreadcrumbNav: false, images: [] };
  const parser = (requireParser('sax') as typeof sax).parser(false, { lowercase: true });
  let inTitle = false;
  let jsonLd: string | null = null;
  parser.onopentag = (node) => {
    const tag = node as sax.Tag;
    const rel = attr(tag, 'rel')?.toLowerCase();
    if (tag.name === 'title') inTitle = true;
    else if (tag.name === 'meta' && attr(tag, 'name')?.toLowerCase() === 'description') facts.description = attr(tag, 'content') ?? '';
    else if (tag.name === 'meta' && attr(tag, 'name')?.toLowerCase() === 'robots') facts.robots = attr(tag, 'content');
    else if (tag.name === 'link' && rel === 'canonical') facts.canonical = attr(tag, 'href');
    else if (tag.name === 'script' && attr(tag, 'type') === 'application/ld+json') jsonLd = '';
    else if (tag.name === 'nav' && /breadcrumb|fil d.ariane/i.test(attr(tag, 'aria-label') ?? '')) facts.hasBreadcrumbNav = true;
    else if (tag.name === 'img') {
      facts.images.push({
        src: attr(tag, 'src') ?? '',
        width: attr(tag, 'width'),
        height: attr(tag, 'height'),
        loading: attr(tag, 'loading'),
        fetchPriority: attr(tag, 'fetchpriority'),
      });
    }
  };
  const onText = (text: string) => {
    if (inTitle) facts.title += text;
    if (jsonLd !== null) jsonLd += text;
  };
  parser.ontext = onText;
  parser.onscript = onText;
  parser.oncdata = onText;
  parser.onclosetag = (name) => {
    if (name === 'title') inTitle = false;
    if (name === 'script' && jsonLd !== null) {
      try {
        typesOf(JSON.parse(jsonLd), facts.jsonLdTypes);
      } catch {
        facts.jsonLdTypes.push('JSON-LD illisible');
      }
      jsonLd = null;
    }
  };
  // A malformed fragment must not stop the audit of the rest of the page.
  parser.onerror = () => {
    parser.resume();
  };
  parser.write(html).close();
  facts.title = facts.title.trim();
  // The tokenizer's strings are slices of the page: a copy lets the audit cache keep a title, not the whole page.
  return structuredClone(facts);
}
