import type { FastifyBaseLogger } from 'fastify';
import { assignmentMail, isToTell, type AssignmentNotice } from '../../../domain/notifications/assignment-notice';
import type { Database } from '../../db/database';
import type { Mailer } from '../../lib/mailer';
import { adminUsersService } from '../admin-users/service';

interface AssignmentNotifierOptions {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * Tells a user by e-mail what someone else assigned to them (docs/decisions/0443-assignment-notices.md), once the
 * assignment is stored: nothing to oneself, nor to a user without an e-mail address. A failure is logged and
 * changes nothing of the assignment.
 */
export function assignmentNotifier({ db, mailer, log, publicUrl }: AssignmentNotifierOptions) {
  const users = adminUsersService(db);
  return {
    /** Resolves true once sent, false when there was nobody to tell or the e-mail could not leave; never throws. */
    async notify(notice: AssignmentNotice): Promise<boolean> {
      if (!isToTell(notice)) return false;
      try {
        const to = await users.emailOf(notice.assignee);
        if (!to) return false;
        const sent = await mailer.notify({ ...assignmentMail(notice, publicUrl), to });
        if (!sent) log.warn({ assignee: notice.assignee }, 'Avis d’attribution non envoyé : le serveur de messagerie l’a refusé');
        return sent;
      } catch (error) {
        log.error({ err: error, assignee: notice.assignee }, 'Avis d’attribution non envoyé');
        return false;
      }
    },
  };
}

export type AssignmentNotifier = ReturnType<typeof assignmentNotifier>;
