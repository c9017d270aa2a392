import { messages } from '../validation/messages';
import { prospectLabelsSchema } from '../labels';
import { companyName, firstError, maxLength, type Rule } from '../validation/rules';
import { personFields } from '../validation/person-fields';
import { optionalText } from '../validation/schema-helpers';
import { z } from '../validation/zod';
import {
  PROSPECT_MAX_PAGE_SIZE,
  PROSPECT_PAGE_SIZE,
  PROSPECT_SORT_FIELDS,
  PROSPECT_STATUSES,
  type ProspectStatus,
} from './prospect-fields';
import { isCalendarDay } from '../calendar-day';
import { actionTitle, actionWhen, isClockTime, NEXT_ACTION_TYPE_VALUES, NEXT_ACTION_TYPES } from './next-action';
import { closeDateSchema } from './close-dates';
import { dealValueSchema, LOST_STATUS } from './deal-value';
import { lostReasonMessages, lostReasonSchema } from './lost-reasons';
import { prospectMessages } from './prospect-messages';
import { labelFilterSchema } from '../labels';
import { wholeNumberQuery } from '../validation/query-numbers';

/** GET /api/admin/prospects?page&limit&sortField&sortOrder&search (back-office §7). */
export const prospectListQuerySchema = z.object({
  page: wholeNumberQuery(1, 1_000_000, prospectMessages.page).default(1),
  limit: wholeNumberQuery(1, PROSPECT_MAX_PAGE_SIZE, prospectMessages.limit).default(PROSPECT_PAGE_SIZE),
  sortField: z.enum(PROSPECT_SORT_FIELDS, { error: prospectMessages.sortField }).default('id'),
  sortOrder: z
    .string({ error: prospectMessages.sortOrder })
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(['asc', 'desc'], { error: prospectMessages.sortOrder }))
    .default('asc'),
  search: z.string({ error: prospectMessages.search }).trim().max(200, prospectMessages.search).default(''),
  /** Only the prospects with this label (docs/decisions/0420-prospect-labels.md). */
  label: labelFilterSchema.optional(),
});
export type ProspectListQuery = z.output<typeof prospectListQuerySchema>;

/** The export takes the list's search and label. */
export const prospectSearchQuerySchema = prospectListQuerySchema.pick({ search: true, label: true });

/** A status among the seven; the empty option '-- Sélectionnez un statut --' reads as missing. */
const status = z
  .string({ error: prospectMessages.chooseStatus })
  .refine((v): v is ProspectStatus => (PROSPECT_STATUSES as readonly string[]).includes(v), prospectMessages.chooseStatus);

const contacted = z.boolean({ error: prospectMessages.contacted });

/** An optional text an edit may leave out: absent stays absent (the stored value is kept), '' clears it. */
const keptText = (...rules: Rule[]) =>
  z
    .string({ error: messages.custom })
    .trim()
    .superRefine((value, ctx) => {
      const message = firstError(value, ...rules);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .optional();

export const pipelineMessages = {
  owner: "Le responsable doit être un utilisateur du back-office, ou personne",
  unknownOwner: "Cet utilisateur n'existe pas dans le back-office",
  nextActionAt: 'La date de la prochaine action doit être une date valide (AAAA-MM-JJ)',
  nextActionLabel: 'La prochaine action doit tenir en 120 caractères',
  nextActionTime: 'L’heure de la prochaine action doit être une heure valide (HH:MM)',
  nextActionType: `Le type de la prochaine action doit valoir ${NEXT_ACTION_TYPES.map((type) => `« ${type.value} » (${type.label.toLowerCase()})`).join(', ')}, ou être vide`,
  moved: (statut: string) => `Prospect déplacé dans « ${statut} »`,
  ownerView: 'La vue doit valoir « mine » (mes affaires) ou « unassigned » (sans responsable)',
  valueSet: (label: string) => `Valeur estimée : ${label}`,
  valueCleared: 'Valeur estimée retirée',
  /** 'Marquer comme faite' (docs/decisions/0475-next-action-done.md): the message and the history's entry. */
  actionDone: (label: string, day: string, time: string | null = null, type: string | null = null) =>
    `Action faite : ${actionTitle(type, label) || 'action prévue'} (prévue le ${actionWhen(day, time)})`,
  noActionToComplete: 'Aucune action prévue pour ce prospect : rien à marquer comme fait',
} as const;

/** A day, or '' / null to clear it. */
const nextActionAt = z
  .union([z.literal(''), z.null(), z.string().refine(isCalendarDay, pipelineMessages.nextActionAt)], { error: pipelineMessages.nextActionAt })
  .transform((v) => v || null);

/** An hour ('HH:MM', Paris time), or '' / null for an action of the whole day. */
const nextActionTime = z
  .union([z.literal(''), z.null(), z.string().refine(isClockTime, pipelineMessages.nextActionTime)], { error: pipelineMessages.nextActionTime })
  .transform((v) => v || null);

/** A kind of action (docs/decisions/0488-next-action-types.md), or '' / null for none. */
const nextActionType = z
  .union([z.literal(''), z.null(), z.enum(NEXT_ACTION_TYPE_VALUES)], { error: pipelineMessages.nextActionType })
  .transform((v) => v || null);

/** A lost reason goes with the lost status only; null (no reason) goes with any. */
export const reasonOnlyWhenLost = (value: { statut?: string; lost_reason?: string | null }, ctx: z.RefinementCtx) => {
  if (value.lost_reason && value.statut !== LOST_STATUS) ctx.addIssue({ code: 'custom', path: ['lost_reason'], message: lostReasonMessages.notLost });
};

/** PUT /api/admin/prospects/{id} and the row edit form: fields left out stay as they are. */
export const prospectUpdateSchema = z.object({
  email: personFields.email,
  telephone: personFields.optionalPhone,
  statut: status,
  nom: personFields.name.optional(),
  prenom: personFields.name.optional(),
  entreprise: keptText(companyName),
  fonction: keptText(maxLength(100)),
  commentaire: keptText(maxLength(2000)),
  is_contacted: contacted.optional(),
  owner: z.string({ error: pipelineMessages.owner }).trim().min(1, pipelineMessages.owner).max(100, pipelineMessages.owner).nullable().optional(),
  next_action_at: nextActionAt.optional(),
  next_action_label: z.string({ error: pipelineMessages.nextActionLabel }).trim().max(120, pipelineMessages.nextActionLabel).optional(),
  /** The action's hour (docs/decisions/0476-next-action-time.md); left out, kept while the day stays. */
  next_action_time: nextActionTime.optional(),
  /** The action's kind (docs/decisions/0488-next-action-types.md); left out, kept while an action remains. */
  next_action_type: nextActionType.optional(),
  /** Euros; null clears it. */
  estimated_value: dealValueSchema.optional(),
  /** The day the deal is expected to close (docs/decisions/0410-expected-close-dates.md); '' or null clears it. */
  expected_close_at: closeDateSchema.optional(),
  /** Why the deal was lost, with the status 'Inactif'; left out, the reason already given stays. */
  lost_reason: lostReasonSchema.optional(),
}).superRefine(reasonOnlyWhenLost);
export type ProspectUpdateInput = z.input<typeof prospectUpdateSchema>;
export type ProspectUpdate = z.output<typeof prospectUpdateSchema>;

/** PUT /api/admin/prospects/{id}/status: a card moved on the board, with why when it moves to 'Inactif'. */
export const prospectStatusSchema = z.object({ statut: status, lost_reason: lostReasonSchema.optional() }).superRefine(reasonOnlyWhenLost);

/** POST /api/admin/prospects: a prospect entered by hand. */
export const prospectCreateSchema = z.object({
  nom: personFields.name,
  prenom: personFields.name,
  email: personFields.email,
  telephone: personFields.optionalPhone,
  entreprise: personFields.optionalCompany,
  fonction: personFields.position,
  statut: status.default('Lead'),
  commentaire: optionalText(maxLength(2000)),
  is_contacted: contacted.default(false),
  estimated_value: dealValueSchema.default(null),
  expected_close_at: closeDateSchema.default(null),
});
export type ProspectCreateInput = z.input<typeof prospectCreateSchema>;
export type ProspectCreate = z.output<typeof prospectCreateSchema>;

/** One imported CSV row, after its cells were mapped to fields. */
export const prospectImportRowSchema = prospectCreateSchema.extend({ statut: status.default('Importé'), labels: prospectLabelsSchema.shape.labels.default([]) });

/** GDPR access and erasure requests name the person by e-mail address. */
export const personalDataQuerySchema = z.object({
  email: z.string({ error: prospectMessages.personalDataEmail }).trim().toLowerCase().max(254).pipe(z.email({ error: prospectMessages.personalDataEmail })),
});


/** The board's views by owner (Pipedrive's owner filter): the session's own deals, or those without an owner. */
export const BOARD_OWNER_VIEWS = ['mine', 'unassigned'] as const;
export type BoardOwnerView = (typeof BOARD_OWNER_VIEWS)[number];

/**
 * GET /api/admin/prospects/board: every card without `owner`; `user` shows one colleague's deals (Pipedrive's
 * owner filter, docs/decisions/0402-board-colleague-view.md) and wins over `owner`.
 */
export const boardQuerySchema = z.object({
  owner: z.enum(BOARD_OWNER_VIEWS, { error: pipelineMessages.ownerView }).optional(),
  user: z.string({ error: pipelineMessages.owner }).trim().min(1, pipelineMessages.owner).max(100, pipelineMessages.owner).optional(),
});
