import { salesGoalDefaults, salesGoalSettingsSchema } from '../../../../domain/prospects/sales-goal';
import { BoardSettingForm } from './board-setting-form';
import { DealValueField, goalOfInput } from './deal-value-field';

/**
 * The agency's monthly sales goal (docs/decisions/0463-monthly-sales-goals.md), stored with the other settings;
 * each user's own goal is set in their account's form.
 */
export function SalesGoalForm() {
  return (
    <BoardSettingForm
      title="Objectif de ventes mensuel"
      schema={salesGoalSettingsSchema}
      defaults={salesGoalDefaults}
      saveLabel="Enregistrer l’objectif"
      intro="La valeur des affaires que l’agence veut gagner chaque mois, suivie au-dessus du tableau quand toutes les affaires sont affichées. L’objectif de chacun se règle dans Paramètres › Utilisateurs et se suit dans sa vue."
    >
      {(form, errorOf, disabled) => (
        <div className="max-w-xs">
          <DealValueField
            label="Objectif de l’agence (€)"
            hint="0 ou vide&nbsp;: aucun objectif."
            placeholder="20 000"
            disabled={disabled}
            error={errorOf('monthlyWonGoal')}
            {...form.register('monthlyWonGoal', { setValueAs: goalOfInput })}
          />
        </div>
      )}
    </BoardSettingForm>
  );
}
