import type { Database, Executor } from '../../db/database';
import type { AttachmentType } from '../../../domain/email-attachments';

/** The e-mail a file belongs to: a request's reply or answer received, a prospect's e-mail or answer received. */
export type AttachmentOwner = { requestMessageId: number } | { prospectEmailId: number } | { prospectEmailReplyId: number };
export type OwnerKind = 'requestMessageId' | 'prospectEmailId' | 'prospectEmailReplyId';

export interface StoredFile {
  name: string;
  contentType: AttachmentType;
  size: number;
  content: Buffer;
}

const ownerColumn = (owner: AttachmentOwner) => Object.keys(owner)[0] as OwnerKind;
const ownerId = (owner: AttachmentOwner) => Object.values(owner)[0] as number;

/** The files joined to e-mails: the one place that knows their SQL. */
export function emailAttachmentsRepository(db: Database) {
  return {
    async insertMany(owner: AttachmentOwner, files: readonly StoredFile[], at: Date, executor: Executor = db): Promise<void> {
      if (files.length === 0) return;
      const ids = { requestMessageId: null, prospectEmailId: null, prospectEmailReplyId: null, [ownerColumn(owner)]: ownerId(owner) };
      await executor
        .insertInto('emailAttachments')
        .values(files.map((file) => ({ ...ids, ...file, createdAt: at.toISOString() })))
        .execute();
    },
    /** What the e-mails `ids` of one kind hold, never the bytes, in the order they were joined. */
    async listOf(kind: OwnerKind, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('emailAttachments')
        .select(['id', 'requestMessageId', 'prospectEmailId', 'prospectEmailReplyId', 'name', 'contentType', 'size'])
        .where(kind, 'in', ids)
        .orderBy('id')
        .execute();
    },
    /** Every file of one e-mail with its bytes, to send it again. */
    async filesOf(owner: AttachmentOwner): Promise<StoredFile[]> {
      return db.selectFrom('emailAttachments').select(['name', 'contentType', 'size', 'content']).where(ownerColumn(owner), '=', ownerId(owner)).orderBy('id').execute();
    },
    /** One file of one e-mail with its bytes: the owner is part of the key, so no other e-mail's file is reached. */
    async fileOf(owner: AttachmentOwner, id: number): Promise<StoredFile | undefined> {
      return db
        .selectFrom('emailAttachments')
        .select(['name', 'contentType', 'size', 'content'])
        .where('id', '=', id)
        .where(ownerColumn(owner), '=', ownerId(owner))
        .executeTakeFirst();
    },
  };
}
