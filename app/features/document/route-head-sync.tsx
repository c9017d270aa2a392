import { useEffect, useRef, useState } from 'react';
import { Meta, useLocation } from 'react-router';
import { whenIdle } from '../../ui/next-task';

/** The head tags a route's `meta` writes, which change from one page to the next. */
const ROUTE_TAGS = 'title, meta[name], meta[property], link[rel="canonical"], script[type="application/ld+json"]';
const KEPT_META = new Set(['viewport', 'theme-color']);

function isRouteTag(element: Element) {
  return element.matches(ROUTE_TAGS) && !KEPT_META.has(element.getAttribute('name') ?? '');
}

/** Replaces the route tags of the document's head by those of the page now shown. */
export function applyRouteHead(head: HTMLHeadElement, rendered: ParentNode) {
  const next = [...rendered.querySelectorAll(ROUTE_TAGS)].filter(isRouteTag);
  if (!next.length) return;
  for (const element of [...head.children]) if (isRouteTag(element)) element.remove();
  head.append(...next.map((element) => element.cloneNode(true)));
}

/**
 * The pre-rendered head stays as the build wrote it (app/browser-runtime.ts). The route's tags are rendered
 * into an inert template and copied into the head whenever they change: on each client navigation, and when a
 * page drawn by the browser (the SPA fallback's) has loaded its route. That is the title the browser and
 * screen readers announce, the description, the canonical link and the structured data.
 * On a pre-rendered page the head is already right: the template is drawn once the browser is idle, outside
 * the tasks of the hydration, or at the first navigation.
 */
export function RouteHeadSync() {
  const location = useLocation();
  const [firstKey] = useState(location.key);
  const [idle, setIdle] = useState(false);
  const template = useRef<HTMLTemplateElement>(null);
  // The server and the hydration render nothing: the pre-rendered HTML has no template.
  const shown = idle || location.key !== firstKey;
  useEffect(() => whenIdle(() => setIdle(true)), []);
  useEffect(() => {
    const rendered = template.current?.content;
    if (!shown || !rendered) return;
    applyRouteHead(document.head, rendered);
    const observer = new MutationObserver(() => applyRouteHead(document.head, rendered));
    observer.observe(rendered, { childList: true, subtree: true, attributes: true, characterData: true });
    return () => observer.disconnect();
  }, [shown]);
  if (!shown) return null;
  return (
    <template ref={template}>
      <Meta />
    </template>
  );
}
