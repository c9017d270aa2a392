import { CalendarFeedPanel } from '../admin-users/calendar-feed-panel';
import { EmailSignatureForm } from '../admin-users/email-signature-form';
import { OwnEmailForm } from '../admin-users/own-email-form';
import { ReminderPreferencePanel } from '../admin-users/reminder-preference-panel';
import { KeyboardShortcutsPanel } from '../nav/keyboard-shortcuts-panel';
import { BrowserAlertsSetting } from '../notifications/browser-alerts-setting';
import { Section } from '../ui/section';

/** 'Préférences personnelles' (decision 0535): what each person sets for themself alone, a reader included (address, signature, calendar address, reminders, this browser's notifications and keys); the agency's rules stay under Sécurité. */
export function PreferencesSettingsSection() {
  return (
    <Section id="settings-preferences" title="Préférences personnelles">
      <div className="space-y-8">
        <p className="text-sm text-gray-400">Vos choix, qui ne valent que pour votre compte&nbsp;; les notifications du système et les raccourcis clavier, pour ce navigateur.</p>
        <OwnEmailForm />
        <EmailSignatureForm />
        <CalendarFeedPanel />
        <ReminderPreferencePanel />
        <BrowserAlertsSetting />
        <KeyboardShortcutsPanel />
      </div>
    </Section>
  );
}
