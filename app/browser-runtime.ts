import { createElement, Fragment, options, type Ref, type VNode } from 'preact';
import { HydrationSlice } from './ui/hydration-slice';
import { queueTask } from './ui/next-task';

/**
 * How Preact runs the app in the browser where React runs it at build time (docs/decisions/0291). Imported
 * first by the client entry: these hooks see every element created.
 *
 * - The root layout renders `<html>`, which the browser already has: Preact renders into an element, never in
 *   place of one, and hydrates `document` as `document.documentElement`. In the browser the `<html>` element of
 *   the tree stands for its children alone; its attributes come pre-rendered and never change.
 * - The `<head>` the build wrote (the stylesheet inlined, module preloads left out, React's hoisted hints) is
 *   kept as it is: hydration claims elements by tag name without fixing attributes, so claiming it would mix
 *   its links up. `RouteHeadSync` updates the title and the route's tags on client navigations.
 * - The module preloads `<Scripts />` renders are not in the pre-rendered body either (the bootstrap adds its
 *   own): rendered, they would be created anew, so they render nothing.
 * - `autoFocus` focuses the element when it is first mounted, as React does; the attribute alone only acts
 *   while the page loads.
 * - Every `<section>` is a hydration slice (app/ui/hydration-slice.tsx): the pages are made of sections, so
 *   no page hydrates its content in one task. The slice wraps the section in every render, hydrating or not,
 *   so that the tree keeps one shape.
 * - Effects run in a task of their own after the render, through a message channel, as React's scheduler
 *   does, and not at the next animation frame: frames never come in a hidden tab or under a test clock.
 */
const KEEP_PRERENDERED = { __html: '' };
const focusedOnMount = new WeakSet<Element>();
const focusingRefs = new WeakMap<object, (element: HTMLElement | null) => void>();

function applyRef(ref: Ref<HTMLElement | null> | undefined, element: HTMLElement | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

function focusOnFirstMount(ref: Ref<HTMLElement | null> | undefined) {
  const wrapped = (element: HTMLElement | null) => {
    if (element && !focusedOnMount.has(element)) {
      focusedOnMount.add(element);
      element.focus();
    }
    applyRef(ref, element);
  };
  if (!ref) return wrapped;
  // The same ref gets the same wrapper, so that Preact does not detach and attach it on every render.
  let known = focusingRefs.get(ref);
  if (!known) focusingRefs.set(ref, (known = wrapped));
  return known;
}

const bareFocusRef = focusOnFirstMount(undefined);

type HostVNode = VNode<Record<string, unknown>> & { ref?: Ref<HTMLElement | null> };

/** True while a section is created inside its slice, which the hook must leave as it is. */
let placingSection = false;

function SlicedSection(props: { sectionProps: Record<string, unknown>; sectionRef?: Ref<HTMLElement | null> }) {
  placingSection = true;
  try {
    return createElement(HydrationSlice as never, null, createElement('section', { ...props.sectionProps, ref: props.sectionRef }));
  } finally {
    placingSection = false;
  }
}

const previousVNodeHook = options.vnode;
options.vnode = (vnode) => {
  const host = vnode as HostVNode;
  const props = host.props;
  if (host.type === 'html') host.type = Fragment as never;
  else if (host.type === 'head') host.props = { dangerouslySetInnerHTML: KEEP_PRERENDERED, children: undefined };
  else if (host.type === 'link' && props.rel === 'modulepreload') {
    host.type = Fragment as never;
    host.props = { children: undefined };
  } else if (host.type === 'section' && !placingSection) {
    host.type = SlicedSection as never;
    host.props = { sectionProps: props, sectionRef: host.ref, children: undefined };
    host.ref = undefined;
  } else if (typeof host.type === 'string' && (props.autoFocus || props.autofocus)) {
    host.ref = host.ref ? focusOnFirstMount(host.ref) : bareFocusRef;
  }
  previousVNodeHook?.(vnode);
};

options.requestAnimationFrame = queueTask;
