import { Suspense, type ReactNode } from 'react';

/**
 * A part of a pre-rendered page that React hydrates on its own: a Suspense boundary, so the page's hydration is
 * split into units the browser can interleave with the visitor's input, and the part a visitor touches first is
 * hydrated first (React's selective hydration). Nothing inside suspends: the fallback is never shown.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
