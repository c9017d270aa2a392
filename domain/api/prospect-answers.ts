import { EMAIL_DELIVERIES } from '../email-delivery';
import { attachmentView } from '../email-attachments';
import { lostReasonsSchema } from '../prospects/lost-reasons';
import { storedCampaignSchema } from '../validation/campaign-schema';
import { z } from '../validation/zod';

/** A prospect as the API answers it: the field names of back-office §3, plus the client code and the score. */
export const prospectSchema = z.object({
  id: z.number().int(),
  client_code: z.string(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  telephone: z.string(),
  entreprise: z.string(),
  fonction: z.string(),
  source: z.string(),
  date_ajout: z.string(),
  statut: z.string(),
  is_contacted: z.boolean(),
  commentaire: z.string(),
  lead_score: z.number().nullable(),
  lead_band: z.string().nullable(),
  inbox_request_id: z.number().nullable(),
  updated_at: z.string().nullable(),
  campaign: storedCampaignSchema,
  owner: z.string().nullable(),
  next_action_at: z.string().nullable(),
  next_action_label: z.string(),
  /** The action's hour in Paris ('HH:MM'), null for the whole day (docs/decisions/0476-next-action-time.md). */
  next_action_time: z.string().nullable(),
  /** The action's kind ('appel', 'reunion'…), null when none was stated (docs/decisions/0488-next-action-types.md). */
  next_action_type: z.string().nullable(),
  /** Whole euros, or null when nobody has estimated the deal. */
  estimated_value: z.number().int().nullable(),
  /** The day ('AAAA-MM-JJ') the deal is expected to close, or null (domain/prospects/close-dates.ts). */
  expected_close_at: z.string().nullable(),
  /** A super-assistant lead's contact deadline by its band, and when it was first reached (domain/response-promises.ts). */
  response_due_at: z.string().nullable(),
  first_answered_at: z.string().nullable(),
  /** Why and when the deal was lost, for a prospect 'Inactif' (domain/prospects/lost-reasons.ts). */
  lost_reason: z.string().nullable(),
  lost_at: z.string().nullable(),
  /** When the deal was won: moved to Client (docs/decisions/0411-won-dates.md). */
  won_at: z.string().nullable(),
  /** Its labels, as the inbox's requests carry them (docs/decisions/0420-prospect-labels.md). */
  labels: z.array(z.string()),
  /** On the board's cards: when its latest reply came, if nobody wrote to it since (0439); null when none. */
  unanswered_reply_at: z.string().nullable().optional(),
});
export type ProspectView = z.infer<typeof prospectSchema>;

/** One prospect with the details the super assistant stored (its lead analysis). */
export const prospectDetailSchema = prospectSchema.extend({ details: z.record(z.string(), z.unknown()).nullable() });
export type ProspectDetail = z.infer<typeof prospectDetailSchema>;

export const TIMELINE_KINDS = ['created', 'campaign', 'inbox-message', 'reply', 'note', 'status', 'owner', 'next-action', 'value', 'close-date', 'edit', 'email', 'email-reply'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** GET /api/admin/prospects/{id}/timeline: what happened with the person, newest first. */
const timelineEntry = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  title: z.string(),
  detail: z.string(),
  author: z.string().nullable(),
  /** A note written in the record (0449): its id, for its author to delete (0450) or change it (0452). */
  noteId: z.number().int().optional(),
  /** A note changed by its author (0452): when, last; null or absent otherwise. */
  editedAt: z.string().nullable().optional(),
  /** An e-mail written from the record (0409): its id and how it went, for one that failed to be sent again (0455). */
  emailId: z.number().int().optional(),
  delivery: z.enum(EMAIL_DELIVERIES).optional(),
  /** A scheduled e-mail's time to leave (added, docs/decisions/0472-scheduled-prospect-emails.md). */
  sendAt: z.string().optional(),
  /** A refused acknowledgement: when it is tried again by itself (added, 0545). */
  retryAt: z.string().optional(),
  /** An answer the prospect sent to one of them (0434): its id, for its files to be downloaded (added). */
  replyId: z.number().int().optional(),
  /** The files such an e-mail or answer carried (added, docs/decisions/0470-email-attachments.md). */
  attachments: z.array(attachmentView).optional(),
  /** The subject of such an e-mail or answer, for the next one to thread under it (added, 0556). */
  subject: z.string().optional(),
  /** An answer a program wrote, an absence message (added, 0557): it waits for no answer. */
  automatic: z.boolean().optional(),
});
export const timelineAnswer = z.object({
  success: z.literal(true),
  entries: z.array(timelineEntry),
});
export type TimelineEntry = z.output<typeof timelineEntry>;

/** POST /api/admin/prospects/{id}/notes: the note as the record's history shows it, and who was told of it (0449). */
export const prospectNoteAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  entry: timelineEntry,
});

/** The deal's next action an e-mail planned once it left ('Relancer après l’e-mail « … »'), null without one. */
/** The next action an e-mail planned; its hour ('HH:MM' in Paris) null for the whole day (0484). */
const plannedFollowUp = z.object({ next_action_at: z.string(), next_action_time: z.string().nullable(), next_action_label: z.string() }).nullable();
export type PlannedFollowUp = NonNullable<z.output<typeof plannedFollowUp>>;

/** POST /api/admin/prospects/{id}/emails/{emailId}/resend: how the failed e-mail went this time (0455). */
export const prospectEmailResentAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  delivery: z.enum(EMAIL_DELIVERIES),
  /** The follow-up asked with the e-mail, planned now that it left (0459); null otherwise. */
  follow_up: plannedFollowUp,
});

/** POST /api/admin/prospects/{id}/emails: the e-mail as stored, and how its sending went in French. */
export const prospectEmailAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.object({
    id: z.number().int(),
    author: z.string(),
    recipient: z.string(),
    subject: z.string(),
    body: z.string(),
    delivery: z.enum(EMAIL_DELIVERIES),
    createdAt: z.string(),
    /** When it leaves if scheduled (`send_at`), null when sent at once (added, 0472). */
    sendAt: z.string().nullable(),
    /** The files it carried (added, docs/decisions/0470-email-attachments.md). */
    attachments: z.array(attachmentView),
  }),
  /** The next action the e-mail planned (`follow_up_days`), null without one or when the e-mail did not leave. */
  follow_up: plannedFollowUp,
});
export type ProspectEmailAnswer = z.output<typeof prospectEmailAnswer>;

/** Open deals and the sum of their estimated values (euros); `valued`: how many of them carry one. */
export const forecastSum = z.object({ count: z.number().int(), value: z.number().int(), valued: z.number().int() });

/** Of the deals decided in the last 365 days, those won, and the share when there are at least 5 (0441). */
const winRateAnswer = z.object({ decided: z.number().int(), won: z.number().int(), rate: z.number().nullable() });

/**
 * GET /api/admin/prospects/board: one column per statut, each with its total, the sum of its estimated values
 * (`value`, euros), how many of its prospects carry one (`valued`), its open deals without a next action, and its
 * newest cards.
 */
export const boardAnswer = z.object({
  success: z.literal(true),
  columns: z.array(
    z.object({
      statut: z.string(),
      total: z.number().int(),
      value: z.number().int(),
      valued: z.number().int(),
      /** Open deals of the column with no next action planned (0 for Client and Inactif). */
      withoutNextAction: z.number().int(),
      /** Days without change after which an open deal of the column is idle (its setting); null for Client and Inactif. */
      idleAfterDays: z.number().int().nullable(),
      /**
       * The stage's win rate measured on the agency's deals decided in the last 365 days, whatever the view
       * (docs/decisions/0441-measured-win-rates.md); `rate` null below 5 decided deals; null for Client and Inactif.
       */
      winRate: winRateAnswer.nullable(),
      /**
       * How long the stays in the stage that ended in the same 365 days lasted, their median in whole days; `medianDays`
       * null below 5 stays; null for Client and Inactif (docs/decisions/0442-time-in-stage.md).
       */
      stageDuration: z.object({ stays: z.number().int(), medianDays: z.number().int().nullable() }).nullable(),
      prospects: z.array(prospectSchema),
    }),
  ),
  /** Open deals of the session's user and open deals without an owner: the counts of the board's views. */
  ownerCounts: z.object({ mine: z.number().int(), unassigned: z.number().int() }),
  /**
   * The open deals of the view by expected close (Pipedrive's forecast): those whose day has passed, then this
   * month from today and the two months after, each with its count and the sum of its estimated values.
   */
  forecast: z.object({
    today: z.string(),
    /** The deals of the view won since the first of this month (Paris), whatever their expected close. */
    won: forecastSum,
    overdue: forecastSum,
    months: z.array(forecastSum.extend({ month: z.string() })),
  }),
  /**
   * The month's sales goal of the view (docs/decisions/0463-monthly-sales-goals.md): the agency's (`owner` null)
   * when every deal is shown, a user's in their view; null without one and for the deals without an owner. Its
   * progress is `forecast.won`, and `forecast.months[0]` what the open deals expected this month would add.
   */
  salesGoal: z.object({ owner: z.string().nullable(), target: z.number().int() }).nullable(),
  /**
   * In the view of every deal, each user with a monthly goal, by name, and the value of the deals they own won this
   * month; empty in the other views (0463).
   */
  teamGoals: z.array(z.object({ username: z.string(), target: z.number().int(), won: z.number().int() })),
  /**
   * The median days from a deal's addition to its win, over the agency's deals won in the last 365 days whatever
   * the view; `medianDays` null below 5 of them (docs/decisions/0441-measured-win-rates.md).
   */
  salesCycle: z.object({ won: z.number().int(), medianDays: z.number().int().nullable() }),
  /** The win rate of each source whose deals were decided in the same 365 days (Pipedrive's win rate by source), the sources' order. */
  sourceWinRates: z.array(winRateAnswer.extend({ source: z.string() })),
});
export type ProspectBoard = z.output<typeof boardAnswer>;

/** The prospect an inbox request became, or null before its conversion. */
export const linkedProspectAnswer = z.object({ success: z.literal(true), prospect: prospectSchema.nullable() });
/** An inbox request turned into a prospect: created now, or found from an earlier click. */
export const conversionAnswer = z.object({ success: z.literal(true), created: z.boolean(), message: z.string(), prospect: prospectSchema });

/** A page of the prospects list (back-office §7). */
export const prospectListAnswer = z.object({
  success: z.literal(true),
  prospects: z.array(prospectSchema),
  meta: z.object({ totalPages: z.number().int(), totalItems: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  source: z.string(),
  db_status: z.string(),
  message: z.string(),
});

export const prospectStructureAnswer = z.object({
  success: z.literal(true),
  table: z.string(),
  structure: z.array(z.object({ name: z.string(), type: z.string(), nullable: z.boolean(), hasDefault: z.boolean() })),
});

export const importReportAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  stored: z.boolean(),
  dryRun: z.boolean(),
  total: z.number().int(),
  created: z.number().int(),
  merged: z.number().int(),
  refusedCount: z.number().int(),
  refused: z.array(z.object({ line: z.number().int(), errors: z.array(z.string()) })),
});

/** An example row: the fields a person has, without the id, score, campaign or follow-up of a stored prospect. */
const sampleProspectSchema = prospectSchema.pick({
  client_code: true,
  nom: true,
  prenom: true,
  email: true,
  telephone: true,
  entreprise: true,
  fonction: true,
  source: true,
  date_ajout: true,
  statut: true,
  is_contacted: true,
  commentaire: true,
});

/** The example rows of the list, when the database has none to show. */
export const prospectTestDataAnswer = prospectListAnswer.extend({ prospects: z.array(sampleProspectSchema) });

export const prospectsHealthAnswer = z.object({ success: z.boolean(), db_status: z.string(), totalItems: z.number().nullable(), message: z.string() });


/** A created, changed or moved prospect, with the French confirmation. */
export const prospectSavedAnswer = z.object({ success: z.literal(true), message: z.string(), prospect: prospectSchema });
export const prospectDetailAnswer = z.object({ success: z.literal(true), prospect: prospectDetailSchema });
/**
 * GET /api/admin/prospects/{id}/duplicates: the other prospects with its e-mail address, or its phone number and last
 * name (docs/decisions/0426-prospect-merge.md, docs/decisions/0430-phone-duplicates.md).
 */
export const prospectDuplicatesAnswer = z.object({ success: z.literal(true), duplicates: z.array(prospectSchema) });
/**
 * GET /api/admin/prospects/duplicate-groups: the prospects that may be one person, `total` groups in all; a group
 * names the address they share, or ('' as its `email`) the phone number they share with their last name.
 */
export const duplicateGroupsAnswer = z.object({
  success: z.literal(true),
  total: z.number().int().nonnegative(),
  groups: z.array(z.object({ email: z.string(), phone: z.string(), prospects: z.array(prospectSchema) })),
});

/** GET /api/admin/prospects/scheduled-emails: the e-mails waiting for their time, the soonest first (0472). */
export const scheduledEmailsAnswer = z.object({
  success: z.literal(true),
  total: z.number().int().nonnegative(),
  emails: z.array(
    z.object({ id: z.number().int(), author: z.string(), recipient: z.string(), subject: z.string(), sendAt: z.string(), prospect: prospectSchema }),
  ),
});
export type ScheduledEmail = z.output<typeof scheduledEmailsAnswer>['emails'][number];

/** GET /api/admin/prospects/lost-reasons: the deals lost over the period, by reason. */
export const lostReasonsAnswer = lostReasonsSchema.extend({ success: z.literal(true) });

/** GET /api/admin/prospects/count-waiting: super-assistant leads not yet reached nor given up (the tab's count). */
export const waitingLeadsAnswer = z.object({ success: z.literal(true), waitingCount: z.number().int().nonnegative() });
