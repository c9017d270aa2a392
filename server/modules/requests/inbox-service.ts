import { parseContactNotes } from '../../../domain/contact-notes';
import { ACKNOWLEDGEMENT_AUTHOR } from '../../../domain/notifications/acknowledgement';
import { canMoveTo, conversationMessages } from '../../../domain/inbox';
import { snoozeMessages } from '../../../domain/inbox-snooze';
import { bulkMessages, type bulkActionSchema } from '../../../domain/inbox-bulk';
import type { z } from '../../../domain/validation/zod';
import { adminMessages } from '../../../domain/validation/admin-messages';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { deletedOrThrow, editedOrThrow } from '../../lib/own-notes';
import { claimedOrThrow } from '../../lib/email-claims';
import { nextEmailAttemptAt, sendingDeadline } from '../../../domain/email-retry';
import { emailReplyMessages, threadHeaders } from '../../../domain/email-replies';
import type { Mailer } from '../../lib/mailer';
import type { AssignedItem } from '../../../domain/notifications/assignment-notice';
import type { ColleagueListeners } from '../../../domain/notifications/colleague-listeners';
import { sourceLabels as prospectSourceLabels } from '../../../domain/prospects/prospect-fields';
import { adminUsersService } from '../admin-users/service';
import { signedMessage } from '../../../domain/email-signature';
import { attachmentMessages, type AttachmentInput } from '../../../domain/email-attachments';
import { emailAttachmentsService, mailAttachments, verifiedAttachments, type StoredFile } from '../email-attachments/service';
import { requestsService, requestView, type RequestFilter, type RequestOrder, type RequestSource, type RequestStatus } from './service';
import { blockedSendersService } from './blocked-senders-service';
import { blockedSenderKey } from '../../../domain/blocked-senders';

type MessageRow = Awaited<ReturnType<ReturnType<typeof requestsService>['messagesOf']>>[number];
// `retryAt` is shown for a refused acknowledgement only: for a reply still leaving it is an internal deadline.
const messageView = (row: MessageRow) => ({ ...row, id: Number(row.id), requestId: Number(row.requestId), retryAt: row.delivery === 'failed' ? row.retryAt : null });

type BulkAction = z.output<typeof bulkActionSchema>;
type ClaimedReply = Exclude<Awaited<ReturnType<ReturnType<typeof requestsService>['claimFailedReply']>>, string>['email'];
/** An acknowledgement's tries so far, to plan its next one when refused again (0545). */
interface Attempted {
  firstTriedAt: string;
  attempts: number;
}

/** Other requests of one person listed on a request's record (Chatwoot's previous conversations). */
const HISTORY_LIMIT = 10;
const EXCERPT_LENGTH = 140;

/** The start of what a request says: a contact's message (its subject without one), a callback's notes, on one line. */
function excerptOf(source: RequestSource, notes: string): string {
  const contact = source === 'contact' ? parseContactNotes(notes) : null;
  const text = (contact ? contact.message || contact.subject : notes).replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

/** A request as an assignment notice lists it: 'Demande de rappel · Durand SA'. */
const assignedItem = (request: { id: number | string; source: RequestSource; name: string; email: string; company: string }): AssignedItem => ({
  id: Number(request.id),
  name: request.name.trim() || request.email,
  detail: [prospectSourceLabels[request.source], request.company.trim()].filter(Boolean).join(' · '),
});

/**
 * The back-office inbox of contact messages and callback requests: reading, processing, answering, assigning;
 * `colleagues` hears what a user assigned to another and whom a note names (docs/decisions/0443-assignment-notices.md,
 * 0444-note-mentions.md).
 */
export function inboxService(db: Database, mailer?: Mailer, colleagues: ColleagueListeners = {}) {
  const requests = requestsService(db);
  const senders = blockedSendersService(db);
  const users = adminUsersService(db);
  const attachments = emailAttachmentsService(db);

  /** A thread's messages as it shows them, each reply and answer received with its files (0470). */
  const threadOf = async (id: number) => {
    const rows = await requests.messagesOf([id]);
    const files = await attachments.ofRequestMessages(rows.filter((row) => row.kind !== 'note').map((row) => Number(row.id)));
    return rows.map(messageView).map((message) => ({ ...message, attachments: files.get(message.id) ?? [] }));
  };

  /**
   * The senders of the chosen requests blocked (0582), each address once, as from its section: their waiting
   * requests, the chosen ones and others, are cancelled. A request without an address is left as it is.
   */
  const blockSendersOf = async (ids: number[], by: string | null) => {
    const withAddress = (await requests.assigneesOf(ids)).filter((row) => row.email);
    const addresses = [...new Set(withAddress.map((row) => blockedSenderKey(row.email)))];
    let cancelled = 0;
    for (const address of addresses) cancelled += (await senders.block(address, by)).cancelled.length;
    const blocked = new Set(withAddress.map((row) => Number(row.id)));
    const skipped = ids.filter((id) => !blocked.has(id));
    return { changed: ids.filter((id) => blocked.has(id)), skipped, message: bulkMessages.blocked(addresses.length, cancelled, skipped.length) };
  };
  const findOrThrow = async (id: number) => {
    const request = await requests.find(id);
    if (!request) throw new ApiError(404, adminMessages.requestNotFound);
    return request;
  };

  /**
   * E-mails a stored reply, then records how it went; one that left answers the request at `at`, unless it is the
   * visitor's acknowledgement sent again (0376: never the answer), which, refused, gets its next automatic attempt.
   */
  const deliver = async (
    id: number,
    replyId: number,
    mail: { to: string; subject: string; text: string; messageId: string | null; files: StoredFile[]; acknowledgement?: Attempted },
    at: Date,
  ) => {
    // Threaded under the conversation's earlier e-mails in the person's mail program, answering the latest (0553).
    const thread = threadHeaders(await requests.messageIdsBefore(id, replyId));
    const sent =
      mailer && mail.to
        ? await mailer.notify({ to: mail.to, replyTo: mailer.agencyAddress, subject: mail.subject, text: mail.text, messageId: mail.messageId ?? undefined, ...thread, attachments: mailAttachments(mail.files) })
        : false;
    await requests.setDelivery(replyId, !sent ? 'failed' : mailer?.smtpConfigured ? 'sent' : 'logged');
    // A refused acknowledgement is tried again by itself, for a day after its first try (0545).
    if (!sent && mail.acknowledgement) await requests.setRetryAt(replyId, nextEmailAttemptAt(mail.acknowledgement.firstTriedAt, mail.acknowledgement.attempts, at));
    // A reply that could not leave answers nobody: the deadline still runs until one is sent.
    if (sent && !mail.acknowledgement) await requests.markAnswered(id, at);
    const entry = (await threadOf(id)).find((message) => message.id === replyId)!;
    const message = mail.acknowledgement
      ? !sent
        ? conversationMessages.acknowledgementFailed
        : !mailer?.smtpConfigured
          ? conversationMessages.acknowledgementLogged(mail.to)
          : conversationMessages.acknowledgementSent(mail.to)
      : !sent
        ? conversationMessages.replyFailed
        : !mailer?.smtpConfigured
          ? conversationMessages.replyLogged(mail.to)
          : conversationMessages.replySent(mail.to);
    return { entry, message };
  };

  /** A claimed failed reply sent again as it was written, with its files and its Message-ID. */
  const sendAgain = async (id: number, replyId: number, reply: ClaimedReply, at: Date) => {
    const files = await attachments.filesOf({ requestMessageId: replyId });
    const acknowledgement = reply.author === ACKNOWLEDGEMENT_AUTHOR ? { firstTriedAt: reply.createdAt, attempts: reply.deliveryAttempts } : undefined;
    return deliver(id, replyId, { to: reply.recipient ?? '', subject: reply.subject, text: reply.body, messageId: reply.messageId, files, acknowledgement }, at);
  };

  /** The same person's other requests, by e-mail address; none for a request without one. */
  const historyOf = async (request: { id: number; email: string }) => {
    if (!request.email) return { total: 0, requests: [] };
    const { rows, total } = await requests.othersOf(request.id, request.email, HISTORY_LIMIT);
    return {
      total,
      requests: rows.map((row) => ({ id: Number(row.id), source: row.source, status: row.status, createdAt: row.createdAt, excerpt: excerptOf(row.source, row.notes) })),
    };
  };

  return {
    async page(filter: RequestFilter, page: number, limit: number, order?: RequestOrder) {
      const { rows, total } = await requests.page(filter, page, limit, order);
      return { rows: rows.map((row) => ({ ...requestView(row), unansweredReplyAt: row.unansweredReplyAt ?? null })), total };
    },
    countPending: (source?: RequestSource) => requests.countPending(source),
    countPendingByAssignment: (username: string, source?: RequestSource) => requests.countPendingByAssignment(username, source),
    countLate: (now: Date, source?: RequestSource) => requests.countLate(now, source),
    countSnoozed: (source?: RequestSource) => requests.countSnoozed(source),
    responseTimes: (since: Date, now: Date) => requests.responseTimes(since, now),

    async changeStatus(id: number, status: RequestStatus, by: string | null) {
      const current = await findOrThrow(id);
      if (!canMoveTo(current.status, status)) throw new ApiError(409, adminMessages.statusTransition);
      const changed = await requests.changeStatus(id, current.status, status, by, new Date());
      if (!changed) throw new ApiError(409, adminMessages.statusTransition);
      const updated = await requests.find(id);
      return updated && requestView(updated);
    },

    /** The conversation view: the request, the replies sent to the visitor and theirs, and the internal notes. */
    async conversation(id: number) {
      const request = requestView(await findOrThrow(id));
      const [messages, history] = await Promise.all([threadOf(id), historyOf(request)]);
      return { callbackRequest: request, thread: messages.filter((m) => m.kind !== 'note'), notes: messages.filter((m) => m.kind === 'note'), history };
    },

    /** Stores an internal note, then tells the colleagues it names ('@camille') who have an address: answers them too. */
    async addNote(id: number, text: string, by: string) {
      const request = await findOrThrow(id);
      const noteId = await requests.addMessage({ requestId: id, kind: 'note', author: by, subject: '', body: text, recipient: null, delivery: null });
      const told = await users.mentionedWithAddress(text, by);
      if (told.length > 0) colleagues.mentioned?.({ author: by, mentioned: told, item: assignedItem(request), note: text });
      return { entry: (await this.conversation(id)).notes.find((note) => note.id === noteId)!, told };
    },
    /** Deletes a note its author wrote (0450); another's, or none, refused in French. */
    async deleteNote(id: number, noteId: number, by: string): Promise<void> {
      deletedOrThrow(await requests.deleteOwnNote(id, noteId, by));
    },
    /**
     * Changes a note its author wrote (0452); another's, or none, refused in French. The colleagues it names now and
     * did not name before are told, as for a new note; those told already are not told again.
     */
    async editNote(id: number, noteId: number, text: string, by: string) {
      const request = await findOrThrow(id);
      const { before } = editedOrThrow(await requests.editOwnNote(id, noteId, by, text));
      const told = await users.mentionedAnew(before, text, by);
      if (told.length > 0) colleagues.mentioned?.({ author: by, mentioned: told, item: assignedItem(request), note: text });
      return { entry: (await this.conversation(id)).notes.find((note) => note.id === noteId)!, told };
    },

    /**
     * Stores the reply first, then e-mails it to the visitor with the agency's address to answer to; it is kept as
     * it left, under its author's signature (0467), with its files in the same transaction (0470).
     */
    async reply(id: number, reply: { subject: string; message: string; attachments?: AttachmentInput[] }, by: string) {
      const request = await findOrThrow(id);
      if (!request.email) throw new ApiError(400, conversationMessages.noEmail);
      const files = verifiedAttachments(reply.attachments);
      const at = new Date();
      const body = signedMessage(reply.message, await users.signatureOf(by));
      // Kept with the reply: the person's answer names it, and is filed in this thread by it.
      const messageId = mailer?.newMessageId();
      const replyId = await db.transaction().execute(async (executor) => {
        const stored = await requests.addMessage(
          { requestId: id, kind: 'reply', author: by, subject: reply.subject, body, recipient: request.email, delivery: 'sending', messageId: messageId ?? null, deliveryAttempts: 1, retryAt: sendingDeadline(at) },
          at,
          executor,
        );
        await attachments.store({ requestMessageId: stored }, files, at, executor);
        return stored;
      });
      return deliver(id, replyId, { to: request.email, subject: reply.subject, text: body, messageId: messageId ?? null, files }, at);
    },

    /**
     * Marks a received message an automatic reply, or gives it back to the person (0576): whether it waits for an
     * answer and threads the next e-mail follows from the mark; the request is put back where the message had taken
     * it from, or brought back by it (0580), and the answer says where it stands.
     */
    async markAutomatic(id: number, replyId: number, automatic: boolean) {
      await findOrThrow(id);
      const marked = await requests.markAutomatic(id, replyId, automatic);
      if (!marked) throw new ApiError(404, emailReplyMessages.receivedNotFound);
      if (!automatic) return { message: `${emailReplyMessages.markedPersonal}${marked.back ? emailReplyMessages.backToPending : ''}`, automatic };
      const { putBack } = marked;
      if (putBack) return { message: `${emailReplyMessages.markedAutomatic}${putBack.how === 'reopened' ? emailReplyMessages.putBack.reopened : emailReplyMessages.putBack.woken(putBack.snoozedUntil)}`, automatic };
      const request = await findOrThrow(id);
      return { message: `${emailReplyMessages.markedAutomatic}${request.status === 'pending' ? emailReplyMessages.stillPending : ''}`, automatic };
    },

    /** A reply whose e-mail failed, sent again as it was written, with its Message-ID (0455). */
    async resend(id: number, replyId: number) {
      await findOrThrow(id);
      const reply = claimedOrThrow(await requests.claimFailedReply(id, replyId), { notFound: conversationMessages.replyNotFound, otherState: conversationMessages.replyNotFailed });
      return sendAgain(id, replyId, reply, new Date());
    },

    /**
     * The refused acknowledgements whose next attempt is due by `now`, each tried once (0545): taken in one
     * statement, so two instances, or the job and a click, never send one twice. How many left, which were given up,
     * and how many interrupted sends were found.
     */
    async retryDue(now: Date, limit = 50): Promise<{ sent: number; givenUp: { requestId: number; recipient: string | null }[]; interrupted: number }> {
      // First, the sends the server stopped in the middle of: failed, and an acknowledgement due at once.
      const interrupted = await requests.recoverInterrupted(now);
      let sent = 0;
      const givenUp: { requestId: number; recipient: string | null }[] = [];
      for (const due of await requests.dueRetries(now, limit)) {
        const claimed = await requests.claimFailedReply(due.requestId, due.id);
        if (typeof claimed === 'string') continue;
        const { entry } = await sendAgain(due.requestId, due.id, claimed.email, now);
        if (entry.delivery !== 'failed') sent += 1;
        else if (!entry.retryAt) givenUp.push({ requestId: due.requestId, recipient: entry.recipient });
      }
      return { sent, givenUp, interrupted };
    },

    /** A file of a reply or answer of request `id`, with its bytes, to download; another request's is not found. */
    async attachment(id: number, replyId: number, attachmentId: number) {
      const replies = await requests.messagesOf([id]);
      if (!replies.some((message) => Number(message.id) === replyId && message.kind !== 'note')) throw new ApiError(404, attachmentMessages.notFound);
      return attachments.fileOrThrow({ requestMessageId: replyId }, attachmentId);
    },

    /**
     * One action on several requests (docs/decisions/0399-inbox-bulk-actions.md): processing, cancelling and
     * snoozing change those still pending in one statement, so a request another admin handled meanwhile is left as
     * it is.
     */
    async bulk({ ids, action, username, label, until }: BulkAction, by: string | null) {
      if (action === 'block') return blockSendersOf(ids, by);
      let changed: number[];
      if (action === 'assign') {
        if (username && !(await users.rolesOf(username))) throw new ApiError(400, conversationMessages.unknownAssignee);
        const before = await requests.assigneesOf(ids);
        changed = await requests.assignMany(ids, username ?? null);
        const assigned = new Set(changed);
        const newlyTheirs = before.filter((row) => assigned.has(Number(row.id)) && row.assignee !== username);
        if (username) colleagues.assigned?.({ kind: 'request', assignee: username, by, items: newlyTheirs.map(assignedItem) });
      } else if (action === 'label' || action === 'unlabel') {
        changed = action === 'label' ? await requests.addLabel(ids, label!) : await requests.removeLabel(ids, label!);
      } else if (action === 'snooze') {
        changed = await requests.snoozeMany(ids, until ?? null);
      } else {
        changed = await requests.closePending(ids, action === 'complete' ? 'completed' : 'cancelled', by, new Date());
      }
      const done = new Set(changed);
      const skipped = ids.filter((id) => !done.has(id));
      const target = { assign: username, label, unlabel: label, snooze: until, complete: null, cancel: null }[action] ?? null;
      return { changed: ids.filter((id) => done.has(id)), skipped, message: bulkMessages.done(action, changed.length, skipped.length, target) };
    },

    /** Sets a pending request aside until `until` (Chatwoot's snooze), or brings it back now (null). */
    async snooze(id: number, until: string | null) {
      await findOrThrow(id);
      if (!(await requests.setSnooze(id, until))) throw new ApiError(409, snoozeMessages.notPending);
      return requestView((await requests.find(id))!);
    },

    /** Replaces a request's labels (Chatwoot's labels); the inbox filters by any of them. */
    async setLabels(id: number, labels: readonly string[]) {
      if (!(await requests.setLabels(id, labels))) throw new ApiError(404, adminMessages.requestNotFound);
      return requestView((await requests.find(id))!);
    },
    labelsInUse: () => requests.labelsInUse(),

    async setAssignee(id: number, username: string | null, by: string | null = null) {
      const current = await findOrThrow(id);
      if (username !== null && !(await users.rolesOf(username))) throw new ApiError(400, conversationMessages.unknownAssignee);
      await requests.setAssignee(id, username);
      if (username !== null && current.assignee !== username) colleagues.assigned?.({ kind: 'request', assignee: username, by, items: [assignedItem(current)] });
      return requestView((await requests.find(id))!);
    },
  };
}
