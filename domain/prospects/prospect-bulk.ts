import { actionWhen } from './next-action';
import { LABELS_MAX, labelFilterSchema, labelMessages } from '../labels';
import { BULK_MAX, bulkIds } from '../validation/bulk-ids';
import { z } from '../validation/zod';
import { prospectStatusSchema, prospectUpdateSchema, reasonOnlyWhenLost } from './prospect-schema';
import { lostReasonSchema } from './lost-reasons';
import { pluralOf } from '../numbers';

/**
 * Several prospects moved to one status, given to one owner, labelled, given one next action or deleted (Pipedrive's
 * bulk edit, docs/decisions/0400-prospects-bulk-edit.md, 0421-prospect-bulk-labels.md, 0422-prospect-bulk-delete.md,
 * 0423-prospect-bulk-next-action.md).
 */
export const PROSPECT_BULK_ACTIONS = ['status', 'owner', 'label', 'unlabel', 'next_action', 'delete'] as const;
export type ProspectBulkAction = (typeof PROSPECT_BULK_ACTIONS)[number];

const prospects = (n: number) => (n > 1 ? `${n} prospects` : '1 prospect');

export const prospectBulkMessages = {
  ids: `Choisissez de 1 à ${BULK_MAX} prospects`,
  action: 'L’action doit valoir « status » (changer le statut), « owner » (changer de responsable), « label » (étiqueter), « unlabel » (retirer une étiquette), « next_action » (planifier la prochaine action) ou « delete » (supprimer)',
  statut: 'Choisissez le statut où déplacer les prospects',
  owner: 'Choisissez un utilisateur du back-office, ou personne',
  label: labelMessages.label,
  nextAction: 'Choisissez le jour de la prochaine action',
  /** `time` is a planned action's hour, if it has one. */
  done(action: ProspectBulkAction, changed: number, skipped: number, value: string | null, time: string | null = null): string {
    const what = {
      status: () => `${prospects(changed)} dans « ${value} »`,
      owner: () => (value ? `${prospects(changed)} ${pluralOf(changed, 'confié')} à ${value}` : `${prospects(changed)} sans responsable`),
      label: () => `Étiquette « ${value} » sur ${prospects(changed)}`,
      unlabel: () => `Étiquette « ${value} » retirée de ${prospects(changed)}`,
      next_action: () => (value ? `Prochaine action le ${actionWhen(value, time)} pour ${prospects(changed)}` : `${prospects(changed)} sans prochaine action`),
      delete: () => `${prospects(changed)} ${pluralOf(changed, 'supprimé')}`,
    }[action]();
    if (skipped === 0) return what;
    const missing = skipped > 1 ? `${skipped} introuvables` : '1 introuvable';
    if (action !== 'label') return `${what} ; ${missing}`;
    const leftAsIs = skipped > 1 ? 'laissés tels quels' : 'laissé tel quel';
    return `${what} ; ${missing} ou portant déjà ${LABELS_MAX} étiquettes, ${leftAsIs}`;
  },
} as const;

/**
 * POST /api/admin/prospects/bulk: the prospects by id, and the status or the owner (null for nobody) they take, the
 * label put on or taken off them, or their next action (a day, an optional hour and kind, and what to do, null to clear it); a move to
 * 'Inactif' may give the reason they were lost (docs/decisions/0405-bulk-lost-reason.md).
 */
export const prospectBulkSchema = z
  .object({
    ids: bulkIds(prospectBulkMessages.ids),
    action: z.enum(PROSPECT_BULK_ACTIONS, { error: prospectBulkMessages.action }),
    statut: prospectStatusSchema.shape.statut.optional(),
    owner: prospectUpdateSchema.shape.owner,
    lost_reason: lostReasonSchema.optional(),
    label: labelFilterSchema.optional(),
    next_action_at: prospectUpdateSchema.shape.next_action_at,
    next_action_label: prospectUpdateSchema.shape.next_action_label,
    /** The action's hour, optional (docs/decisions/0476-next-action-time.md). */
    next_action_time: prospectUpdateSchema.shape.next_action_time,
    /** The action's kind, optional (docs/decisions/0488-next-action-types.md). */
    next_action_type: prospectUpdateSchema.shape.next_action_type,
  })
  .superRefine((body, ctx) => {
    reasonOnlyWhenLost(body, ctx);
    if (body.action === 'status' && body.statut === undefined) ctx.addIssue({ code: 'custom', path: ['statut'], message: prospectBulkMessages.statut });
    if (body.action === 'owner' && body.owner === undefined) ctx.addIssue({ code: 'custom', path: ['owner'], message: prospectBulkMessages.owner });
    if ((body.action === 'label' || body.action === 'unlabel') && body.label === undefined) ctx.addIssue({ code: 'custom', path: ['label'], message: prospectBulkMessages.label });
    if (body.action === 'next_action' && body.next_action_at === undefined) ctx.addIssue({ code: 'custom', path: ['next_action_at'], message: prospectBulkMessages.nextAction });
  });
