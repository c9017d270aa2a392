import { EMAIL_DELIVERIES } from '../email-delivery';
import { myDaySchema } from './my-day-answers';
import { attachmentView } from '../email-attachments';
import { REQUEST_SOURCES, REQUEST_STATUSES } from '../inbox';
import { storedCampaignSchema } from '../validation/campaign-schema';
import { z } from '../validation/zod';
import { forecastSum } from './prospect-answers';

const adminIdentity = z.object({ username: z.string(), roles: z.array(z.string()) });

export const loginAnswer = z.object({
  success: z.literal(true),
  /** Absent when the back-office asked for none (`issueToken: false`): it relies on its session cookie. */
  token: z.string().optional(),
  message: z.string(),
  user: adminIdentity,
  sessionIdleMinutes: z.number(),
});

/** GET /api/admin/session: who is logged in, since when they are absent and the day they come back (null while available, decisions 0408, 0412). */
export const sessionAnswer = z.object({
  success: z.literal(true),
  user: adminIdentity.extend({ awaySince: z.string().nullable(), awayUntil: z.string().nullable() }),
  /** The agency requires a second factor and this user has none yet: the back-office asks them to set it up (0460). */
  twoFactorRequired: z.boolean(),
});

export const usernameParams = z.object({ username: z.string().min(1).max(100) });

export const adminUsersAnswer = z.object({
  success: z.literal(true),
  users: z.array(
    z.object({
      username: z.string(),
      roles: z.array(z.string()),
      lastLogin: z.string().nullable(),
      /** Since when the user is absent (passed by the automatic assignment), null while available. */
      awaySince: z.string().nullable(),
      /** The Paris day the absent user comes back ('AAAA-MM-JJ'); null without one, or while available. */
      awayUntil: z.string().nullable(),
      /** Where the user is told what a colleague assigns them, the notes naming them and their follow-ups; null without one (decisions 0443-0445). */
      email: z.string().nullable(),
      /** Whether the user's login asks a second factor (docs/decisions/0457-two-factor-login.md). */
      twoFactor: z.boolean(),
      /** The user's monthly sales goal in euros, 0 for none (docs/decisions/0463-monthly-sales-goals.md). */
      monthlyWonGoal: z.number().int(),
    }),
  ),
  message: z.string(),
});

const inboxRequest = z.object({
  id: z.number().int(),
  source: z.enum(REQUEST_SOURCES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  preferredTime: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  notes: z.string(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  processedBy: z.string().nullable(),
  assignee: z.string().nullable(),
  campaign: storedCampaignSchema,
  /** When the first answer is due (domain/response-promises.ts), and when it came. */
  responseDueAt: z.string().nullable(),
  firstAnsweredAt: z.string().nullable(),
  /** Set aside until this instant (docs/decisions/0398-inbox-snooze.md); null when not snoozed. */
  snoozedUntil: z.string().nullable(),
  /** Labels put by the agency (docs/decisions/0416-inbox-labels.md). */
  labels: z.array(z.string()),
  /** In the inbox's list: when the person's latest reply came, if nobody wrote to them since (0438); null when none. */
  unansweredReplyAt: z.string().nullable().optional(),
});

const threadMessage = z.object({
  id: z.number().int(),
  /** 'received': the person's reply to one of the thread's e-mails, filed from the agency's mail server (added). */
  kind: z.enum(['reply', 'note', 'received']),
  author: z.string(),
  subject: z.string(),
  body: z.string(),
  recipient: z.string().nullable(),
  delivery: z.enum(EMAIL_DELIVERIES).nullable(),
  createdAt: z.string(),
  /** A note changed by its author (docs/decisions/0452-notes-edited-by-their-author.md): when, last; null otherwise (added). */
  editedAt: z.string().nullable(),
  /** The files joined to a reply, never their bytes (added, docs/decisions/0470-email-attachments.md); none for the others. */
  attachments: z.array(attachmentView),
  /** A refused acknowledgement: when it is tried again by itself (added, 0545); null or absent when it is not. */
  retryAt: z.string().nullable().optional(),
  /** A 'received' message a program wrote, an absence message (added, 0557): it reopened nothing and waits for no answer. */
  automatic: z.boolean().optional(),
});
export type ThreadMessage = z.output<typeof threadMessage>;

/** Another request of the same person (same e-mail address), as the request's record lists it. */
const otherRequest = z.object({
  id: z.number().int(),
  source: z.enum(REQUEST_SOURCES),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
  /** The start of its message (a contact's message, else its subject; a callback's notes), '' without one. */
  excerpt: z.string(),
});
export type OtherRequest = z.output<typeof otherRequest>;

/** GET /api/admin/callback-requests/{id}: the request, its replies (`thread`), its internal notes and the person's other requests. */
export const conversationAnswer = z.object({
  success: z.literal(true),
  callbackRequest: inboxRequest,
  thread: z.array(threadMessage),
  notes: z.array(threadMessage),
  /** The same person's other requests, the newest first (at most ten), and how many there are. */
  history: z.object({ total: z.number().int(), requests: z.array(otherRequest) }),
});
export const threadMessageAnswer = z.object({ success: z.literal(true), message: z.string(), entry: threadMessage });
/** A received message marked an automatic reply or given back to the person (0576). */
export const automaticMarkAnswer = z.object({ success: z.literal(true), message: z.string(), automatic: z.boolean() });
export const assignedAnswer = z.object({ success: z.literal(true), message: z.string(), callbackRequest: inboxRequest });
export const snoozedAnswer = assignedAnswer;
export const labeledAnswer = assignedAnswer;
/** Every label in use on the inbox's requests, the most used first. */
export const labelsInUseAnswer = z.object({ success: z.literal(true), labels: z.array(z.object({ label: z.string(), count: z.number().int() })) });
/** What a bulk action changed, and the ids it left as they were (already handled, or unknown). */
export const bulkAnswer = z.object({ success: z.literal(true), message: z.string(), changed: z.array(z.number().int()), skipped: z.array(z.number().int()) });

export const inboxPageAnswer = z.object({
  success: z.literal(true),
  callbackRequests: z.array(inboxRequest),
  pendingCount: z.number().int(),
  /** Requests of the source still waiting for their first answer past their deadline. */
  lateCount: z.number().int(),
  /** Requests of the source pending and assigned to the signed-in user, and pending assigned to nobody. */
  assignmentCounts: z.object({ mine: z.number().int(), unassigned: z.number().int() }),
  /** Requests of the source pending and snoozed at this moment, left out of `pendingCount` and `assignmentCounts`. */
  snoozedCount: z.number().int(),
  message: z.string(),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

/** GET /api/admin/callback-requests/response-times: the promises kept over the period, and what waits now. */
export const responseTimesAnswer = z.object({
  success: z.literal(true),
  days: z.number().int(),
  received: z.number().int(),
  answered: z.number().int(),
  onTime: z.number().int(),
  medianMinutes: z.number().int().nullable(),
  waiting: z.number().int(),
  late: z.number().int(),
  /** The same figures for each person who holds requests of the period (decision 0407), by name, nobody last. */
  byPerson: z.array(
    z.object({
      person: z.string().nullable(),
      received: z.number().int(),
      answered: z.number().int(),
      onTime: z.number().int(),
      medianMinutes: z.number().int().nullable(),
    }),
  ),
});

/** `pendingCount` for the source asked (all when none); `bySource` gives both at once, for the panel's one poll. */
export const pendingCountAnswer = z.object({
  success: z.literal(true),
  pendingCount: z.number().int(),
  bySource: z.object({ contact: z.number().int(), callback: z.number().int() }),
});

export const statusChangedAnswer = z.object({ success: z.literal(true), message: z.string(), callbackRequest: inboxRequest.optional() });

const count = z.number().int().nonnegative();
const activity = z.object({
  kind: z.enum(['contact', 'callback', 'prospect', 'alert']),
  /** The request (contact, callback) or prospect the entry opens; none for an alert. */
  id: z.number().int().optional(),
  name: z.string(),
  detail: z.string(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activity>;

export const dashboardAnswer = z.object({
  success: z.literal(true),
  stats: z.object({ users: count, prospects: count, chatbotRequests: count }),
  recentActivity: z.array(activity),
  /**
   * The reader's sales goal of the month, else the agency's (`owner` null), with the deals it counts won since the
   * month began and the value of those expected to close in it; null without a goal (docs/decisions/0468-goal-on-the-dashboard.md).
   */
  salesGoal: z.object({ owner: z.string().nullable(), target: z.number().int(), won: forecastSum, expected: z.number().int() }).nullable(),
  /** What the reader has to do today (docs/decisions/0479-my-day.md). */
  myDay: myDaySchema,
});
export type DashboardFigures = z.infer<typeof dashboardAnswer>;

const usage = z.object({ used: z.number(), total: z.number(), percentage: z.number() });

export const systemStatsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  users: count,
  apiKeys: count,
  blockedIPs: count,
  dbStatus: z.enum(['connected', 'disconnected']),
  serverInfo: z.object({
    version_de_node: z.string(),
    système: z.string(),
    hôte: z.string(),
    base_de_données: z.string(),
    en_service_depuis: z.string(),
    mémoire_du_serveur: z.object({ usage: z.number(), limit: z.number() }),
  }),
  apiStatus: z.record(z.string(), z.enum(['operational', 'degraded', 'down'])),
  resources: z.object({
    cpu: z.object({ usage: z.number(), load: z.array(z.number()), cores: count }),
    memory: usage,
    disk: usage.nullable(),
    network: z.object({ rx: z.number(), tx: z.number() }).nullable(),
  }),
  updatedAt: z.string(),
});
export type SystemStats = z.infer<typeof systemStatsAnswer>;

export const monitorStatusAnswer = z.object({ success: z.literal(true), status: z.object({ running: z.boolean() }) });

export const chatbotStatsAnswer = z.object({
  success: z.literal(true),
  apiKeys: z.object({ total: z.number(), totalUsage: z.number(), keys: z.array(z.never()) }),
  requests: z.object({
    recent: z.array(
      z.object({
        id: z.number(),
        date: z.string(),
        query: z.string(),
        source: z.string(),
        page: z.string(),
        responseTime: z.number(),
        tokens: z.number(),
      }),
    ),
    sourceStats: z.array(z.object({ source: z.string(), count: z.number() })),
    dailyStats: z.array(z.object({ date: z.string(), count: z.number() })),
    totalTokens: z.number(),
    commonQueries: z.array(z.object({ user_query: z.string(), count: z.number() })),
    /** Every stored question, and the days the daily chart covers. */
    total: z.number(),
    daysAnalyzed: z.number(),
    /** Beyond the spec: questions that found no page, most asked first. */
    unansweredQueries: z.array(z.object({ user_query: z.string(), count: z.number(), page: z.string(), lastAsked: z.string() })),
  }),
});

/** The OpenAPI 3 document of the API, generated from these schemas. */
export const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export const htmlPage = z.string().describe('Une page HTML');

/** One login attempt of the journal. */
export const loginEventSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  address: z.string(),
  success: z.boolean(),
  reason: z.enum(['bad-credentials', 'locked', 'bad-code']).nullable(),
  createdAt: z.string(),
});
export type LoginEvent = z.output<typeof loginEventSchema>;

export const loginJournalAnswer = z.object({ success: z.literal(true), hours: z.number(), events: z.array(loginEventSchema) });

/** A saved reply of the inbox, as GET and the writes of /api/admin/reply-templates answer it. */
export const replyTemplateView = z.object({
  id: z.number().int(),
  title: z.string(),
  subject: z.string(),
  body: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type ReplyTemplateView = z.output<typeof replyTemplateView>;
export const replyTemplatesAnswer = z.object({ success: z.literal(true), templates: z.array(replyTemplateView) });
export const replyTemplateAnswer = z.object({ success: z.literal(true), message: z.string(), template: replyTemplateView });

/** A blocked address of the inbox, as GET /api/admin/blocked-senders answers it (0579). */
export const blockedSenderView = z.object({ id: z.number().int(), email: z.string(), blockedBy: z.string().nullable(), blockedAt: z.string() });
export type BlockedSenderView = z.output<typeof blockedSenderView>;
export const blockedSendersAnswer = z.object({ success: z.literal(true), senders: z.array(blockedSenderView) });
/** POST /api/admin/blocked-senders: the address blocked and the waiting requests it cancelled. */
export const blockSenderAnswer = z.object({ success: z.literal(true), message: z.string(), email: z.string(), cancelled: z.array(z.number().int()) });

/** GET /api/admin/account/two-factor: the logged-in user's second factor (0457). */
export const twoFactorStatusAnswer = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});

/** POST /api/admin/account/two-factor/setup: the secret to scan (its otpauth:// address) or to type. */
export const twoFactorSetupAnswer = z.object({ success: z.literal(true), message: z.string(), secret: z.string(), uri: z.string() });

/** The recovery codes, shown once: after the second factor is confirmed, or renewed. */
export const recoveryCodesAnswer = z.object({ success: z.literal(true), message: z.string(), recoveryCodes: z.array(z.string()) });

/** GET /api/admin/account/sessions: the user's open sessions, the latest used first (docs/decisions/0461-open-sessions.md). */
export const openSessionsAnswer = z.object({
  success: z.literal(true),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      /** Null for a session opened before addresses were kept. */
      address: z.string().nullable(),
      /** 'Chrome 156 · Linux', null when the browser did not say. */
      device: z.string().nullable(),
      /** The session of the browser asking. */
      current: z.boolean(),
    }),
  ),
});

/** GET /api/admin/account/signature: the logged-in user's e-mail signature, '' for none (0467). */
export const emailSignatureAnswer = z.object({ success: z.literal(true), signature: z.string() });

/** GET /api/admin/account/calendar-feed: the user's calendar address, without its secret, null without one (0474). */
export const calendarFeedAnswer = z.object({
  success: z.literal(true),
  feed: z.object({ createdAt: z.string(), lastReadAt: z.string().nullable() }).nullable(),
});

/** POST /api/admin/account/calendar-feed: a new address, shown this once. */
export const calendarFeedCreatedAnswer = z.object({ success: z.literal(true), message: z.string(), url: z.string(), createdAt: z.string() });

/**
 * GET /api/admin/account/reminders: whether the user receives the e-mail reminders of their appointments (0494), at
 * which address (null without one), and whether the agency sends them at all.
 */
/** GET /api/admin/account/email: where the back-office writes to the caller, null when they gave none (0536). */
export const ownEmailAnswer = z.object({ success: z.literal(true), email: z.string().nullable() });
export const reminderPreferenceAnswer = z.object({ success: z.literal(true), enabled: z.boolean(), email: z.string().nullable(), agencyEnabled: z.boolean() });
