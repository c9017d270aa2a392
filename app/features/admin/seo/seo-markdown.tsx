import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
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
  return (
    <div className="seo-markdown max-w-none space-y-3 text-sm leading-relaxed text-gray-200 [&_a]:text-brand-300 [&_a]:underline [&_code]:rounded [&_code]:bg-ink-800 [&_code]:px-1 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-white [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-white [&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-white [&_li]:ml-5 [&_ol]:list-decimal [&_table]:w-full [&_td]:border [&_td]:border-ink-700 [&_td]:p-2 [&_th]:border [&_th]:border-ink-700 [&_th]:p-2 [&_th]:text-left [&_ul]:list-disc">
      <ReactMarkdown rehypePlugins={[rehypeSanitize]}>{markdown.data}</ReactMarkdown>
    </div>
  );
}
