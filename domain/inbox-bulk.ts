import { LABELS_MAX, labelFilterSchema, labelMessages } from './labels';
import { snoozeDateText, snoozeMessages, snoozeSchema } from './inbox-snooze';
import { BULK_MAX, bulkIds } from './validation/bulk-ids';
import { z } from './validation/zod';
import { pluralOf } from './numbers';

/**
 * Several requests processed, cancelled, assigned, labelled, snoozed or their senders blocked in one action
 * (Chatwoot's bulk actions, docs/decisions/0399-inbox-bulk-actions.md, 0417-inbox-bulk-labels.md,
 * 0424-inbox-bulk-snooze.md, 0582-bulk-block.md).
 */
export const INBOX_BULK_ACTIONS = ['complete', 'cancel', 'assign', 'label', 'unlabel', 'snooze', 'block'] as const;
const LABEL_ACTIONS: readonly InboxBulkAction[] = ['label', 'unlabel'];
export type InboxBulkAction = (typeof INBOX_BULK_ACTIONS)[number];

const requests = (n: number, singular: string, plural: string) => (n > 1 ? `${n} ${plural}` : `${n} ${singular}`);

export const bulkMessages = {
  ids: `Choisissez de 1 à ${BULK_MAX} demandes`,
  action:
    'L’action doit valoir « complete » (traiter), « cancel » (annuler), « assign » (assigner), « label » (étiqueter), « unlabel » (retirer une étiquette), « snooze » (reporter) ou « block » (bloquer les expéditeurs)',
  username: 'Choisissez un utilisateur du back-office, ou personne',
  label: labelMessages.label,
  until: snoozeMessages.until,
  /** The senders of the chosen requests blocked (0582): how many addresses, the waiting requests it cancelled, those without an address. */
  blocked(addresses: number, cancelled: number, skipped: number): string {
    const what = `${addresses > 1 ? `${addresses} adresses bloquées` : `${addresses} adresse bloquée`} ; ${requests(cancelled, 'demande en attente annulée', 'demandes en attente annulées')}`;
    return skipped === 0 ? what : `${what} ; ${requests(skipped, 'demande sans adresse e-mail ou introuvable', 'demandes sans adresse e-mail ou introuvables')}, ${pluralOf(skipped, 'laissée')} ${pluralOf(skipped, 'telle')} ${pluralOf(skipped, 'quelle')}`;
  },
  done(action: Exclude<InboxBulkAction, 'block'>, changed: number, skipped: number, target: string | null): string {
    const leftAsIs = (n: number) => `${pluralOf(n, 'laissée')} ${pluralOf(n, 'telle')} ${pluralOf(n, 'quelle')}`;
    const what = {
      complete: () => requests(changed, 'demande marquée comme traitée', 'demandes marquées comme traitées'),
      cancel: () => requests(changed, 'demande annulée', 'demandes annulées'),
      assign: () => (target ? `${requests(changed, 'demande assignée', 'demandes assignées')} à ${target}` : requests(changed, 'demande désassignée', 'demandes désassignées')),
      label: () => `Étiquette « ${target} » sur ${requests(changed, 'demande', 'demandes')}`,
      unlabel: () => `Étiquette « ${target} » retirée de ${requests(changed, 'demande', 'demandes')}`,
      snooze: () =>
        target
          ? `${requests(changed, 'demande reportée', 'demandes reportées')} jusqu’au ${snoozeDateText(target)}`
          : `${requests(changed, 'demande revenue', 'demandes revenues')} dans les demandes en attente`,
    }[action]();
    if (skipped === 0) return what;
    const handledAlready = () => `${requests(skipped, 'déjà traitée ou annulée', 'déjà traitées ou annulées')}, ${leftAsIs(skipped)}`;
    const left = {
      complete: handledAlready,
      cancel: handledAlready,
      assign: () => requests(skipped, 'introuvable', 'introuvables'),
      label: () => `${requests(skipped, 'introuvable ou portant déjà', 'introuvables ou portant déjà')} ${LABELS_MAX} étiquettes, ${leftAsIs(skipped)}`,
      unlabel: () => requests(skipped, 'introuvable', 'introuvables'),
      snooze: handledAlready,
    }[action]();
    return `${what} ; ${left}`;
  },
} as const;

/**
 * POST /api/admin/callback-requests/bulk: the requests by id (each once), what to do, to whom for 'assign',
 * which label for 'label' and 'unlabel', and until when for 'snooze' (null brings them back now).
 */
export const bulkActionSchema = z
  .object({
    ids: bulkIds(bulkMessages.ids),
    action: z.enum(INBOX_BULK_ACTIONS, { error: bulkMessages.action }),
    username: z.string({ error: bulkMessages.username }).trim().min(1, bulkMessages.username).max(100, bulkMessages.username).nullable().optional(),
    label: labelFilterSchema.optional(),
    until: snoozeSchema.shape.until.optional(),
  })
  .refine((body) => body.action !== 'assign' || body.username !== undefined, { path: ['username'], message: bulkMessages.username })
  .refine((body) => !LABEL_ACTIONS.includes(body.action) || body.label !== undefined, { path: ['label'], message: bulkMessages.label })
  .refine((body) => body.action !== 'snooze' || body.until !== undefined, { path: ['until'], message: bulkMessages.until });
