import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  IDLE_DEAL_DAYS,
  idleDealDefaults,
  idleDealSettingsSchema,
  idleSettingOfStatus,
  type IdleDealSettings,
} from '../../../../domain/prospects/idle-deals';
import { settingsMessages } from '../../../../domain/settings/settings-schema';
import { refusalOf } from '../../../api/error-message';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { TextField } from '../../../ui/text-field';
import { adminKeys } from '../api/query-keys';
import { useCanWrite } from '../auth/use-can-write';
import { Notice, secondaryButton } from '../settings/settings-controls';
import { useSaveSettings, useSettings } from '../settings/settings-api';
import { ReadOnlyNote } from '../ui/read-only-note';

const fields = Object.entries(idleSettingOfStatus) as Array<[string, keyof IdleDealSettings]>;
const pick = (settings: IdleDealSettings): IdleDealSettings =>
  Object.fromEntries(fields.map(([, name]) => [name, settings[name]])) as IdleDealSettings;

/**
 * How long an open deal may stay unchanged in each column before its card says so (Pipedrive's rotting days per
 * stage), stored with the other settings; the board is read again once they are saved.
 */
export function IdleDelaysForm() {
  const overview = useSettings();
  const save = useSaveSettings();
  const client = useQueryClient();
  const canWrite = useCanWrite();
  const formRef = useFocusFirstInvalid(save.error);
  const refused = refusalOf(save.error, fields.map(([, name]) => name), 'Erreur lors de l’enregistrement des paramètres');
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<IdleDealSettings>({ resolver: zodResolver(idleDealSettingsSchema), defaultValues: idleDealDefaults });
  const stored = overview.data?.settings;

  useEffect(() => {
    if (stored) form.reset(pick(stored));
  }, [stored, form]);

  const disabled = !canWrite || save.isPending || !stored;
  const onValid = (values: IdleDealSettings) => {
    setNotice(null);
    save.mutate(values, {
      onSuccess: () => {
        setNotice(settingsMessages.saved);
        void client.invalidateQueries({ queryKey: adminKeys.prospects.board });
      },
    });
  };

  return (
    <details className="rounded-xl border border-ink-700 bg-ink-950/60 p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-gray-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400">
        Délais d’inactivité par colonne
      </summary>
      <form ref={formRef} noValidate onSubmit={form.handleSubmit(onValid)} aria-label="Délais d’inactivité par colonne" className="mt-3 space-y-3">
        <p className="text-gray-400">
          Une affaire ouverte restée sans changement ce nombre de jours est signalée sur sa carte. De {IDLE_DEAL_DAYS.min} à {IDLE_DEAL_DAYS.max} jours ; par
          défaut {IDLE_DEAL_DAYS.default}.
        </p>
        <ReadOnlyNote />
        {overview.error && <Notice tone="error">{refusalOf(overview.error, []).general}</Notice>}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
          {fields.map(([statut, name]) => (
            <TextField
              key={name}
              label={`${statut} (jours)`}
              type="number"
              inputMode="numeric"
              min={IDLE_DEAL_DAYS.min}
              max={IDLE_DEAL_DAYS.max}
              disabled={disabled}
              error={form.formState.errors[name]?.message ?? refused.field(name)}
              {...form.register(name, { valueAsNumber: true })}
            />
          ))}
        </div>
        {notice && <Notice tone="success">{notice}</Notice>}
        {refused.general && <Notice tone="error">{refused.general}</Notice>}
        <button type="submit" className={secondaryButton} disabled={disabled}>
          {save.isPending ? 'Enregistrement...' : 'Enregistrer les délais'}
        </button>
      </form>
    </details>
  );
}
