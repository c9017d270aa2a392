import type { ReactNode } from 'react';
import { logoPlacements } from '../../../domain/brand/logo-placements';
import { BrandLogo } from '../layout/brand-logo';

/** The frame of the internal resource pages: logo, title, content; no site navigation, not indexed. */
export function ResourcePage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-700 pb-4">
        <a href="/" className="rounded-lg">
          <BrandLogo placement={logoPlacements.header} textClassName="text-xl" />
        </a>
        <a href="/admin#marketing-resources" className="text-sm text-brand-300 hover:underline">
          Ressources marketing du panel
        </a>
      </header>
      <main id="contenu" className="pt-8">
        <h1 className="text-3xl font-bold text-white">{title}</h1>
        <p className="mt-2 max-w-2xl text-gray-300">{intro}</p>
        <div className="mt-8">{children}</div>
      </main>
    </div>
  );
}
