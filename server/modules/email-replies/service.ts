import { createHash } from 'node:crypto';
import PostalMime from 'postal-mime';
import { emailReplyMessages, isAutomaticReply, keptReply, referencedMessageIds, senderOf, STAND_IN_MESSAGE_ID_END, storable, type FiledReply, type ReceivedReply } from '../../../domain/email-replies';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { prospectRepliesService } from '../prospects/email-replies';
import { requestsService } from '../requests/service';
import { receivedAttachments, type StoredFile } from '../email-attachments/service';
import { htmlText } from './html-text';

/** Bounds on what the parser reads beyond the text: a reply is a few parts deep, its headers a few kilobytes. */
const PARSE_LIMITS = { maxNestingDepth: 20, maxHeadersSize: 256 * 1024, maxRfc822NestingDepth: 2 } as const;
/** A header field: a name of printable characters but the colon, then a colon (RFC 5322 §2.2). */
const HEADER_LINE = /^[!-9;-~]+:/;

/** The e-mail as the mail server received it, read into what a conversation stores; refused in French when it is none. */
async function receivedReply(raw: Buffer): Promise<{ reply: ReceivedReply; files: StoredFile[] }> {
  let mail: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    mail = await PostalMime.parse(raw, PARSE_LIMITS);
  } catch {
    throw new ApiError(400, emailReplyMessages.unreadable);
  }
  // Without a single 'Name: value' header line it is not an e-mail, whatever the parser made of it.
  if (!mail.headerLines.some((header) => HEADER_LINE.test(header.line))) throw new ApiError(400, emailReplyMessages.unreadable);
  const from = mail.from && 'address' in mail.from && mail.from.address ? mail.from : undefined;
  if (!from) throw new ApiError(400, emailReplyMessages.noSender);
  const { kept, left } = receivedAttachments(mail.attachments);
  // Sent as HTML alone, its text is read from the HTML (0552).
  const text = keptReply(mail.subject, mail.text?.trim() ? mail.text : mail.html ? htmlText(mail.html) : '');
  const reply = {
    answers: referencedMessageIds(mail.inReplyTo, mail.references),
    sender: senderOf(from),
    ...text,
    // The files not kept are named under the text: the team knows to look for them in the agency's mailbox.
    body: left.length > 0 ? `${text.body}${emailReplyMessages.filesLeft(left)}` : text.body,
    // A message without its own id is known by its bytes, so that a second delivery is still recognised.
    messageId: storable(mail.messageId ?? '').trim() || `<sha256.${createHash('sha256').update(raw).digest('hex')}${STAND_IN_MESSAGE_ID_END}`,
    receivedAt: new Date().toISOString(),
    automatic: isAutomaticReply(mail.headers, mail.subject ?? ''),
  };
  return { reply, files: kept };
}

/**
 * Replies to the e-mails the back-office writes, posted by the agency's mail server
 * (docs/decisions/0434-email-replies-filed.md): filed with the prospect whose record wrote the e-mail answered,
 * or in the inbox conversation whose reply it answers; anything else is left alone, in the agency's mailbox.
 */
export function emailRepliesService(db: Database) {
  const prospects = prospectRepliesService(db);
  const requests = requestsService(db);
  return {
    /**
     * The reply as read, and where it was filed: null when it answers none of the back-office's e-mails. One a
     * program wrote (`reply.automatic`, 0554) is filed too, marked: it neither reopens a request nor waits for an
     * answer (0557).
     */
    async receive(raw: Buffer): Promise<{ reply: ReceivedReply; filed: FiledReply | null }> {
      const { reply, files } = await receivedReply(raw);
      if (reply.answers.length === 0) return { reply, filed: null };
      return { reply, filed: (await prospects.file(reply, files)) ?? (await requests.fileReply(reply, files)) };
    },
  };
}
