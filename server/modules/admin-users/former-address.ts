import type { FastifyInstance } from 'fastify';
import { accountMessages } from '../../../domain/validation/account-messages';

/**
 * Tells the address a user's account just left, replaced or removed, by them or by an administrator
 * (docs/decisions/0536-own-email-address.md): a stolen session cannot move the account silently. Called once the
 * change is stored; the answer does not wait for the e-mail, which the outbox keeps and tries again when the mail
 * server does not take it (0537). Nothing when there was no address, it is unchanged, or the change left it out
 * (`next` undefined).
 */
export function tellFormerAddress(app: FastifyInstance, change: { username: string; former: string | null; next: string | undefined; by?: string }): void {
  const { username, former, next, by } = change;
  if (!former || next === undefined || next === former) return;
  const mail = { to: former, subject: accountMessages.formerAddressSubject, text: accountMessages.formerAddressText({ username, replaced: next !== '', by }), priority: 'high' as const };
  void app.outgoingMail.send(mail);
}
