import { useEffect, useState } from 'react';
import { isBackgroundType } from '../../../domain/backgrounds';
import { readSiteStatus } from '../site-status/site-status';
import { BackgroundCanvas } from './background-canvas';
import { useBackground } from './background-store';

const DESKTOP = '(min-width: 769px)';

/**
 * The fullscreen ambiance behind the public pages; desktop only (public-site §1). It mounts after the page is
 * idle, so choosing it (the visitor's adopted one, else the back-office's) never touches the pre-rendered paint.
 */
export default function AnimatedBackground() {
  const type = useBackground((state) => state.type);
  const [desktop, setDesktop] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    void Promise.resolve(useBackground.persist.rehydrate())
      .then(() => (useBackground.getState().adopted ? null : readSiteStatus()))
      .then((status) => {
        if (status && isBackgroundType(status.background)) useBackground.getState().applySiteDefault(status.background);
      })
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const update = () => setDesktop(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  if (!desktop || !ready) return null;
  return <BackgroundCanvas type={type} className="pointer-events-none fixed inset-0 z-0 h-full w-full opacity-40" />;
}
