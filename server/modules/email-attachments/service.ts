import {
  ATTACHMENT_LIMITS,
  ATTACHMENT_TYPES,
  attachmentMessages,
  nameFitsType,
  sniffAttachment,
  type AttachmentInput,
  type AttachmentView,
  withoutUnsafeChars,
} from '../../../domain/email-attachments';
import type { Database, Executor } from '../../db/database';
import { ApiError, fieldRefusal } from '../../lib/api-error';
import { emailAttachmentsRepository, type AttachmentOwner, type OwnerKind, type StoredFile } from './repository';

export type { AttachmentOwner, StoredFile } from './repository';

const refused = (message: string) => fieldRefusal(400, 'attachments', message);

/**
 * The files the composer sent, read from base64 and checked for what they claim to be: a PDF, PNG, JPEG, WebP or
 * office document by their bytes, named as such, each within 5 Mo and 10 Mo together. Refused in French otherwise,
 * before anything is stored.
 */
export function verifiedAttachments(inputs: readonly AttachmentInput[] | undefined): StoredFile[] {
  const files = (inputs ?? []).map(({ name, content }) => {
    const bytes = Buffer.from(content, 'base64');
    if (bytes.length === 0) throw refused(attachmentMessages.empty(name));
    if (bytes.length > ATTACHMENT_LIMITS.bytes) throw refused(attachmentMessages.tooLarge(name));
    const contentType = sniffAttachment(bytes);
    if (!contentType) throw refused(attachmentMessages.unknownType(name));
    if (!nameFitsType(name, contentType)) throw refused(attachmentMessages.nameMismatch(name, contentType));
    return { name, contentType, size: bytes.length, content: bytes };
  });
  if (files.length > ATTACHMENT_LIMITS.files) throw refused(attachmentMessages.tooMany);
  if (files.reduce((total, file) => total + file.size, 0) > ATTACHMENT_LIMITS.totalBytes) throw refused(attachmentMessages.totalTooLarge);
  return files;
}

/** A file of a received e-mail, as the parser gives it. */
export interface ReceivedFile {
  filename: string | null;
  disposition: string | null;
  related?: boolean;
  contentId?: string;
  content: ArrayBuffer | Uint8Array | string;
}

/**
 * The files of an answer the agency received that the thread keeps: those the person joined (not the pictures of
 * a signature, shown inside the text) of the kinds the agency sends, within the same bounds, a name ending as their
 * type; and the names of those left in the agency's mailbox.
 */
export function receivedAttachments(files: readonly ReceivedFile[]): { kept: StoredFile[]; left: string[] } {
  const kept: StoredFile[] = [];
  const left: string[] = [];
  let total = 0;
  for (const [index, file] of files.entries()) {
    // A picture the text shows (a signature's logo) is part of the text, not a file the person joined.
    if (file.related || (file.disposition === 'inline' && (file.contentId || !file.filename))) continue;
    const bytes = typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : Buffer.from(file.content instanceof ArrayBuffer ? new Uint8Array(file.content) : file.content);
    const given = withoutUnsafeChars(file.filename ?? '').trim();
    const name = given.slice(0, ATTACHMENT_LIMITS.nameLength) || `piece-jointe-${index + 1}`;
    const contentType = sniffAttachment(bytes);
    if (!contentType || bytes.length === 0 || bytes.length > ATTACHMENT_LIMITS.bytes || total + bytes.length > ATTACHMENT_LIMITS.totalBytes || kept.length === ATTACHMENT_LIMITS.files) {
      left.push(name);
      continue;
    }
    total += bytes.length;
    const extension = ATTACHMENT_TYPES[contentType].extensions[0];
    kept.push({ name: nameFitsType(name, contentType) ? name : `${name.slice(0, ATTACHMENT_LIMITS.nameLength - extension.length - 1)}.${extension}`, contentType, size: bytes.length, content: bytes });
  }
  return { kept, left };
}

/** What nodemailer joins to an e-mail. */
export const mailAttachments = (files: readonly StoredFile[]) =>
  files.map((file) => ({ filename: file.name, content: file.content, contentType: file.contentType }));

/** The files joined to the e-mails of the inbox and of the prospects (docs/decisions/0470-email-attachments.md). */
export function emailAttachmentsService(db: Database) {
  const attachments = emailAttachmentsRepository(db);

  /** The files of each e-mail `ids` of one kind, by e-mail: what a thread or a timeline lists. */
  const viewsOf = async (kind: OwnerKind, ids: readonly number[]) => {
    const byEmail = new Map<number, AttachmentView[]>();
    for (const row of await attachments.listOf(kind, ids)) {
      const emailId = Number(row[kind]);
      byEmail.set(emailId, [...(byEmail.get(emailId) ?? []), { id: Number(row.id), name: row.name, contentType: row.contentType, size: Number(row.size) }]);
    }
    return byEmail;
  };

  return {
    /** Joined in the e-mail's own transaction when one is given: an e-mail is never stored without its files. */
    store: (owner: AttachmentOwner, files: readonly StoredFile[], at: Date, executor?: Executor) => attachments.insertMany(owner, files, at, executor),
    ofRequestMessages: (ids: readonly number[]) => viewsOf('requestMessageId', ids),
    ofProspectEmails: (ids: readonly number[]) => viewsOf('prospectEmailId', ids),
    ofProspectReplies: (ids: readonly number[]) => viewsOf('prospectEmailReplyId', ids),
    filesOf: (owner: AttachmentOwner) => attachments.filesOf(owner),
    async fileOrThrow(owner: AttachmentOwner, id: number): Promise<StoredFile> {
      const file = await attachments.fileOf(owner, id);
      if (!file) throw new ApiError(404, attachmentMessages.notFound);
      return file;
    },
  };
}
