import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Meta, useLocation } from 'react-router';

/** The head tags a route's `meta` writes, which change from one page to the next. */
const ROUTE_TAGS = 'title, meta[name], meta[property], link[rel="canonical"], script[type="application/ld+json"]';
const KEPT_META = new Set(['viewport', 'theme-color']);
const subscribeNothing = () => () => {};

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
 * The pre-rendered head stays as the build wrote it (app/browser-runtime.ts). On each client navigation the
 * route's tags are rendered into an inert template, then copied into the head: the title the browser and
 * screen readers announce, the description, the canonical link and the structured data.
 */
export function RouteHeadSync() {
  // The pre-rendered HTML has no template: the first client render matches it, the next one adds it.
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const template = useRef<HTMLTemplateElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (hydrated && template.current) applyRouteHead(document.head, template.current.content);
  }, [hydrated, location.key]);
  if (!hydrated) return null;
  return (
    <template ref={template}>
      <Meta />
    </template>
  );
}
