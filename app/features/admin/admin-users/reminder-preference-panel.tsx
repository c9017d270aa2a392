import { REMINDER_LEAD_MINUTES, reminderPreferenceMessages } from '../../../../domain/notifications/action-reminder';
import { errorMessage } from '../../../api/error-message';
import { Notice, SettingSwitch } from '../settings/settings-controls';
import { useReminderPreference, useSetReminderPreference } from './reminder-preference-api';
import { Subsection } from '../ui/section';

/** Where the reminders go, or why none can: the panel's last line. */
function addressNote(email: string | null, agencyEnabled: boolean): string {
  if (!email) return 'Aucune adresse n’est enregistrée pour vous\u00a0: ajoutez-la ci-dessus, dans «\u00a0Votre adresse e-mail\u00a0».';
  const to = `Ils partent à ${email}.`;
  return agencyEnabled ? to : `${to} L’agence les a désactivés pour tous (Paramètres › Notifications)\u00a0: vous n’en recevez aucun pour le moment.`;
}

/**
 * 'Vos rappels par e-mail' (docs/decisions/0494-action-reminder-emails.md): each user, readers included, chooses
 * whether the appointments given to them are recalled by e-mail; saved as soon as the switch moves.
 */
export function ReminderPreferencePanel() {
  const preference = useReminderPreference();
  const save = useSetReminderPreference();
  const current = preference.data;
  const failure = preference.isError ? reminderPreferenceMessages.loadError : save.error ? errorMessage(save.error) : null;

  return (
    <Subsection id="reminder-preference" title="Vos rappels par e-mail">
      <SettingSwitch
        label="Me rappeler mes rendez-vous par e-mail"
        description={`${REMINDER_LEAD_MINUTES} minutes avant chaque action d’une affaire ou rappel demandé qui vous est confié et prévu à une heure, et avant le retour de chaque demande reportée qui vous est confiée\u00a0: l’heure, la personne, son téléphone et le lien de la fiche.`}
        // Shown as chosen while it is saved; never disabled meanwhile, which would take the keyboard's focus away.
        checked={save.isPending ? save.variables : (current?.enabled ?? false)}
        disabled={!current}
        onChange={(event) => {
          if (save.isPending) return;
          save.reset();
          save.mutate(event.currentTarget.checked);
        }}
      />
      {current && <p className="text-sm text-gray-300">{addressNote(current.email, current.agencyEnabled)}</p>}
      {save.isSuccess && <Notice tone="success">{save.data.message}</Notice>}
      {failure && <Notice tone="error">{failure}</Notice>}
    </Subsection>
  );
}
