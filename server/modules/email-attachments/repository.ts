import type { Database, Executor } from '../../db/database';
import type { AttachmentType } from '../../../domain/email-attachments';

/** The e-mail a file is joined to: a request's reply or a prospect's e-mail. */
export type AttachmentOwner = { requestMessageId: number } | { prospectEmailId: number };

export interface StoredFile {
  name: string;
  contentType: AttachmentType;
  size: number;
  content: Buffer;
}

const ownerColumn = (owner: AttachmentOwner) => ('requestMessageId' in owner ? 'requestMessageId' : 'prospectEmailId');
const ownerId = (owner: AttachmentOwner) => ('requestMessageId' in owner ? owner.requestMessageId : owner.prospectEmailId);

/** The files joined to e-mails: the one place that knows their SQL. */
export function emailAttachmentsRepository(db: Database) {
  return {
    async insertMany(owner: AttachmentOwner, files: readonly StoredFile[], at: Date, executor: Executor = db): Promise<void> {
      if (files.length === 0) return;
      const ids = { requestMessageId: null, prospectEmailId: null, [ownerColumn(owner)]: ownerId(owner) };
      await executor
        .insertInto('emailAttachments')
        .values(files.map((file) => ({ ...ids, ...file, createdAt: at.toISOString() })))
        .execute();
    },
    /** What the e-mails `ids` of one kind hold, never the bytes, in the order they were joined. */
    async listOf(kind: 'requestMessageId' | 'prospectEmailId', ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('emailAttachments')
        .select(['id', 'requestMessageId', 'prospectEmailId', 'name', 'contentType', 'size'])
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
