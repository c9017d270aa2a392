import { zodResolver } from '@hookform/resolvers/zod';
import Save from 'lucide-react/icons/save';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ADMIN_INTERFACE_VERSION,
  defaultSettings,
  SESSION_IDLE_MINUTES,
  securitySettingsSchema,
  settingsMessages,
} from '../../../../domain/settings/settings-schema';
import type { z } from '../../../../domain/validation/zod';
import { TextField } from '../../../ui/text-field';
import { ReadOnlyNote } from '../ui/read-only-note';
import { Section } from '../ui/section';
import { ApiKeysPanel } from '../api-keys/api-keys-panel';
import { TwoFactorPanel } from '../admin-users/two-factor-panel';
import { LoginJournal } from '../auth/login-journal';
import { OpenSessions } from '../auth/open-sessions';
import { OwnPasswordForm } from '../auth/own-password-form';
import { RetentionPanel } from '../retention/retention-panel';
import { refusalOf } from '../../../api/error-message';
import { useCanWrite } from '../auth/use-can-write';
import { Notice, primaryButton, SettingSwitch } from './settings-controls';
import { useSaveSettings, useSettings } from './settings-api';
import { changedValues, followStored } from './follow-stored';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { formatLongDate } from '../ui/format';

type SecuritySettings = z.output<typeof securitySettingsSchema>;

/** 'Sécurité' (back-office §2.18): password rule, idle expiry, the user's own password, second factor and open sessions, API keys, the login journal and retention; personal choices are under 'Préférences personnelles'. */
export function SecuritySettingsSection() {
  const overview = useSettings();
  const save = useSaveSettings();
  const formRef = useFocusFirstInvalid(save.error);
  const refused = refusalOf(save.error, ['sessionIdleMinutes', 'requireComplexPasswords'], 'Erreur lors de l’enregistrement des paramètres');
  const canEdit = useCanWrite();
  const [notice, setNotice] = useState<string | null>(null);
  const stored = overview.data?.settings;
  const form = useForm<SecuritySettings>({
    resolver: zodResolver(securitySettingsSchema),
    defaultValues: {
      requireComplexPasswords: defaultSettings.requireComplexPasswords,
      requireTwoFactor: defaultSettings.requireTwoFactor,
      sessionIdleMinutes: defaultSettings.sessionIdleMinutes,
    },
    ...followStored(
      stored && { requireComplexPasswords: stored.requireComplexPasswords, requireTwoFactor: stored.requireTwoFactor, sessionIdleMinutes: stored.sessionIdleMinutes },
    ),
  });

  const disabled = !canEdit || save.isPending || !stored;
  const onValid = (values: SecuritySettings) => {
    setNotice(null);
    save.mutate(changedValues(values, form.formState.dirtyFields), {
      onSuccess: () => {
        form.reset(values);
        setNotice(settingsMessages.saved);
      },
    });
  };

  return (
    <Section id="settings-security" title="Sécurité">
      <div className="space-y-8">
        <form ref={formRef} noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4" aria-label="Règles de sécurité">
          <ReadOnlyNote />
          <div className="grid gap-3 md:grid-cols-2">
            <SettingSwitch
              label="Exiger des mots de passe complexes"
              description="Au moins 12 caractères dont un caractère spécial, pour chaque mot de passe admin créé ou changé."
              disabled={disabled}
              {...form.register('requireComplexPasswords')}
            />
            <SettingSwitch
              label="Exiger la double authentification"
              description="Chaque utilisateur l’active avant d’accéder au back-office&nbsp;; ceux qui ne l’ont pas encore la configurent à leur prochaine visite. Activez-la d’abord sur votre compte."
              disabled={disabled}
              {...form.register('requireTwoFactor')}
            />
            <div className="rounded-xl border border-ink-700 bg-ink-900/60 p-4">
              <TextField
                label="Expiration de session après inactivité (minutes)"
                type="number"
                inputMode="numeric"
                min={SESSION_IDLE_MINUTES.min}
                max={SESSION_IDLE_MINUTES.max}
                hint={`Par défaut ${SESSION_IDLE_MINUTES.default} minutes\u00a0; de ${SESSION_IDLE_MINUTES.min} à ${SESSION_IDLE_MINUTES.max}.`}
                disabled={disabled}
                error={form.formState.errors.sessionIdleMinutes?.message ?? refused.field('sessionIdleMinutes')}
                {...form.register('sessionIdleMinutes', { valueAsNumber: true })}
              />
            </div>
          </div>
          {notice && <Notice tone="success">{notice}</Notice>}
          {refused.general && <Notice tone="error">{refused.general}</Notice>}
          <button type="submit" className={primaryButton} disabled={disabled}>
            <Save aria-hidden size={16} /> {save.isPending ? 'Enregistrement...' : 'Enregistrer les modifications'}
          </button>
        </form>
        <OwnPasswordForm />
        <TwoFactorPanel />
        <OpenSessions />
        <ApiKeysPanel canEdit={canEdit} />
        <LoginJournal />
        <RetentionPanel />
        <footer className="flex flex-wrap justify-between gap-2 border-t border-ink-700 pt-4 text-xs text-gray-400">
          <span>Interface d'administration version {ADMIN_INTERFACE_VERSION}</span>
          <span>{formatLongDate(new Date())}</span>
        </footer>
      </div>
    </Section>
  );
}
