import type { FastifyBaseLogger } from 'fastify';
import { assignmentMail, isToTell, type AssignmentNotice } from '../../../domain/notifications/assignment-notice';
import { mentionMail, type MentionNotice } from '../../../domain/notifications/mention-notice';
import type { Database } from '../../db/database';
import type { Mail, Mailer } from '../../lib/mailer';
import { adminUsersService } from '../admin-users/service';

interface ColleagueNotifierOptions {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * Tells a user by e-mail what a colleague assigned to them (docs/decisions/0443-assignment-notices.md) or where a
 * colleague named them in a note (0444-note-mentions.md), once that is stored: nothing to oneself, nor to a user
 * without an e-mail address. A failure is logged and changes nothing of what was stored.
 */
export function colleagueNotifier({ db, mailer, log, publicUrl }: ColleagueNotifierOptions) {
  const users = adminUsersService(db);

  /** Sends `mail` to the user's address; false when the user has none or the e-mail could not leave; never throws. */
  async function tell(username: string, mail: Omit<Mail, 'to'>): Promise<boolean> {
    try {
      const to = await users.emailOf(username);
      if (!to) return false;
      const sent = await mailer.notify({ ...mail, to });
      if (!sent) log.warn({ username }, 'Avis à un collègue non envoyé : le serveur de messagerie l’a refusé');
      return sent;
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
    /** The note to each user it names (the author already left out by `mentionsIn`); resolves with those it was sent to. */
    async mentioned(notice: MentionNotice): Promise<string[]> {
      const mail = mentionMail(notice, publicUrl);
      const sent = await Promise.all(notice.mentioned.map((username) => tell(username, mail)));
      return notice.mentioned.filter((_, index) => sent[index]);
    },
  };
}

export type ColleagueNotifier = ReturnType<typeof colleagueNotifier>;
