import { MarkdownView } from '../ui/markdown-view';
import { useMarkdown } from './seo-api';

/** Only the site's own documents are fetched: a path outside /resources/docs/ is never requested. */
const DOCUMENT_PATH = /^\/resources\/docs\/[a-z0-9-]+\.md$/;

/** A markdown document of the site, rendered without raw HTML and sanitised. */
export function SeoMarkdown({ path }: { path: string }) {
  const allowed = DOCUMENT_PATH.test(path);
  const markdown = useMarkdown(allowed ? path : null);
  if (!allowed || markdown.isError) {
    return (
      <p role="alert" className="text-sm text-red-200">
        Impossible de charger la documentation
      </p>
    );
  }
  if (!markdown.data) return <p className="text-sm text-gray-400">Chargement du document…</p>;
  return <MarkdownView source={markdown.data} />;
}
