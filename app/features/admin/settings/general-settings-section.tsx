import { zodResolver } from '@hookform/resolvers/zod';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Save from 'lucide-react/icons/save';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  CPU_THRESHOLD,
  defaultSettings,
  generalSettingKeys,
  generalSettingsSchema,
  settingsMessages,
} from '../../../../domain/settings/settings-schema';
import type { z } from '../../../../domain/validation/zod';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TextField } from '../../../ui/text-field';
import { ReadOnlyNote } from '../ui/read-only-note';
import { Section } from '../ui/section';
import { RedirectDomainsPanel } from './redirect-domains-panel';
import { AgencyClosuresPanel } from './agency-closures-panel';
import { SettingsHistory } from './settings-history';
import { errorMessage, refusalOf } from '../../../api/error-message';
import { useCanWrite } from '../auth/use-can-write';
import { Notice, primaryButton, secondaryButton, SettingSwitch } from './settings-controls';
import { useSaveSettings, useSettings } from './settings-api';
import { changedValues, followStored } from './follow-stored';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { formatWholePercent } from '../../../../domain/percent';

type GeneralSettings = z.output<typeof generalSettingsSchema>;
const generalDefaults = Object.fromEntries(generalSettingKeys.map((key) => [key, defaultSettings[key]])) as GeneralSettings;

/** 'Paramètres généraux' (back-office §2.18): every switch here changes what the product does. */
export function GeneralSettingsSection() {
  const overview = useSettings();
  const save = useSaveSettings();
  const formRef = useFocusFirstInvalid(save.error);
  const refused = refusalOf(save.error, ['alertEmail', 'cpuAlertThreshold'], 'Erreur lors de l’enregistrement des paramètres');
  const canEdit = useCanWrite();
  const [notice, setNotice] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<null | { kind: 'reset' } | { kind: 'maintenance'; values: GeneralSettings }>(null);
  const stored = overview.data?.settings;
  const form = useForm<GeneralSettings>({
    resolver: zodResolver(generalSettingsSchema),
    defaultValues: generalDefaults,
    ...followStored(stored && (Object.fromEntries(generalSettingKeys.map((key) => [key, stored[key]])) as GeneralSettings)),
  });
  const cpuError = form.formState.errors.cpuAlertThreshold?.message ?? refused.field('cpuAlertThreshold');

  // Reset to the defaults, every field is sent; otherwise the ones the user changed.
  const submit = (values: GeneralSettings, message: string = settingsMessages.saved, changes: Partial<GeneralSettings> = changedValues(values, form.formState.dirtyFields)) => {
    setNotice(null);
    save.mutate(changes, {
      onSuccess: () => {
        form.reset(values);
        setNotice(message);
      },
    });
  };
  const onValid = (values: GeneralSettings) => {
    if (values.maintenanceMode && !stored?.maintenanceMode) setConfirm({ kind: 'maintenance', values });
    else submit(values);
  };
  const threshold = useWatch({ control: form.control, name: 'cpuAlertThreshold' });
  const disabled = !canEdit || save.isPending || !stored;

  return (
    <Section id="settings-general" title="Paramètres généraux">
      {overview.error && <Notice tone="error">{errorMessage(overview.error)}</Notice>}
      <form ref={formRef} noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4" aria-label="Paramètres généraux">
        <ReadOnlyNote />
        <div className="grid gap-3 lg:grid-cols-3">
          <SettingSwitch
            label="Mode maintenance"
            description={'Le site public répond par la page «\u00a0Accès Restreint\u00a0» (503)\u00a0; le back-office reste accessible.'}
            disabled={disabled}
            {...form.register('maintenanceMode')}
          />
          <SettingSwitch
            label="Environnement de test"
            description="Un bandeau l'annonce sur le site public et les e-mails sortants sont retenus au lieu d'être envoyés."
            disabled={disabled}
            {...form.register('testEnvironment')}
          />
          <SettingSwitch
            label="Journalisation détaillée"
            description="Le serveur journalise au niveau « debug », sur chaque instance."
            disabled={disabled}
            {...form.register('detailedLogging')}
          />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="E-mail d'alerte"
            type="email"
            autoComplete="email"
            placeholder="alertes@exemple.fr"
            hint="Destinataire des alertes CPU&nbsp;; vide, elles partent à l'adresse de l'agence."
            disabled={disabled}
            error={form.formState.errors.alertEmail?.message ?? refused.field('alertEmail')}
            {...form.register('alertEmail')}
          />
          <div>
            <label htmlFor="cpu-alert-threshold" className="text-sm font-medium text-gray-200">
              Seuil d'alerte CPU&nbsp;: <strong className="text-white">{formatWholePercent(threshold / 100)}</strong>
            </label>
            <input
              id="cpu-alert-threshold"
              type="range"
              min={CPU_THRESHOLD.min}
              max={CPU_THRESHOLD.max}
              step={1}
              aria-valuetext={formatWholePercent(threshold / 100)}
              aria-invalid={cpuError ? true : undefined}
              aria-describedby={cpuError ? 'cpu-alert-threshold-hint cpu-alert-threshold-error' : 'cpu-alert-threshold-hint'}
              disabled={disabled}
              className="mt-4 block w-full accent-brand-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-400 disabled:opacity-50"
              {...form.register('cpuAlertThreshold', { valueAsNumber: true })}
            />
            <p id="cpu-alert-threshold-hint" className="mt-2 text-xs text-gray-400">
              De {CPU_THRESHOLD.min} à {formatWholePercent(CPU_THRESHOLD.max / 100)}. Une alerte par épisode quand le CPU reste au-dessus pendant une minute.
            </p>
            {cpuError && (
              <p id="cpu-alert-threshold-error" className="mt-1 text-sm text-red-300">
                {cpuError}
              </p>
            )}
          </div>
        </div>
        {notice && <Notice tone="success">{notice}</Notice>}
        {refused.general && <Notice tone="error">{refused.general}</Notice>}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton} disabled={disabled}>
            <Save aria-hidden size={16} /> {save.isPending ? 'Enregistrement...' : 'Enregistrer'}
          </button>
          <button type="button" className={secondaryButton} disabled={disabled} onClick={() => setConfirm({ kind: 'reset' })}>
            <RotateCcw aria-hidden size={16} /> Réinitialiser
          </button>
        </div>
      </form>
      {overview.data && <SettingsHistory overview={overview.data} />}
      <AgencyClosuresPanel canEdit={canEdit} />
      <RedirectDomainsPanel canEdit={canEdit} />
      <ConfirmDialog
        open={confirm !== null}
        question={
          confirm?.kind === 'maintenance'
            ? 'Activer le mode maintenance\u00a0? Le site public affichera la page « Accès Restreint » à tous les visiteurs.'
            : 'Rétablir les paramètres généraux par défaut\u00a0? Le mode maintenance, l’environnement de test et la journalisation détaillée seront désactivés.'
        }
        confirmLabel={confirm?.kind === 'maintenance' ? 'Activer' : 'Réinitialiser'}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm?.kind === 'maintenance') submit(confirm.values);
          else submit(generalDefaults, settingsMessages.reset, generalDefaults);
          setConfirm(null);
        }}
      />
    </Section>
  );
}
