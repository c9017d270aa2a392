/** How an e-mail written from the back-office went: stored 'sending', then sent, only logged (no SMTP) or failed. */
export const EMAIL_DELIVERIES = ['sending', 'sent', 'logged', 'failed'] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];
