import { REPLY_TEMPLATES_MAX, replyTemplateMessages, type ReplyTemplate } from '../../../domain/reply-templates';
import { foldForSearch } from '../../../domain/prospects/search-text';
import type { Database } from '../../db/database';
import { ApiError, fieldRefusal } from '../../lib/api-error';
import { replyTemplatesRepository } from './reply-templates-repository';

const titleTaken = () => fieldRefusal(409, 'title', replyTemplateMessages.titleTaken);

/** The inbox's saved replies: a title unique whatever its case and accents, a hundred at most. */
export function replyTemplatesService(db: Database) {
  const templates = replyTemplatesRepository(db);
  const viewOf = (row: Awaited<ReturnType<typeof templates.list>>[number]) => ({ ...row, id: Number(row.id) });
  const stored = (input: ReplyTemplate) => ({ ...input, titleKey: foldForSearch(input.title) });
  const found = async (id: number) => {
    const row = await templates.findById(id);
    if (!row) throw new ApiError(404, replyTemplateMessages.notFound);
    return viewOf(row);
  };
  /** Two saves of one title at once: the unique index lets one through, the other is told the title is taken. */
  const guarded = async <T>(titleKey: string, exceptId: number | null, write: () => Promise<T>): Promise<T> => {
    if (await templates.titleTaken(titleKey, exceptId)) throw titleTaken();
    try {
      return await write();
    } catch (error) {
      if (await templates.titleTaken(titleKey, exceptId)) throw titleTaken();
      throw error;
    }
  };

  return {
    list: async () => (await templates.list()).map(viewOf),

    async create(input: ReplyTemplate, by: string) {
      if ((await templates.count()) >= REPLY_TEMPLATES_MAX) throw new ApiError(409, replyTemplateMessages.tooMany);
      const row = stored(input);
      const id = await guarded(row.titleKey, null, () => templates.insert(row, by, new Date().toISOString()));
      return found(id);
    },

    async update(id: number, input: ReplyTemplate, by: string) {
      await found(id);
      const row = stored(input);
      await guarded(row.titleKey, id, () => templates.update(id, row, by, new Date().toISOString()));
      return found(id);
    },

    async remove(id: number): Promise<void> {
      if (!(await templates.remove(id))) throw new ApiError(404, replyTemplateMessages.notFound);
    },
  };
}
