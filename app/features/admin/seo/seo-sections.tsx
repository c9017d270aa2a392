import { useState } from 'react';
import { Section } from '../ui/section';
import { NotFoundTab } from './not-found-panel';
import { SeoDocumentsTab } from './seo-documents';
import { SeoMarkdown } from './seo-markdown';
import { SeoOverviewTab } from './seo-overview';
import { SeoPagesTab } from './seo-pages-panel';
import { SeoToolsTab } from './seo-tools-panel';
import { SitemapTab } from './sitemap-panel';
import { Tabs, type TabDefinition } from './seo-tabs';

type SeoTab = 'overview' | 'sitemap' | 'pages' | 'not-found' | 'tools' | 'documents';

/** Anchors of the tab bar (§2.1): reaching one selects its tab. */
const anchors: Array<[string, SeoTab]> = [
  ['seo-sitemap', 'sitemap'],
  ['seo-pages', 'pages'],
  ['seo-tools', 'tools'],
];

/** SEO (back-office §2.14): one section with the tabs overview, sitemap, SEO pages, tools and documents. */
export function SeoSections() {
  const [tab, setTab] = useState<SeoTab>('overview');
  const tabs: TabDefinition<SeoTab>[] = [
    { id: 'overview', label: "Vue d'ensemble", panel: <SeoOverviewTab onOpen={(target) => setTab(target)} /> },
    { id: 'sitemap', label: 'Sitemap', panel: <SitemapTab /> },
    { id: 'pages', label: 'Pages SEO', panel: <SeoPagesTab /> },
    { id: 'not-found', label: 'Pages introuvables', panel: <NotFoundTab /> },
    { id: 'tools', label: 'Outils', panel: <SeoToolsTab /> },
    { id: 'documents', label: 'Documents', panel: <SeoDocumentsTab /> },
  ];
  return (
    <Section id="seo-panel" title="SEO">
      {anchors.map(([id, target]) => (
        // The tab bar scrolls to and focuses these anchors; focusing one shows its tab.
        <span key={id} id={id} className="block scroll-mt-28" onFocus={() => setTab(target)} />
      ))}
      <Tabs<SeoTab> label="Outils SEO" tabs={tabs} active={tab} onChange={setTab} />
    </Section>
  );
}

/** Documentation SEO (back-office §2.14): the site's SEO guide, rendered from its markdown file. */
export function SeoDocumentationSection() {
  return (
    <Section id="documentation-seo" title="Documentation SEO">
      <SeoMarkdown path="/resources/docs/seo-guide.md" />
    </Section>
  );
}
