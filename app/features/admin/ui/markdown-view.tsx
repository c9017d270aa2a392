import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { withFrenchSpacing } from '../../../../domain/french-spacing';

/** react-markdown gives each component its syntax tree `node`, which is not an attribute of the element it writes. */
function withoutNode<Props extends { node?: unknown }>({ node: _node, ...props }: Props) {
  return props;
}

/** Each element gets the dark theme's look here, so documents need no typography plugin. */
const components: Components = {
  h1: (props) => <h2 className="mb-3 mt-2 text-2xl font-bold text-white" {...withoutNode(props)} />,
  h2: (props) => <h3 className="mb-2 mt-6 text-xl font-semibold text-white" {...withoutNode(props)} />,
  h3: (props) => <h4 className="mb-2 mt-4 text-lg font-semibold text-gray-100" {...withoutNode(props)} />,
  h4: (props) => <h5 className="mb-1 mt-3 font-semibold text-gray-100" {...withoutNode(props)} />,
  p: (props) => <p className="my-2 leading-relaxed text-gray-300" {...withoutNode(props)} />,
  ul: (props) => <ul className="my-2 list-disc space-y-1 pl-6 text-gray-300" {...withoutNode(props)} />,
  ol: (props) => <ol className="my-2 list-decimal space-y-1 pl-6 text-gray-300" {...withoutNode(props)} />,
  a: ({ href, ...props }) => (
    <a href={href} className="text-accent-300 underline underline-offset-2 hover:text-accent-400" rel="noreferrer noopener" target={href?.startsWith('http') ? '_blank' : undefined} {...withoutNode(props)} />
  ),
  blockquote: (props) => <blockquote className="my-3 border-l-4 border-brand-500 pl-4 italic text-gray-300" {...withoutNode(props)} />,
  code: (props) => <code className="rounded bg-ink-800 px-1.5 py-0.5 font-mono text-sm text-accent-300" {...withoutNode(props)} />,
  pre: (props) => <pre className="my-3 overflow-x-auto rounded-lg bg-ink-950 p-3 text-sm [&_code]:bg-transparent [&_code]:p-0" {...withoutNode(props)} />,
  hr: () => <hr className="my-5 border-ink-700" />,
  strong: (props) => <strong className="font-semibold text-white" {...withoutNode(props)} />,
  // GitHub-flavoured markdown (remark-gfm): task lists and strikethrough here; tables take the wrapper's rules.
  input: (props) => <input className="mr-2 accent-brand-500" {...withoutNode(props)} />,
  del: (props) => <del className="text-gray-400" {...withoutNode(props)} />,
};

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  children?: HastNode[];
}

/**
 * A rehype plugin: the documents' text gets its no-break space before ';', ':', '?' and '!' (decision 0512), so
 * that no line begins with one; code is left as written.
 */
function rehypeFrenchSpacing() {
  const visit = (node: HastNode) => {
    if (node.type === 'element' && (node.tagName === 'code' || node.tagName === 'pre')) return;
    if (node.type === 'text' && node.value) node.value = withFrenchSpacing(node.value);
    node.children?.forEach(visit);
  };
  return (tree: HastNode) => visit(tree);
}

/**
 * Markdown written by the agency, GitHub-flavoured (docs/decisions/0333-github-flavoured-markdown.md), rendered
 * without raw HTML and sanitised (no script, no event handler).
 */
export function MarkdownView({ source }: { source: string }) {
  return (
    // A document's tables are content, not data the admin sorts: react-markdown writes them, these rules style them.
    <div className="min-w-0 break-words [&_table]:my-3 [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_table]:text-gray-300 [&_td]:border [&_td]:border-ink-700 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_th]:border [&_th]:border-ink-700 [&_th]:bg-ink-800/60 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-white">
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize, rehypeFrenchSpacing]} components={components}>
        {source}
      </Markdown>
    </div>
  );
}
