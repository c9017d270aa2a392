import { useEffect, useRef, type ReactNode } from 'react';

/** Each stage's title takes the focus when it appears, so screen readers follow the journey. */
export function StageHeading({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus({ preventScroll: false }), []);
  return (
    <h2 ref={ref} tabIndex={-1} className={`scroll-mt-28 text-2xl font-bold text-white outline-none sm:text-3xl ${className}`}>
      {children}
    </h2>
  );
}
