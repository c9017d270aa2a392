import type { FastifyBaseLogger } from 'fastify';
import { accountMessages } from '../../../domain/validation/account-messages';
import type { PasswordReset } from '../../../domain/validation/admin-user-schema';
import type { Database } from '../../db/database';
import { ApiError, fieldRefusal } from '../../lib/api-error';
import type { Mailer } from '../../lib/mailer';
import { hashToken, newSecretToken } from '../../lib/secret-token';
import { adminUserAccounts, adminUsersService, type EndCredentials } from '../admin-users/service';
import { loginThrottleRepository } from './login-throttle-repository';
import { passwordResetsRepository } from './password-resets-repository';

/** How long a link sent for a forgotten password works. */
export const RESET_LINK_MINUTES = 30;
/** The page the link opens; its secret travels after '#', so it reaches neither the server's logs nor a Referer. */
export const RESET_PAGE = '/admin/login/nouveau-mot-de-passe';

interface PasswordResetDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  endCredentials: EndCredentials;
  now?: () => Date;
}

const resetMail = (username: string, link: string) =>
  [
    `Bonjour ${username},`,
    '',
    `Pour choisir un nouveau mot de passe du back-office, ouvrez ce lien dans les ${RESET_LINK_MINUTES} minutes :`,
    link,
    '',
    'Il ne sert qu’une fois. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.',
  ].join('\n');

/**
 * A forgotten password (docs/decisions/0462-password-reset.md): a link sent to the address the user gave, good for
 * 30 minutes and once; the answer is the same whether the account exists or not.
 */
export function passwordResetService({ db, mailer, publicUrl, log, endCredentials, now = () => new Date() }: PasswordResetDeps) {
  const resets = passwordResetsRepository(db);
  const users = adminUsersService(db);
  const accounts = adminUserAccounts(db, endCredentials);
  const throttle = loginThrottleRepository(db);

  return {
    /** Stores a new link for the user named or with that address, then sends it without waiting: the answer tells nothing. */
    async request(login: string): Promise<void> {
      const recipient = await users.resetRecipientOf(login);
      if (!recipient) return;
      const at = now();
      const link = newSecretToken();
      await resets.replaceFor(recipient.username, link.hash, at, new Date(at.getTime() + RESET_LINK_MINUTES * 60_000));
      await resets.purge(new Date(at.getTime() - 24 * 60 * 60_000));
      const text = resetMail(recipient.username, `${publicUrl}${RESET_PAGE}#${link.token}`);
      void mailer.notify({ to: recipient.email, subject: accountMessages.resetSubject, text, priority: 'high' }).then(
        (sent) => !sent && log.warn({ username: recipient.username }, 'password reset e-mail not sent'),
        (error: unknown) => log.error({ err: error, username: recipient.username }, 'password reset e-mail failed'),
      );
    },

    /**
     * Sets the new password with a link still good: checked before the link is used (a refused password leaves it
     * good), used in one statement (two tabs set one password). Every session and API key of the user ends, and the
     * login lock of the name is lifted: the second factor, when on, is still asked at login.
     */
    async reset(input: PasswordReset): Promise<void> {
      const tokenHash = hashToken(input.token);
      const username = await resets.validFor(tokenHash, now());
      if (!username) throw fieldRefusal(400, 'token', accountMessages.resetLinkInvalid);
      await accounts.checkPasswordRule(input.password);
      if (!(await resets.use(tokenHash, now()))) throw fieldRefusal(400, 'token', accountMessages.resetLinkInvalid);
      try {
        await accounts.setOwnPassword(username, input.password);
      } catch (error) {
        // The user was deleted since the link was sent.
        if (error instanceof ApiError && error.statusCode === 404) throw fieldRefusal(400, 'token', accountMessages.resetLinkInvalid);
        throw error;
      }
      await throttle.clear([`user:${username.toLowerCase()}`]);
    },
  };
}
