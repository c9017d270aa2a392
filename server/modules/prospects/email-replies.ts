import { createHash } from 'node:crypto';
import PostalMime from 'postal-mime';
import { emailReplyMessages, keptReply, referencedMessageIds, senderOf } from '../../../domain/prospects/email-replies';
import { durableWrite } from '../../db/durable-writes';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { emailsRepository } from './emails-repository';
import { repliesRepository } from './replies-repository';
import { prospectsRepository } from './repository';

export type ReplyOutcome =
  | { matched: true; duplicate: boolean; prospectId: number; replyId: number | null; message: string }
  | { matched: false; message: string };

/** Bounds on what the parser reads beyond the text: a reply is a few parts deep, its headers a few kilobytes. */
const PARSE_LIMITS = { maxNestingDepth: 20, maxHeadersSize: 256 * 1024, maxRfc822NestingDepth: 2 } as const;

/** A header field: a name of printable characters but the colon, then a colon (RFC 5322 §2.2). */
const HEADER_LINE = /^[!-9;-~]+:/;

async function parsed(raw: Buffer) {
  try {
    return await PostalMime.parse(raw, PARSE_LIMITS);
  } catch {
    throw new ApiError(400, emailReplyMessages.unreadable);
  }
}

/**
 * A reply to an e-mail written from a prospect's record, as the agency's mail server received it
 * (docs/decisions/0434-prospect-email-replies.md): found by the Message-ID it answers, stored once with the prospect,
 * through the durable write path; a reply to anything else is left alone, in the agency's mailbox.
 */
export function emailRepliesService(db: Database) {
  const emails = emailsRepository(db);
  const replies = repliesRepository(db);
  const prospects = prospectsRepository(db);
  return {
    async receive(raw: Buffer): Promise<ReplyOutcome> {
      const mail = await parsed(raw);
      // Without a single 'Name: value' header line it is not an e-mail, whatever the parser made of it.
      if (!mail.headerLines.some((header) => HEADER_LINE.test(header.line))) throw new ApiError(400, emailReplyMessages.unreadable);
      const from = mail.from && 'address' in mail.from && mail.from.address ? mail.from : undefined;
      if (!from) throw new ApiError(400, emailReplyMessages.noSender);
      const answered = await emails.findByMessageIds(referencedMessageIds(mail.inReplyTo, mail.references));
      if (!answered) return { matched: false, message: emailReplyMessages.unmatched };
      const prospect = await prospects.findById(answered.prospectId);
      if (!prospect) return { matched: false, message: emailReplyMessages.unmatched };
      // A message without its own id is known by its bytes, so that a second delivery is still recognised.
      const messageId = mail.messageId?.trim() || `<sha256.${createHash('sha256').update(raw).digest('hex')}@sans-message-id>`;
      const replyId = await durableWrite(db, (executor) =>
        replies.insertOnce(
          { prospectId: answered.prospectId, emailId: answered.id, sender: senderOf(from), messageId, receivedAt: new Date().toISOString(), ...keptReply(mail.subject, mail.text) },
          executor,
        ),
      );
      const name = `${prospect.prenom} ${prospect.nom}`.trim() || prospect.email;
      return { matched: true, duplicate: replyId === null, prospectId: answered.prospectId, replyId, message: replyId === null ? emailReplyMessages.duplicate : emailReplyMessages.stored(name) };
    },
  };
}
