import type { Database } from '../../db/database';
import type { ActionReminder } from '../../../domain/notifications/action-reminder';

/** The action_reminders table: the one place that knows its SQL (docs/decisions/0494-action-reminder-emails.md). */
export function actionRemindersRepository(db: Database) {
  return {
    /**
     * Takes the reminder of one appointment at its instant for this instance: one insert that a second finds taken,
     * so of two instances exactly one sends it; false when it was taken before.
     */
    async claim(reminder: ActionReminder, now: Date): Promise<boolean> {
      const result = await db
        .insertInto('actionReminders')
        .values({ kind: reminder.kind, itemId: reminder.id, dueAt: reminder.at, username: reminder.username, sentAt: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['kind', 'itemId', 'dueAt']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Gives a reminder back when its e-mail could not leave, so that a later run sends it while it is still ahead. */
    async release(reminder: ActionReminder): Promise<void> {
      await db.deleteFrom('actionReminders').where('kind', '=', reminder.kind).where('itemId', '=', reminder.id).where('dueAt', '=', reminder.at).execute();
    },

    /** Forgets the reminders of appointments due before `before`: none of them can be due again. */
    async purgeBefore(before: Date): Promise<void> {
      await db.deleteFrom('actionReminders').where('dueAt', '<', before.toISOString()).execute();
    },
  };
}
