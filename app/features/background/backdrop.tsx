import { useEffect, useState } from 'react';
import type { BackgroundType } from '../../../domain/backgrounds';
import { BackgroundCanvas } from './background-canvas';

const DESKTOP = '(min-width: 769px)';

/** A given ambiance drawn behind a page (the back-office shows the public site's); desktop only, like the site's. */
export default function Backdrop({ type }: { type: BackgroundType }) {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const update = () => setDesktop(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  if (!desktop) return null;
  return <BackgroundCanvas type={type} className="pointer-events-none fixed inset-0 z-0 h-full w-full opacity-25" />;
}
