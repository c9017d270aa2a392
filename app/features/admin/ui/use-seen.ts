import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come near the viewport: heavy parts load only when their section is reached.
 * While `paused` (a navigation scrolling past), crossings are not counted; when it ends, the element is looked at
 * where the page stopped.
 */
export function useSeen<T extends Element>(margin = '200px', paused = false) {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers) everything counts as seen at once.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || seen || paused) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, seen, paused]);
  return { ref, seen };
}
