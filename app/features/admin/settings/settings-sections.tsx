import { ComingSoon } from '../ui/section';

/** Paramètres généraux (back-office §2.18). */
export function GeneralSettingsSection() {
  return <ComingSoon id="settings-general" title="Paramètres généraux" />;
}

/** Sécurité: password rule, session expiry, API keys, login journal (back-office §2.18). */
export function SecuritySettingsSection() {
  return <ComingSoon id="settings-security" title="Sécurité" />;
}
