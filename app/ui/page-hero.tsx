import type { ReactNode } from 'react';
import { HydrationBoundary } from './hydration-boundary';

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  id?: string;
}

/** The opening block of an inner page: eyebrow, one h1, a lead paragraph and optional actions. */
export function PageHero({ eyebrow, title, children, id = 'page-title' }: PageHeroProps) {
  return (
    <section className="px-4 pb-12 pt-12 text-center sm:px-6 md:pt-16" aria-labelledby={id}>
      <div className="mx-auto max-w-4xl">
        {eyebrow && (
          <p className="mx-auto inline-flex rounded-full border border-brand-400/40 bg-brand-500/10 px-4 py-1 text-sm font-medium text-brand-300">
            {eyebrow}
          </p>
        )}
        <h1 id={id} className="mt-5 text-4xl font-extrabold leading-tight tracking-tight text-white sm:text-5xl">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

export function Lead({ children }: { children: ReactNode }) {
  return <p className="mx-auto mt-5 max-w-2xl text-lg text-gray-300">{children}</p>;
}

interface SectionProps {
  id?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled content band of an inner page, hydrated on its own (app/ui/hydration-boundary.tsx). */
export function Section({ id, title, intro, children }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z]+/g, '-')}-titre`;
  return (
    <HydrationBoundary>
      <section id={id} className="scroll-mt-32 px-4 py-12 sm:px-6" aria-labelledby={headingId}>
        <div className="mx-auto max-w-6xl">
          <h2 id={headingId} className="text-3xl font-bold text-white">
            {title}
          </h2>
          {intro && <p className="mt-3 max-w-3xl text-gray-300">{intro}</p>}
          <div className="mt-8">{children}</div>
        </div>
      </section>
    </HydrationBoundary>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-2xl border border-ink-700 bg-ink-900/80 p-6 ${className}`}>{children}</div>;
}
