import { WEBHOOK_DELIVERY_STATUSES } from '../notifications/notification-settings';
import { z } from '../validation/zod';

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  event: z.string(),
  url: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

/** GET /api/admin/notifications: the SMTP line, the e-mails waiting, the webhook's key (administrators only) and its last deliveries. */
export const notificationsOverviewAnswer = z.object({
  success: z.literal(true),
  smtp: z.object({ configured: z.boolean(), message: z.string() }),
  /** The e-mails kept for another attempt (0537): how many, and when the soonest is tried again. */
  waitingEmails: z.object({ count: z.number().int(), nextAttemptAt: z.string().nullable() }),
  defaultRecipient: z.string(),
  webhookSecret: z.string().nullable(),
  deliveries: z.array(webhookDeliverySchema),
});
export type NotificationsOverview = z.output<typeof notificationsOverviewAnswer>;

/** 'Réessayer maintenant' (0537): the French summary, how many e-mails left and how many still wait. */
export const waitingEmailsRetryAnswer = z.object({ success: z.literal(true), message: z.string(), sent: z.number().int(), waiting: z.number().int() });

/** A new webhook signing key, shown once. */
export const webhookSecretAnswer = z.object({ success: z.literal(true), message: z.string(), webhookSecret: z.string() });
