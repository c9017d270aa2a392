import type { Database } from '../../db/database';

export interface StoredReplyTemplate {
  title: string;
  titleKey: string;
  subject: string;
  body: string;
}

const COLUMNS = ['id', 'title', 'subject', 'body', 'updatedBy', 'updatedAt'] as const;

/** The SQL of reply_templates. */
export function replyTemplatesRepository(db: Database) {
  return {
    list: () => db.selectFrom('replyTemplates').select(COLUMNS).orderBy('titleKey').orderBy('id').execute(),
    findById: (id: number) => db.selectFrom('replyTemplates').select(COLUMNS).where('id', '=', id).executeTakeFirst(),
    async count(): Promise<number> {
      return Number((await db.selectFrom('replyTemplates').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    },
    async titleTaken(titleKey: string, exceptId: number | null): Promise<boolean> {
      let query = db.selectFrom('replyTemplates').select('id').where('titleKey', '=', titleKey);
      if (exceptId !== null) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },
    async insert(template: StoredReplyTemplate, by: string, at: string): Promise<number> {
      const row = await db
        .insertInto('replyTemplates')
        .values({ ...template, updatedBy: by, createdAt: at, updatedAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async update(id: number, template: StoredReplyTemplate, by: string, at: string): Promise<boolean> {
      const result = await db.updateTable('replyTemplates').set({ ...template, updatedBy: by, updatedAt: at }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('replyTemplates').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
