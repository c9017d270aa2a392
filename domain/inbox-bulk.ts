import { BULK_MAX, bulkIds } from './validation/bulk-ids';
import { z } from './validation/zod';

/**
 * Several requests processed, cancelled or assigned in one action (Chatwoot's bulk actions,
 * docs/decisions/0399-inbox-bulk-actions.md).
 */
export const INBOX_BULK_ACTIONS = ['complete', 'cancel', 'assign'] as const;
export type InboxBulkAction = (typeof INBOX_BULK_ACTIONS)[number];

const requests = (n: number, singular: string, plural: string) => (n > 1 ? `${n} ${plural}` : `${n} ${singular}`);

export const bulkMessages = {
  ids: `Choisissez de 1 à ${BULK_MAX} demandes`,
  action: 'L’action doit valoir « complete » (traiter), « cancel » (annuler) ou « assign » (assigner)',
  username: 'Choisissez un utilisateur du back-office, ou personne',
  done(action: InboxBulkAction, changed: number, skipped: number, username: string | null): string {
    const what =
      action === 'complete'
        ? requests(changed, 'demande marquée comme traitée', 'demandes marquées comme traitées')
        : action === 'cancel'
          ? requests(changed, 'demande annulée', 'demandes annulées')
          : username
            ? `${requests(changed, 'demande assignée', 'demandes assignées')} à ${username}`
            : requests(changed, 'demande désassignée', 'demandes désassignées');
    if (skipped === 0) return what;
    const left = action === 'assign' ? requests(skipped, 'introuvable', 'introuvables') : `${requests(skipped, 'déjà traitée ou annulée', 'déjà traitées ou annulées')}, laissée${skipped > 1 ? 's' : ''} telle${skipped > 1 ? 's' : ''} quelle${skipped > 1 ? 's' : ''}`;
    return `${what} ; ${left}`;
  },
} as const;

/** POST /api/admin/callback-requests/bulk: the requests by id (each once), what to do, and to whom for 'assign'. */
export const bulkActionSchema = z
  .object({
    ids: bulkIds(bulkMessages.ids),
    action: z.enum(INBOX_BULK_ACTIONS, { error: bulkMessages.action }),
    username: z.string({ error: bulkMessages.username }).trim().min(1, bulkMessages.username).max(100, bulkMessages.username).nullable().optional(),
  })
  .refine((body) => body.action !== 'assign' || body.username !== undefined, { path: ['username'], message: bulkMessages.username });
