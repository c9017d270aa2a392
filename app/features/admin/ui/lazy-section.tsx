import { Suspense, type ReactNode, type Ref } from 'react';
import { OptionalPart, PartNotLoaded } from '../../client-errors/optional-part';
import { useSectionReveal } from '../nav/section-reveal';
import { Section, type ReservedHeight } from './section';
import { useSeen } from './use-seen';

interface LazySectionProps {
  id: string;
  title: string;
  /** Anchors of the tab bar inside the section: kept in the placeholder so a navigation finds them and loads it. */
  anchors?: string[];
  /** What the section measures once loaded (about), kept by the placeholder so the page does not jump. */
  reserve: ReservedHeight;
  /** The section itself, made of `React.lazy` modules: rendered, hence fetched, only when needed. */
  children: ReactNode;
}

/** The anchors of the tab bar inside a section not shown yet, kept so that a navigation finds them. */
function SectionAnchors({ anchors }: { anchors?: string[] }) {
  return anchors?.map((anchor) => <span key={anchor} id={anchor} className="block scroll-mt-28" />);
}

function Placeholder({ id, title, anchors, reserve, seenRef }: Omit<LazySectionProps, 'children'> & { seenRef?: Ref<HTMLElement> }) {
  return (
    <Section id={id} title={title} reserve={reserve} ref={seenRef}>
      <SectionAnchors anchors={anchors} />
      <div className="space-y-3" role="status">
        <span className="sr-only">Chargement de la section…</span>
        <div aria-hidden className="h-4 w-2/3 animate-pulse rounded bg-ink-800" />
        <div aria-hidden className="h-4 w-1/2 animate-pulse rounded bg-ink-800" />
        <div aria-hidden className="h-24 animate-pulse rounded-xl bg-ink-800/70" />
      </div>
    </Section>
  );
}

/** Stands in a section whose code could not load: its id, title and anchors stay, so the tab bar still lands on it. */
function NotLoaded({ id, title, anchors, onRetry }: Omit<LazySectionProps, 'children' | 'reserve'> & { onRetry: () => void }) {
  return (
    <Section id={id} title={title}>
      <SectionAnchors anchors={anchors} />
      <PartNotLoaded onRetry={onRetry} />
    </Section>
  );
}

/**
 * A section of the panel whose code and data load when it comes near the window or a navigation asks for it
 * (tab bar, `#hash`): until then a placeholder with its id, title and anchors holds its place and height. A section
 * whose code cannot load says so in its place; the rest of the panel, and what was typed there, stays (0513).
 */
export function LazySection({ children, ...placeholder }: LazySectionProps) {
  const { revealed, navigating } = useSectionReveal(placeholder.id);
  const { ref, seen } = useSeen<HTMLElement>('300px', navigating);
  if (!seen && !revealed) return <Placeholder {...placeholder} seenRef={ref} />;
  return (
    <OptionalPart fallback={(retry) => <NotLoaded id={placeholder.id} title={placeholder.title} anchors={placeholder.anchors} onRetry={retry} />}>
      <Suspense fallback={<Placeholder {...placeholder} />}>{children}</Suspense>
    </OptionalPart>
  );
}
