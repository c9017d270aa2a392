/**
 * How an e-mail written from the back-office went: stored 'sending', then sent, only logged (no SMTP) or failed;
 * 'scheduled' until the time its author chose (a prospect's e-mail, docs/decisions/0472-scheduled-prospect-emails.md).
 */
export const EMAIL_DELIVERIES = ['scheduled', 'sending', 'sent', 'logged', 'failed'] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];
