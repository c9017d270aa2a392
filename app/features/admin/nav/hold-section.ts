import { revealSection, setNavigating } from './section-reveal';

const HIGHLIGHT_MS = 2000;
/** Without `scrollend` (Safari), a scroll that leaves no event this long has ended. */
const SCROLL_IDLE_MS = 200;
/** A navigation keeps its target in place this long, and beyond it while its module or some data is still on the way… */
const HOLD_MS = 8000;
/** …but never longer than this. */
const HOLD_MAX_MS = 30_000;
/** How often, past `HOLD_MS`, the hold asks whether everything has arrived. */
const PENDING_CHECK_MS = 250;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let releaseHeld: (() => void) | null = null;
let dataPending: () => boolean = () => false;

/**
 * Tells the hold how to know that data is still on its way (the panel's query cache): a section above the target
 * that gets its data after the hold would push the target down, and the browser's scroll anchoring does not always
 * make up for it (it anchors on the section that grows when the target's own module arrived late).
 */
export function holdWhileFetching(isFetching: () => boolean): () => void {
  dataPending = isFetching;
  return () => {
    if (dataPending === isFetching) dataPending = () => false;
  };
}

const placeholderOf = (element: Element) => element.closest<HTMLElement>('[data-lazy-section]');

function mark(element: HTMLElement): void {
  element.setAttribute('data-highlighted', 'true');
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  window.setTimeout(() => element.removeAttribute('data-highlighted'), HIGHLIGHT_MS);
}

/**
 * Scrolls smoothly to an anchor of the panel and keeps it there. An anchor still inside a section's placeholder
 * asks for that section's module; the sections passed over stay unloaded during the scroll; when it ends, the
 * target is put back at the top of the window each time something above it changes height (a module or its
 * data arriving) or something else scrolls the page, until the visitor scrolls, types or clicks, or the history
 * moves; else for 8 s, and beyond as long as the target's module or some data is still on the way (30 s at most).
 * The target is marked (highlight, focus) once its real content has replaced the placeholder, so the mark is not
 * lost with the placeholder.
 */
export function holdSection(id: string): void {
  releaseHeld?.();
  const target = document.getElementById(id);
  if (!target) return;
  const placeholder = placeholderOf(target);
  if (placeholder) revealSection(placeholder.id);
  setNavigating(true);

  let scrolling = true;
  let marked = false;
  let frame = 0;
  const offsetOf = (element: HTMLElement) =>
    element.getBoundingClientRect().top - (Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0);
  /** At its place, or as near as the page's end lets it come. */
  const arrived = () => {
    const element = document.getElementById(id);
    const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    return !element || Math.abs(offsetOf(element)) <= 1 || (atEnd && offsetOf(element) > 0);
  };
  const settle = () => {
    frame = 0;
    const element = document.getElementById(id);
    if (!element) return;
    if (!marked && !placeholderOf(element)) {
      marked = true;
      mark(element);
    }
    if (scrolling) return;
    if (Math.abs(offsetOf(element)) > 1) element.scrollIntoView({ block: 'start' });
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(settle);
  };
  let retries = 3;
  const endScroll = () => {
    if (!scrolling) return;
    // Another smooth scroll (React Router's, for a `#hash`) may interrupt this one, or the target may have moved
    // while the page scrolled: the scroll goes on to it, the sections passed over still unloaded.
    if (!arrived() && retries > 0) {
      retries -= 1;
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      // A smooth scroll asked for in a `scrollend` may not start at all, and then never ends.
      window.clearTimeout(idle);
      idle = window.setTimeout(endScroll, SCROLL_IDLE_MS + 100);
      return;
    }
    scrolling = false;
    setNavigating(false);
    schedule();
  };

  const nativeEnd = 'onscrollend' in window;
  let idle = window.setTimeout(endScroll, SCROLL_IDLE_MS + 100);
  const onScroll = () => {
    // Once arrived, a scroll that no input of the visitor's started (React Router restoring the position it saved
    // for a `#hash` navigation, after an instant scroll under reduced motion) is undone at the next frame.
    if (!scrolling) {
      schedule();
      return;
    }
    window.clearTimeout(idle);
    if (!nativeEnd) idle = window.setTimeout(endScroll, SCROLL_IDLE_MS);
  };
  const content = target.closest('main') ?? document.body;
  const mutations = new MutationObserver(schedule);
  mutations.observe(content, { childList: true, subtree: true });
  const sizes = new ResizeObserver(schedule);
  sizes.observe(content);
  const release = () => {
    window.clearTimeout(idle);
    window.clearTimeout(deadline);
    window.clearTimeout(cap);
    if (frame) cancelAnimationFrame(frame);
    mutations.disconnect();
    sizes.disconnect();
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('scrollend', endScroll);
    for (const type of USER_INPUT) window.removeEventListener(type, release);
    window.removeEventListener('popstate', release);
    setNavigating(false);
    if (releaseHeld === release) releaseHeld = null;
  };
  const targetLoading = () => {
    const element = document.getElementById(id);
    return element !== null && placeholderOf(element) !== null;
  };
  // Released once two checks in a row find nothing on the way, so that what the last answer brought is in place.
  let quietChecks = 0;
  const releaseWhenArrived = () => {
    quietChecks = targetLoading() || dataPending() ? 0 : quietChecks + 1;
    if (quietChecks >= 2) release();
    else deadline = window.setTimeout(releaseWhenArrived, PENDING_CHECK_MS);
  };
  let deadline = window.setTimeout(releaseWhenArrived, HOLD_MS);
  const cap = window.setTimeout(release, HOLD_MAX_MS);
  releaseHeld = release;
  window.addEventListener('scroll', onScroll, { passive: true });
  if (nativeEnd) window.addEventListener('scrollend', endScroll);
  for (const type of USER_INPUT) window.addEventListener(type, release, { passive: true });
  // A move in the history (back, forward, another `#hash`) asks for another place: this one is no longer held.
  window.addEventListener('popstate', release);

  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  schedule();
}
