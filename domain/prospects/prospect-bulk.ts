import { BULK_MAX, bulkIds } from '../validation/bulk-ids';
import { z } from '../validation/zod';
import { prospectStatusSchema, prospectUpdateSchema, reasonOnlyWhenLost } from './prospect-schema';
import { lostReasonSchema } from './lost-reasons';

/**
 * Several prospects moved to one status or given to one owner (Pipedrive's bulk edit,
 * docs/decisions/0400-prospects-bulk-edit.md).
 */
export const PROSPECT_BULK_ACTIONS = ['status', 'owner'] as const;
export type ProspectBulkAction = (typeof PROSPECT_BULK_ACTIONS)[number];

const prospects = (n: number) => (n > 1 ? `${n} prospects` : '1 prospect');

export const prospectBulkMessages = {
  ids: `Choisissez de 1 à ${BULK_MAX} prospects`,
  action: 'L’action doit valoir « status » (changer le statut) ou « owner » (changer de responsable)',
  statut: 'Choisissez le statut où déplacer les prospects',
  owner: 'Choisissez un utilisateur du back-office, ou personne',
  done(action: ProspectBulkAction, changed: number, missing: number, value: string | null): string {
    const what =
      action === 'status'
        ? `${prospects(changed)} dans « ${value} »`
        : value
          ? `${prospects(changed)} confié${changed > 1 ? 's' : ''} à ${value}`
          : `${prospects(changed)} sans responsable`;
    return missing > 0 ? `${what} ; ${missing > 1 ? `${missing} introuvables` : '1 introuvable'}` : what;
  },
} as const;

/**
 * POST /api/admin/prospects/bulk: the prospects by id, and the status or the owner (null for nobody) they take; a
 * move to 'Inactif' may give the reason they were lost (docs/decisions/0405-bulk-lost-reason.md).
 */
export const prospectBulkSchema = z
  .object({
    ids: bulkIds(prospectBulkMessages.ids),
    action: z.enum(PROSPECT_BULK_ACTIONS, { error: prospectBulkMessages.action }),
    statut: prospectStatusSchema.shape.statut.optional(),
    owner: prospectUpdateSchema.shape.owner,
    lost_reason: lostReasonSchema.optional(),
  })
  .superRefine((body, ctx) => {
    reasonOnlyWhenLost(body, ctx);
    if (body.action === 'status' && body.statut === undefined) ctx.addIssue({ code: 'custom', path: ['statut'], message: prospectBulkMessages.statut });
    if (body.action === 'owner' && body.owner === undefined) ctx.addIssue({ code: 'custom', path: ['owner'], message: prospectBulkMessages.owner });
  });
