import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useConsentStore, type ConsentChoice } from './consent-store';
import { loadSiteConfig, type PublicSiteConfig } from './site-config';
import { forgetThirdPartyTag, loadThirdPartyTag } from './third-party-tag';

// Both buttons share one look: refusing must be as easy and as visible as accepting.
const choiceButton =
  'flex-1 rounded-xl border border-brand-400 bg-ink-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-600 sm:flex-none sm:min-w-36';

/** Asks before any third-party audience tag loads; shown only when one is configured. */
export function ConsentBanner() {
  const { choice, reopened, hydrate, choose } = useConsentStore();
  const [config, setConfig] = useState<PublicSiteConfig | null>(null);

  useEffect(() => {
    hydrate();
    let active = true;
    void loadSiteConfig().then((c) => active && setConfig(c));
    return () => {
      active = false;
    };
  }, [hydrate]);

  const analytics = config?.analytics;
  useEffect(() => {
    if (analytics && choice === 'accepted') loadThirdPartyTag(analytics);
  }, [analytics, choice]);

  const decide = (next: ConsentChoice) => {
    const withdrawn = choice === 'accepted' && next === 'refused';
    choose(next);
    if (withdrawn) {
      forgetThirdPartyTag();
      window.location.reload();
    }
  };

  if (!analytics || choice === undefined || (choice !== null && !reopened)) return null;
  return (
    <section
      aria-labelledby="consentement-titre"
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl border border-ink-600 bg-ink-900 p-4 shadow-2xl shadow-black/60 sm:left-5 sm:right-auto sm:max-w-md sm:p-5"
    >
      <h2 id="consentement-titre" className="text-base font-bold text-white">
        Mesure d'audience
      </h2>
      <p className="mt-2 text-sm leading-6 text-gray-300">
        Avec votre accord, nous utilisons Google Analytics pour comprendre comment le site est utilisé. Sans accord, seule
        notre mesure interne, anonyme et sans cookie, est active. Vous pouvez changer d'avis à tout moment depuis la{' '}
        <Link to="/politique-confidentialite" className="font-semibold text-brand-300 underline hover:text-white">
          politique de confidentialité
        </Link>
        .
      </p>
      <div className="mt-4 flex gap-3">
        <button type="button" className={choiceButton} onClick={() => decide('refused')}>
          Tout refuser
        </button>
        <button type="button" className={choiceButton} onClick={() => decide('accepted')}>
          Tout accepter
        </button>
      </div>
    </section>
  );
}
