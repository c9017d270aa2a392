import BellRing from 'lucide-react/icons/bell-ring';
import { useState, useSyncExternalStore } from 'react';
import { Notice, secondaryButton } from '../settings/settings-controls';
import { alertPermission, useBrowserAlerts, type AlertPermission } from './browser-alerts';
import { REMINDER_LEAD_MINUTES } from '../../../../domain/notifications/action-reminder';
import { Subsection } from '../ui/section';

const noSubscription = () => () => undefined;

/** 'Vos notifications sur ce navigateur', under Préférences personnelles: the system notifications of new requests and of the day's reminders, asked of the browser by a click. */
export function BrowserAlertsSetting() {
  const enabled = useBrowserAlerts((state) => state.enabled);
  const setEnabled = useBrowserAlerts((state) => state.setEnabled);
  // The permission as the browser holds it; the pre-render has none.
  const initial = useSyncExternalStore(noSubscription, alertPermission, (): AlertPermission => 'unsupported');
  const [permission, setPermission] = useState<AlertPermission | null>(null);
  const current = permission ?? initial;
  const on = enabled && current === 'granted';

  const enable = async () => {
    const answer = current === 'granted' ? 'granted' : await Notification.requestPermission();
    setPermission(answer);
    setEnabled(answer === 'granted');
  };

  return (
    <Subsection id="browser-alerts" title="Vos notifications sur ce navigateur">
      <div className="rounded-xl border border-ink-700 bg-ink-900/60 p-4 text-sm text-gray-300">
        <p>
          Une notification du système quand un message ou une demande de rappel arrive pendant que le panel est ouvert, et {REMINDER_LEAD_MINUTES} minutes
          avant chaque action ou rappel de votre journée prévu à une heure&nbsp;; leur nombre dans le titre de l’onglet. Un choix propre à ce navigateur.
        </p>
        {current === 'unsupported' ? (
          <Notice tone="error">Ce navigateur ne propose pas de notifications.</Notice>
        ) : current === 'denied' ? (
          <Notice tone="error">Le navigateur refuse les notifications de ce site&nbsp;: autorisez-les dans ses réglages, puis rechargez la page.</Notice>
        ) : (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p role="status" className={on ? 'text-emerald-200' : 'text-gray-300'}>
              {on ? 'Notifications activées sur ce navigateur.' : 'Notifications désactivées sur ce navigateur.'}
            </p>
            <button type="button" className={secondaryButton} onClick={() => (on ? setEnabled(false) : void enable())}>
              <BellRing aria-hidden size={16} /> {on ? 'Désactiver' : 'Activer les notifications'}
            </button>
          </div>
        )}
      </div>
    </Subsection>
  );
}
