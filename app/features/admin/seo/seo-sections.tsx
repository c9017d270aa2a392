import { ComingSoon } from '../ui/section';

/** SEO overview, sitemap, pages and tools (back-office §2.14). */
export function SeoSections() {
  return (
    <>
      <ComingSoon id="seo-panel" title="SEO" />
      <ComingSoon id="seo-sitemap" title="Sitemap" />
      <ComingSoon id="seo-pages" title="Pages SEO" />
      <ComingSoon id="seo-tools" title="Outils SEO" />
    </>
  );
}

/** Documentation SEO (back-office §2.14, documents tab). */
export function SeoDocumentationSection() {
  return <ComingSoon id="documentation-seo" title="Documentation SEO" />;
}
