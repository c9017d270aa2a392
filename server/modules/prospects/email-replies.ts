import { ApiError } from '../../lib/api-error';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { emailReplyMessages, type FiledReply, type ReceivedReply } from '../../../domain/email-replies';
import { durableWrite } from '../../db/durable-writes';
import type { Database } from '../../db/database';
import { emailsRepository } from './emails-repository';
import { repliesRepository } from './replies-repository';
import { prospectsRepository } from './repository';
import { emailAttachmentsService, type StoredFile } from '../email-attachments/service';

/**
 * Files a received reply with the prospect whose record wrote the e-mail it answers
 * (docs/decisions/0434-email-replies-filed.md), once, through the durable write path; null when it answers none.
 */
export function prospectRepliesService(db: Database) {
  const emails = emailsRepository(db);
  const replies = repliesRepository(db);
  const prospects = prospectsRepository(db);
  const attachments = emailAttachmentsService(db);
  return {
    /** With the files it kept (0470), in the same durable write. */
    async file(reply: ReceivedReply, files: readonly StoredFile[] = []): Promise<FiledReply | null> {
      const answered = await emails.findByMessageIds(reply.answers);
      const prospect = answered && (await prospects.findById(answered.prospectId));
      if (!answered || !prospect) return null;
      const { answers: _answers, automatic, ...stored } = reply;
      const replyId = await durableWrite(db, async (executor) => {
        const inserted = await replies.insertOnce({ ...stored, automatic: automatic ? 1 : 0, prospectId: answered.prospectId, emailId: answered.id }, executor);
        if (inserted !== null) await attachments.store({ prospectEmailReplyId: inserted }, files, new Date(reply.receivedAt), executor);
        return inserted;
      });
      const name = `${prospect.prenom} ${prospect.nom}`.trim() || prospect.email;
      const filedMessage = automatic ? emailReplyMessages.automaticInRecord(name) : emailReplyMessages.storedInRecord(name);
      return { prospectId: answered.prospectId, duplicate: replyId === null, message: replyId === null ? emailReplyMessages.duplicate : filedMessage };
    },
    /** Marks an answer of the prospect an automatic reply, or gives it back to the person (0576). */
    async markAutomatic(prospectId: number, replyId: number, automatic: boolean) {
      if (!(await prospects.findById(prospectId))) throw new ApiError(404, prospectMessages.notFound);
      if (!(await replies.setAutomatic(prospectId, replyId, automatic))) throw new ApiError(404, emailReplyMessages.receivedNotFound);
      return { message: automatic ? emailReplyMessages.markedAutomatic : emailReplyMessages.markedPersonal, automatic };
    },
  };
}
