import type { CSSProperties, ReactNode, Ref } from 'react';

/** Height a lazy section's placeholder keeps, in px, on a phone and from the `lg` breakpoint up. */
export interface ReservedHeight {
  phone: number;
  desktop: number;
}

interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  ref?: Ref<HTMLElement>;
  /** Makes the section a placeholder awaiting its module: marked busy, and as tall as the content it stands for. */
  reserve?: ReservedHeight;
}

/** An anchored section of the panel; the tab bar scrolls to it and highlights it for 2 seconds. */
export function Section({ id, title, children, actions, ref, reserve }: SectionProps) {
  const reserved = reserve && ({ '--reserve-phone': `${reserve.phone}px`, '--reserve-desktop': `${reserve.desktop}px` } as CSSProperties);
  return (
    <section
      id={id}
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-busy={reserve ? true : undefined}
      data-lazy-section={reserve ? '' : undefined}
      style={reserved}
      className={`scroll-mt-28 rounded-2xl border border-ink-700 bg-ink-900/60 p-5 outline-none transition-shadow duration-300 data-[highlighted=true]:ring-4 data-[highlighted=true]:ring-accent-400 sm:p-6 ${
        reserve ? 'min-h-(--reserve-phone) lg:min-h-(--reserve-desktop)' : ''
      }`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-bold text-white">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A section the spec keeps anchored with only a notice (the removed analytics code mode). */
export function NoticeSection({ id, title, note, children }: { id: string; title: string; note: string; children?: ReactNode }) {
  return (
    <Section id={id} title={title}>
      <p className="inline-flex items-center rounded-full border border-amber-400/40 bg-amber-400/10 px-3 py-1 text-sm font-medium text-amber-200">
        {note}
      </p>
      {children}
    </Section>
  );
}

interface SubsectionProps {
  /** Names the heading `${id}-title`, which the section and a form inside can be labelled by. */
  id: string;
  title: string;
  children: ReactNode;
  /** Beside the heading, at its right (a button acting on the whole part). */
  actions?: ReactNode;
  /** Drawn apart from what comes before it in the same section, by a line. */
  separated?: boolean;
}

/** A titled part of a section (a user's own settings, a list of its own): one heading level below the section's. */
export function Subsection({ id, title, children, actions, separated = false }: SubsectionProps) {
  const heading = (
    <h3 id={`${id}-title`} className="text-lg font-semibold text-white">
      {title}
    </h3>
  );
  return (
    <section className={`space-y-3 ${separated ? 'mt-6 border-t border-ink-700 pt-6' : ''}`} aria-labelledby={`${id}-title`}>
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
