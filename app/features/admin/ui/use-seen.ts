import { useEffect, useRef, useState } from 'react';

/** True once the element has come near the viewport: heavy parts load only when their section is reached. */
export function useSeen<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers) everything counts as seen at once.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
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
  }, [margin, seen]);
  return { ref, seen };
}
