import { BLOCKED_SENDER_AUTHOR, BLOCKED_SENDERS_MAX, blockedSenderKey, blockedSenderMessages } from '../../../domain/blocked-senders';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { blockedSendersRepository } from './blocked-senders-repository';
import { requestMessagesRepository } from './messages-repository';
import { requestsRepository } from './repository';
import { threadNote } from './service';

/**
 * The inbox's blocked addresses and domains (docs/decisions/0579-blocked-senders.md, 0581-blocked-domains.md): blocking
 * one cancels its waiting requests at once, each with a note; its next ones arrive cancelled (`requestsService.store`).
 */
export function blockedSendersService(db: Database) {
  const blocked = blockedSendersRepository(db);
  const requests = requestsRepository(db);
  const messages = requestMessagesRepository(db);
  return {
    async list() {
      const rows = await blocked.list(BLOCKED_SENDERS_MAX);
      return rows.map((row) => ({ id: Number(row.id), email: row.email, blockedBy: row.blockedBy, blockedAt: row.createdAt }));
    },

    /** Blocks the address (again, harmlessly) and cancels its waiting requests in the same transaction. */
    async block(email: string, by: string | null) {
      const key = blockedSenderKey(email);
      if (!(await blocked.isStored(key)) && (await blocked.count()) >= BLOCKED_SENDERS_MAX) throw new ApiError(409, blockedSenderMessages.tooMany);
      const at = new Date();
      const { created, cancelled } = await db.transaction().execute(async (executor) => {
        const stored = await blocked.insertOnce(key, by, at.toISOString(), executor);
        const ids = await requests.cancelPendingOf(key, by, at, executor);
        const note = blockedSenderMessages.cancelledByBlocking(key, by ?? '');
        await messages.insertMany(ids.map((requestId) => threadNote(requestId, BLOCKED_SENDER_AUTHOR, note)), at, executor);
        return { created: stored, cancelled: ids };
      });
      return { email: key, cancelled, message: blockedSenderMessages.blocked(key, cancelled.length, !created) };
    },

    /** The address's entry, for the person's data export (public-site §9), and its erasure. */
    personalData: (email: string) => blocked.findByEmail(blockedSenderKey(email)),
    eraseByEmail: (email: string) => blocked.removeByEmail(blockedSenderKey(email)),

    async unblock(id: number) {
      if ((await blocked.remove(id)) === null) throw new ApiError(404, blockedSenderMessages.notFound);
      return { message: blockedSenderMessages.unblocked };
    },
  };
}
