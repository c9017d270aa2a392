import { IDLE_DEAL_DAYS, idleDealDefaults, idleDealSettingsSchema, idleSettingOfStatus, type IdleDealSettings } from '../../../../domain/prospects/idle-deals';
import { TextField } from '../../../ui/text-field';
import { BoardSettingForm } from './board-setting-form';

const fields = Object.entries(idleSettingOfStatus) as Array<[string, keyof IdleDealSettings]>;

/**
 * How long an open deal may stay unchanged in each column before its card says so (Pipedrive's rotting days per
 * stage), stored with the other settings.
 */
export function IdleDelaysForm() {
  return (
    <BoardSettingForm
      title="Délais d’inactivité par colonne"
      schema={idleDealSettingsSchema}
      defaults={idleDealDefaults}
      saveLabel="Enregistrer les délais"
      intro={`Une affaire ouverte restée sans changement ce nombre de jours est signalée sur sa carte. De ${IDLE_DEAL_DAYS.min} à ${IDLE_DEAL_DAYS.max} jours\u00a0; par défaut ${IDLE_DEAL_DAYS.default}.`}
    >
      {(form, errorOf, disabled) => (
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
              error={errorOf(name)}
              {...form.register(name, { valueAsNumber: true })}
            />
          ))}
        </div>
      )}
    </BoardSettingForm>
  );
}
