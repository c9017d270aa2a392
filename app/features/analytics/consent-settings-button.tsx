import { useEffect, useState } from 'react';
import { useConsentStore } from './consent-store';
import { loadSiteConfig } from './site-config';

/** For the privacy page: shows the current choice and reopens the consent banner. */
export function ConsentSettingsButton() {
  const { choice, hydrate, reopen } = useConsentStore();
  const [configured, setConfigured] = useState<boolean | null>(null);

  useEffect(() => {
    hydrate();
    void loadSiteConfig().then((c) => setConfigured(!!c.analytics));
  }, [hydrate]);

  if (configured === null) return null;
  if (!configured) {
    return (
      <p className="text-sm text-gray-300">
        Ce site ne charge aucun traceur tiers&nbsp;: sa mesure d'audience interne est anonyme et ne dépose aucun cookie.
      </p>
    );
  }
  const current = choice === 'accepted' ? 'acceptée' : choice === 'refused' ? 'refusée' : 'pas encore choisie';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-gray-300">Mesure d'audience Google Analytics&nbsp;: {current}.</p>
      <button
        type="button"
        className="rounded-xl border border-brand-400 bg-ink-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
        onClick={reopen}
      >
        Modifier mes choix
      </button>
    </div>
  );
}
