import FlaskConical from 'lucide-react/icons/flask-conical';
import { useEffect, useState } from 'react';
import { whenIdle } from '../../ui/when-idle';
import { readSiteStatus } from './site-status';

/** The public site's notice while the back-office's 'Environnement de test' switch is on. */
export function TestEnvironmentBanner() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => void readSiteStatus().then(({ testEnvironment }) => live && setShown(testEnvironment)));
    return () => {
      live = false;
      cancel();
    };
  }, []);
  if (!shown) return null;
  return (
    <div role="status" className="relative z-20 border-b border-amber-400/40 bg-amber-400/15 px-4 py-2 text-center text-sm text-amber-100">
      <FlaskConical aria-hidden size={16} className="mr-2 inline-block align-[-3px]" />
      Environnement de test&nbsp;: ce site est une version d'essai et aucun e-mail n'est envoyé.
    </div>
  );
}
