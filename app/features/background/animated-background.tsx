import { useEffect, useState } from 'react';
import { BackgroundCanvas } from './background-canvas';
import { useBackground } from './background-store';

const DESKTOP = '(min-width: 769px)';

/** The fullscreen ambiance behind the public pages; desktop only (public-site §1). */
export default function AnimatedBackground() {
  const type = useBackground((state) => state.type);
  const [desktop, setDesktop] = useState(false);

  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const update = () => setDesktop(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  if (!desktop) return null;
  return <BackgroundCanvas type={type} className="pointer-events-none fixed inset-0 z-0 h-full w-full opacity-40" />;
}
