import { sql } from 'kysely';
import { containsPattern } from './like';
import type { Executor } from './database';
import { LABELS_MAX, storedLabels } from '../../domain/labels';

/** The tables whose rows carry a `labels` column stored as ',a,b,' (decisions 0416, 0420). */
type LabelledTable = 'callbackRequests' | 'prospects';

/**
 * Puts `label` on each of `ids` that does not carry it and has room, in one statement (atomic on both databases);
 * answers the ids that carry it afterwards. A row's last change is left as it was: sorting is not news of it.
 */
export async function addLabel(db: Executor, table: LabelledTable, ids: number[], label: string): Promise<number[]> {
  const stored = storedLabels([label]);
  const carrying = containsPattern(stored);
  await db
    .updateTable(table)
    .set({ labels: sql<string>`case when labels = '' then ${stored} else labels || ${`${label},`} end` })
    .where('id', 'in', ids)
    .where('labels', 'not like', carrying)
    // As many commas as labels plus one: room for one more while it holds fewer than LABELS_MAX.
    .where(sql<number>`length(labels) - length(replace(labels, ',', ''))`, '<=', LABELS_MAX)
    .execute();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).where('labels', 'like', carrying).execute();
  return rows.map((row) => Number(row.id));
}

/** Takes `label` off each of `ids` in one statement; answers the ids that exist. */
export async function removeLabel(db: Executor, table: LabelledTable, ids: number[], label: string): Promise<number[]> {
  const stored = storedLabels([label]);
  await db
    .updateTable(table)
    .set({ labels: sql<string>`case when labels = ${stored} then '' else replace(labels, ${stored}, ',') end` })
    .where('id', 'in', ids)
    .where('labels', 'like', containsPattern(stored))
    .execute();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return rows.map((row) => Number(row.id));
}
