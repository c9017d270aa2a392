import { zodResolver } from '@hookform/resolvers/zod';
import MailCheck from 'lucide-react/icons/mail-check';
import Save from 'lucide-react/icons/save';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  notificationSettingKeys,
  notificationSettingsSchema,
  notificationDefaults,
  type NotificationSettings,
} from '../../../../domain/notifications/notification-settings';
import { REMINDER_LEAD_MINUTES } from '../../../../domain/notifications/action-reminder';
import { settingsMessages } from '../../../../domain/settings/settings-schema';
import type { z } from '../../../../domain/validation/zod';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { Section } from '../ui/section';
import { useNotifications, useRenewWebhookSecret, useRetryWaitingEmails, useSendTestMail } from './notifications-api';
import { useCanWrite } from '../auth/use-can-write';
import { ReadOnlyNote } from '../ui/read-only-note';
import { Notice, primaryButton, secondaryButton, SettingSwitch } from '../settings/settings-controls';
import { useSaveSettings, useSettings } from '../settings/settings-api';
import { changedValues, followStored } from '../settings/follow-stored';
import { WebhookDeliveries } from './webhook-deliveries';
import { errorMessage, refusalOf } from '../../../api/error-message';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { retryAnswerHolds, SmtpStatus } from './smtp-status';

type FormValues = z.input<typeof notificationSettingsSchema>;
const names = Object.keys(notificationSettingKeys) as Array<keyof NotificationSettings>;

const switches: Array<{ name: 'notifyContact' | 'notifyCallback' | 'notifySuperAssistant' | 'notifyProspectImport' | 'notifyReplies'; label: string; description: string }> = [
  { name: 'notifyContact', label: 'Messages de contact', description: 'Un e-mail et un événement à chaque message du formulaire de contact.' },
  { name: 'notifyCallback', label: 'Demandes de rappel', description: 'Un e-mail et un événement à chaque demande de rappel.' },
  { name: 'notifySuperAssistant', label: 'Leads du super assistant', description: 'Un e-mail et un événement à chaque analyse envoyée.' },
  { name: 'notifyProspectImport', label: 'Imports de prospects', description: 'Un résumé par import CSV (désactivé par défaut).' },
  {
    name: 'notifyReplies',
    label: 'Réponses reçues',
    description: 'Un e-mail et un événement quand une personne répond à un e-mail du back-office (désactivé par défaut\u00a0: la boîte de l’agence la reçoit déjà).',
  },
];

const digestHours = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: `${hour} h` }));

/** Paramètres › Notifications: who is told a lead arrived, by e-mail and by webhook, and the morning digest of follow-ups. */
export function NotificationSettingsSection() {
  const overview = useSettings();
  const notifications = useNotifications();
  const save = useSaveSettings();
  const formRef = useFocusFirstInvalid(save.error);
  const refused = refusalOf(save.error, ['notificationRecipients', 'notificationWebhookUrl', 'followUpDigestHour']);
  const test = useSendTestMail();
  const renew = useRenewWebhookSecret();
  const retry = useRetryWaitingEmails();
  const smtpStatusRef = useRef<HTMLDivElement>(null);
  const canEdit = useCanWrite();
  const [notice, setNotice] = useState<string | null>(null);
  const stored = overview.data?.settings;
  const form = useForm<FormValues, unknown, NotificationSettings>({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: notificationDefaults,
    ...followStored(stored && (Object.fromEntries(names.map((name) => [name, stored[name]])) as NotificationSettings)),
  });

  const disabled = !canEdit || save.isPending || !stored;
  const errors = form.formState.errors;

  return (
    <Section id="settings-notifications" title="Notifications">
      {overview.error && <Notice tone="error">{errorMessage(overview.error)}</Notice>}
      {notifications.data && (
        <SmtpStatus
          smtp={notifications.data.smtp}
          waiting={notifications.data.waitingEmails}
          ref={smtpStatusRef}
          retry={canEdit ? { onRetry: () => retry.mutate(undefined, { onSuccess: (answer) => answer.waiting === 0 && smtpStatusRef.current?.focus() }), pending: retry.isPending } : undefined}
        />
      )}
      {retry.data && retryAnswerHolds(retry.data, notifications.data?.waitingEmails.count ?? 0) && <Notice tone={retry.data.waiting > 0 ? 'error' : 'success'}>{retry.data.message}</Notice>}
      {retry.error && <Notice tone="error">{errorMessage(retry.error)}</Notice>}
      <form
        ref={formRef}
        noValidate
        aria-label="Notifications des nouveaux leads"
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => {
          setNotice(null);
          save.mutate(changedValues(values, form.formState.dirtyFields), {
            onSuccess: () => {
              form.reset(values);
              setNotice(settingsMessages.saved);
            },
          });
        })}
      >
        <ReadOnlyNote />
        <TextField
          label="Destinataires"
          placeholder="ventes@exemple.fr, direction@exemple.fr"
          hint={`Une ou plusieurs adresses séparées par des virgules\u00a0; vide, les notifications partent à ${notifications.data?.defaultRecipient ?? 'l’adresse de l’agence'}.`}
          disabled={disabled}
          error={errors.notificationRecipients?.message ?? refused.field('notificationRecipients')}
          {...form.register('notificationRecipients')}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-200">Sources qui notifient</legend>
          <div className="grid gap-3 md:grid-cols-2">
            {switches.map((item) => (
              <SettingSwitch key={item.name} label={item.label} description={item.description} disabled={disabled} {...form.register(item.name)} />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-200">Relances, délais et rapports</legend>
          <div className="grid gap-3 md:grid-cols-2">
            <SettingSwitch
              label="Récapitulatif quotidien des relances"
              description="Chaque matin où l’agence est ouverte (ni week-end, ni jour férié, ni fermeture), un e-mail aux destinataires avec les relances du jour, celles en retard, les rappels demandés pour la journée, les demandes reportées qui reviennent et les réponses reçues qui attendent la vôtre&nbsp;; aucun quand il n’y en a pas. Chaque utilisateur ayant donné son adresse reçoit aussi son propre récapitulatif, limité à ses affaires et à ses demandes."
              disabled={disabled}
              {...form.register('followUpDigest')}
            />
            <SelectField
              label="Heure d’envoi (heure de Paris)"
              options={digestHours}
              placeholder="Choisissez une heure"
              disabled={disabled}
              error={errors.followUpDigestHour?.message ?? refused.field('followUpDigestHour')}
              {...form.register('followUpDigestHour', { valueAsNumber: true })}
            />
            <SettingSwitch
              label="Alerte des réponses promises"
              description="Un e-mail aux destinataires pour chaque demande sans réponse une demi-heure avant l’échéance promise (2 h ouvrées pour un message, le jour ouvré suivant ou le créneau choisi pour un rappel)."
              disabled={disabled}
              {...form.register('responseAlerts')}
            />
            <SettingSwitch
              label="Rappels par e-mail avant chaque rendez-vous"
              description={`${REMINDER_LEAD_MINUTES} minutes avant chaque action d’une affaire ou rappel demandé prévu à une heure, et avant le retour de chaque demande reportée, un e-mail à l’utilisateur à qui il est confié, s’il a donné son adresse dans Utilisateurs\u00a0: l’heure, la personne, son téléphone et le lien de la fiche.`}
              disabled={disabled}
              {...form.register('actionReminderEmails')}
            />
            <SettingSwitch
              label="Rapport de la semaine"
              description="Chaque lundi à l’heure du récapitulatif, un e-mail aux destinataires avec la semaine écoulée&nbsp;: audience, leads, réponses dans les délais, pipeline et campagnes."
              disabled={disabled}
              {...form.register('weeklyReport')}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-200">Demandes reçues</legend>
          <div className="grid gap-3 md:grid-cols-2">
            <SettingSwitch
              label="Accusé de réception aux visiteurs"
              description="Un e-mail au visiteur dès que son message, sa demande de rappel ou sa demande d’analyse du super assistant est enregistré, avec l’heure à laquelle vous lui répondrez&nbsp;; gardé dans la conversation de la demande ou les e-mails du prospect."
              disabled={disabled}
              {...form.register('visitorAcknowledgement')}
            />
            <SettingSwitch
              label="Enquête de satisfaction aux visiteurs"
              description="Une fois un message ou une demande de rappel traité, un e-mail à la personne qui l’a envoyé lui demande une note de 1 à 5 et, si elle le souhaite, un commentaire&nbsp;; le lien sert 30 jours, pour donner sa note ou la changer. Les demandes traitées depuis moins de 24 heures en recevront une. Les leads du super assistant n’en reçoivent pas&nbsp;: ils suivent le pipeline jusqu’à la signature. Les avis se lisent dans la demande et sous les demandes reçues."
              disabled={disabled}
              {...form.register('satisfactionSurvey')}
            />
            <SettingSwitch
              label="Attribution automatique des nouvelles demandes et des leads"
              description="Chaque nouveau message ou demande de rappel est confié à l’administrateur qui a le moins de demandes en attente, chaque lead du super assistant à celui qui a le moins de leads à contacter (à égalité, dans l’ordre alphabétique)&nbsp;; les lecteurs n’en reçoivent pas. La notification dit à qui&nbsp;; l’administrateur choisi la reçoit aussi s’il a donné son adresse dans Utilisateurs."
              disabled={disabled}
              {...form.register('inboxAutoAssign')}
            />
          </div>
        </fieldset>
        <TextField
          label="Webhook (facultatif)"
          type="url"
          placeholder="https://crm.exemple.fr/hooks/leads"
          hint="Reçoit chaque nouveau lead en JSON (POST), signé par l’en-tête X-Webhook-Signature (HMAC-SHA256). Adresse https:// publique uniquement&nbsp;; renvoyé jusqu’à 6 fois en cas d’échec."
          disabled={disabled}
          error={errors.notificationWebhookUrl?.message ?? refused.field('notificationWebhookUrl')}
          {...form.register('notificationWebhookUrl')}
        />
        {notifications.data?.webhookSecret && (
          <div className="rounded-xl border border-ink-700 bg-ink-900/60 p-4 text-sm text-gray-300">
            <p className="font-medium text-white">Clé de signature du webhook</p>
            <p className="mt-1">
              Calculez HMAC-SHA256(clé, horodatage + « . » + corps) et comparez-le à X-Webhook-Signature&nbsp;; l’horodatage est dans X-Webhook-Timestamp.
            </p>
            <code className="mt-2 block break-all rounded-lg bg-ink-950 p-2 text-xs text-accent-200">{notifications.data.webhookSecret}</code>
          </div>
        )}
        {notice && <Notice tone="success">{notice}</Notice>}
        {refused.general && <Notice tone="error">{refused.general}</Notice>}
        {test.data && <Notice tone="success">{test.data.message}</Notice>}
        {test.error && <Notice tone="error">{errorMessage(test.error)}</Notice>}
        {renew.data && <Notice tone="success">{renew.data.message}</Notice>}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton} disabled={disabled}>
            <Save aria-hidden size={16} /> {save.isPending ? 'Enregistrement...' : 'Enregistrer'}
          </button>
          <button type="button" className={secondaryButton} disabled={!canEdit || test.isPending} onClick={() => test.mutate()}>
            <MailCheck aria-hidden size={16} /> {test.isPending ? 'Envoi...' : 'Envoyer un e-mail de test'}
          </button>
          {notifications.data?.webhookSecret && (
            <button type="button" className={secondaryButton} disabled={!canEdit || renew.isPending} onClick={() => renew.mutate()}>
              Générer une nouvelle clé
            </button>
          )}
        </div>
      </form>
      <h3 className="mt-6 mb-2 text-base font-semibold text-white">Livraisons du webhook</h3>
      {notifications.error && <Notice tone="error">{errorMessage(notifications.error)}</Notice>}
      <WebhookDeliveries deliveries={notifications.data?.deliveries ?? []} />
    </Section>
  );
}
