import type { FastifyBaseLogger } from 'fastify';
import { assignmentMail, autoAssignmentMail, isToTell, type AssignmentNotice, type AutoAssignedSource } from '../../../domain/notifications/assignment-notice';
import { mentionMail, type MentionNotice } from '../../../domain/notifications/mention-notice';
import type { Database } from '../../db/database';
import type { Mail } from '../../lib/mailer';
import { adminUsersService } from '../admin-users/service';
import type { OutgoingMail } from '../outgoing-mail/service';

interface ColleagueNotifierOptions {
  db: Database;
  outbox: Pick<OutgoingMail, 'send'>;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * Tells a user by e-mail what a colleague assigned to them (docs/decisions/0443-assignment-notices.md) or where a
 * colleague named them in a note (0444-note-mentions.md), or what the automatic assignment gave them
 * (0447-auto-assignment-notice.md), once that is stored: nothing to oneself, nor to a user without an e-mail address. An e-mail the mail server refuses is kept
 * and tried again by the outbox (0537-outgoing-email-retries.md); nothing here changes what was stored.
 */
export function colleagueNotifier({ db, outbox, log, publicUrl }: ColleagueNotifierOptions) {
  const users = adminUsersService(db);

  /**
   * Sends `mail` to the user's address; false when the user has none, when it is among `toldAlready`, or when the
   * e-mail could not leave at once (the outbox tries it again, 0537); never throws.
   */
  async function tell(username: string, mail: Omit<Mail, 'to'>, toldAlready: readonly string[] = []): Promise<boolean> {
    try {
      const to = await users.emailOf(username);
      if (!to || toldAlready.some((address) => address.trim().toLowerCase() === to)) return false;
      return await outbox.send({ ...mail, to });
    } catch (error) {
      log.error({ err: error, username }, 'Avis à un collègue non envoyé');
      return false;
    }
  }

  return {
    /** What someone else gave the assignee; resolves true once sent. */
    async assigned(notice: AssignmentNotice): Promise<boolean> {
      return isToTell(notice) ? tell(notice.assignee, assignmentMail(notice, publicUrl)) : false;
    },
    /**
     * The new lead's notification to the user the automatic assignment gave it to, unless their address is among
     * those the notification went to (`toldAlready`); resolves true once sent.
     */
    autoAssigned(source: AutoAssignedSource, assignee: string, mail: Mail, toldAlready: readonly string[]): Promise<boolean> {
      const { priority, replyTo } = mail;
      return tell(assignee, { ...(priority ? { priority } : {}), ...(replyTo ? { replyTo } : {}), ...autoAssignmentMail(source, mail) }, toldAlready);
    },
    /** The note to each user it names (the author already left out by `mentionsIn`); resolves with those it was sent to. */
    async mentioned(notice: MentionNotice): Promise<string[]> {
      const mail = mentionMail(notice, publicUrl);
      const sent = await Promise.all(notice.mentioned.map((username) => tell(username, mail)));
      return notice.mentioned.filter((_, index) => sent[index]);
    },
  };
}

export type ColleagueNotifier = ReturnType<typeof colleagueNotifier>;
