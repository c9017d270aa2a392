import { z } from '../validation/zod';
import { countOf } from '../numbers';

/** French messages of Paramètres › Notifications. */
export const notificationMessages = {
  recipients: 'Saisissez une ou plusieurs adresses e-mail valides, séparées par des virgules (10 au plus)',
  webhookUrl: "L'adresse du webhook doit être une URL https:// complète (2 000 caractères au plus)",
  webhookPrivate: "L'adresse du webhook mène vers une adresse privée ou locale : elle est refusée.",
  webhookScheme: "L'adresse du webhook doit commencer par https://",
  testSent: (count: number) => `E-mail de test envoyé à ${countOf(count, 'destinataire')}. Vérifiez la boîte de réception.`,
  testHeld: "Environnement de test actif : l'e-mail de test est retenu et journalisé au lieu d'être envoyé. Désactivez « Environnement de test » dans les paramètres généraux pour l'envoyer.",
  testFailed: "Le serveur SMTP a refusé ou n'a pas pu recevoir l'e-mail de test : vérifiez l'adresse, le port et les identifiants de SMTP_URL, puis réessayez.",
  smtpMissing:
    "Aucun serveur d'envoi configuré : les notifications sont seulement journalisées. Définissez la variable d'environnement SMTP_URL (l'adresse du serveur, par exemple smtps://smtp.exemple.fr:465, avec l'utilisateur et le mot de passe du compte d'envoi) puis redémarrez le serveur.",
  smtpReady: (from: string) => `Serveur SMTP configuré : les e-mails partent de ${from}.`,
  /** 'Réessayer maintenant' (0537): what left, and what the mail server still refuses. */
  waitingEmailsRetried: (sent: number, waiting: number) =>
    waiting === 0
      ? sent === 0
        ? 'Aucun e-mail en attente : rien à renvoyer.'
        : `${countOf(sent, 'e-mail envoyé', 'e-mails envoyés')} : plus aucun n’attend.`
      : `Le serveur de messagerie refuse encore : ${countOf(waiting, 'e-mail reste', 'e-mails restent')} en attente${sent > 0 ? ` (${countOf(sent, 'envoyé', 'envoyés')})` : ''}. Vérifiez SMTP_URL, puis réessayez.`,
  /** The e-mails the outbox keeps (0537); `nextAttempt` is an hour, '14:32'. */
  waitingEmails: (count: number, nextAttempt: string) =>
    `${count > 1 ? `${countOf(count, 'e-mail')} n’ont pas encore pu partir : le serveur de messagerie ne les a pas acceptés` : 'Un e-mail n’a pas encore pu partir : le serveur de messagerie ne l’a pas accepté'}. Nouvel essai automatique à ${nextAttempt} ; chaque e-mail est réessayé pendant 24 heures.`,
  secretRenewed: 'Nouvelle clé de signature générée : mettez à jour le récepteur du webhook.',
  digestHour: "L'heure d'envoi du récapitulatif doit être une heure entière de 0 à 23",
} as const;

export const MAX_RECIPIENTS = 10;
const WEBHOOK_URL_MAX = 2000;

/** 'a@x.fr, b@y.fr' → the addresses, trimmed, without duplicates. */
export function recipientsOf(list: string): string[] {
  return [...new Set(list.split(/[,;\s]+/).map((part) => part.trim().toLowerCase()).filter(Boolean))];
}

const recipientList = z
  .string({ error: notificationMessages.recipients })
  .trim()
  .max(2600, notificationMessages.recipients)
  .refine((value) => {
    const addresses = recipientsOf(value);
    return addresses.length <= MAX_RECIPIENTS && addresses.every((address) => z.email().max(254).safeParse(address).success);
  }, notificationMessages.recipients)
  .overwrite((value) => recipientsOf(value).join(', '));

/** An http(s) address; the server also refuses http and private hosts unless it is under test. */
const webhookUrl = z
  .string({ error: notificationMessages.webhookUrl })
  .trim()
  .max(WEBHOOK_URL_MAX, notificationMessages.webhookUrl)
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, notificationMessages.webhookUrl);

const toggle = z.boolean({ error: 'Cette option doit valoir oui ou non' });

export const notificationSettingsSchema = z.object({
  notificationRecipients: recipientList,
  notifyContact: toggle,
  notifyCallback: toggle,
  notifySuperAssistant: toggle,
  notifyProspectImport: toggle,
  /** An e-mail and a webhook event when a person answers an e-mail of the back-office (docs/decisions/0440). */
  notifyReplies: toggle,
  notificationWebhookUrl: webhookUrl,
  /** Each morning, one e-mail listing the follow-ups due that day and those overdue (docs/decisions/0370). */
  followUpDigest: toggle,
  /** The hour of Paris time from which the day's digest goes out. */
  followUpDigestHour: z.number({ error: notificationMessages.digestHour }).int(notificationMessages.digestHour).min(0, notificationMessages.digestHour).max(23, notificationMessages.digestHour),
  /** An e-mail when a request nears its answer deadline unanswered (docs/decisions/0374-response-promises.md). */
  responseAlerts: toggle,
  /** Each Monday, the week before in one e-mail (docs/decisions/0375-weekly-report.md). */
  weeklyReport: toggle,
  /** Ten minutes before each deal's action and callback's slot given an hour, an e-mail to its user (0494). */
  actionReminderEmails: toggle,
  /** An e-mail to the visitor once a message, callback request or super-assistant lead is stored (docs/decisions/0376, 0503). */
  visitorAcknowledgement: toggle,
  /** Once a request is processed, an e-mail asking its person for a note (docs/decisions/0487-satisfaction-surveys.md). */
  satisfactionSurvey: toggle,
  /** Each new message, callback request or super-assistant lead given to the administrator with the fewest waiting (0406). */
  inboxAutoAssign: toggle,
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

export const notificationDefaults: NotificationSettings = {
  notificationRecipients: '',
  notifyContact: true,
  notifyCallback: true,
  notifySuperAssistant: true,
  notifyProspectImport: false,
  notifyReplies: false,
  notificationWebhookUrl: '',
  followUpDigest: true,
  followUpDigestHour: 8,
  responseAlerts: true,
  weeklyReport: true,
  actionReminderEmails: true,
  visitorAcknowledgement: true,
  satisfactionSurvey: false,
  inboxAutoAssign: false,
};

export const notificationSettingKeys: Record<keyof NotificationSettings, string> = {
  notificationRecipients: 'notification-recipients',
  notifyContact: 'notify-contact',
  notifyCallback: 'notify-callback',
  notifySuperAssistant: 'notify-super-assistant',
  notifyProspectImport: 'notify-prospect-import',
  notifyReplies: 'notify-replies',
  notificationWebhookUrl: 'notification-webhook-url',
  followUpDigest: 'follow-up-digest',
  followUpDigestHour: 'follow-up-digest-hour',
  responseAlerts: 'response-alerts',
  weeklyReport: 'weekly-report',
  actionReminderEmails: 'action-reminder-emails',
  visitorAcknowledgement: 'visitor-acknowledgement',
  satisfactionSurvey: 'satisfaction-survey',
  inboxAutoAssign: 'inbox-auto-assign',
};

export const notificationSettingLabels: Record<keyof NotificationSettings, string> = {
  notificationRecipients: 'Destinataires des notifications',
  notifyContact: 'Notifier : messages de contact',
  notifyCallback: 'Notifier : demandes de rappel',
  notifySuperAssistant: 'Notifier : leads du super assistant',
  notifyProspectImport: 'Notifier : imports de prospects',
  notifyReplies: 'Notifier : réponses reçues',
  notificationWebhookUrl: 'Webhook des nouveaux leads',
  followUpDigest: 'Récapitulatif quotidien des relances',
  followUpDigestHour: "Heure d'envoi du récapitulatif",
  responseAlerts: 'Alerte des réponses promises',
  weeklyReport: 'Rapport de la semaine',
  actionReminderEmails: 'Rappels par e-mail avant chaque rendez-vous',
  visitorAcknowledgement: 'Accusé de réception aux visiteurs',
  satisfactionSurvey: 'Enquête de satisfaction aux visiteurs',
  inboxAutoAssign: 'Attribution automatique des nouvelles demandes et des leads',
};

/** The sources a new lead comes from, and the replies to the back-office's e-mails (0440), each with its switch. */
export const LEAD_EVENT_SOURCES = ['contact', 'callback', 'super-assistant', 'prospect-import', 'reply'] as const;
export type LeadEventSource = (typeof LEAD_EVENT_SOURCES)[number];
export const sourceSwitch: Record<LeadEventSource, keyof NotificationSettings> = {
  contact: 'notifyContact',
  callback: 'notifyCallback',
  'super-assistant': 'notifySuperAssistant',
  'prospect-import': 'notifyProspectImport',
  reply: 'notifyReplies',
};

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const deliveryStatusLabels: Record<WebhookDeliveryStatus, string> = {
  pending: 'En attente de nouvel essai',
  delivered: 'Livré',
  failed: 'Abandonné',
};
