import type { Generated } from 'kysely';
import type { EmailDelivery } from '../../domain/email-delivery';
import type { AttachmentType } from '../../domain/email-attachments';

/** The campaign that brought a lead (docs/decisions/0280-campaign-attribution.md); all null without one. */
export interface CampaignColumns {
  campaignSource: string | null;
  campaignMedium: string | null;
  campaignName: string | null;
  campaignCode: string | null;
}

/** Contact messages and callback requests share one table (back-office §3). */
export interface CallbackRequestTable extends CampaignColumns {
  id: Generated<number>;
  source: 'contact' | 'callback';
  name: string;
  email: string;
  phone: string;
  company: string;
  preferredTime: string | null;
  status: 'pending' | 'completed' | 'cancelled';
  notes: string;
  createdAt: string;
  processedAt: string | null;
  processedBy: string | null;
  /** The admin user following the request up, if any. */
  assignee: string | null;
  /** Name, e-mail, company and message folded like the prospects' (domain/prospects/search-text.ts). */
  searchText: Generated<string>;
  /** When the first answer is due, set on arrival (domain/response-promises.ts). */
  responseDueAt: string | null;
  /** The first reply e-mailed to the visitor or the processing, whichever came first. */
  firstAnsweredAt: string | null;
  /** When the alert of a deadline near or past went out; claimed by one instance. */
  responseAlertAt: string | null;
  /** The id the visitor's browser gave the form it sent, so that sending it again stores nothing new. */
  submissionId: Generated<string | null>;
  /** A pending request set aside until this instant (ISO, UTC): out of the waiting views until then. */
  snoozedUntil: Generated<string | null>;
  /** Its labels written ',devis,urgent,', '' without any (domain/labels.ts). */
  labels: Generated<string>;
  /** While its arrival e-mails are not recorded done, the moment they count as interrupted (0546); null once done. */
  arrivalMailsDueAt: Generated<string | null>;
}

/** A reply e-mailed to the visitor or an internal note, in the thread of one request. */
export interface RequestMessageTable {
  id: Generated<number>;
  requestId: number;
  /** 'received': a reply the person sent to one of the thread's e-mails, its sender as author. */
  kind: 'reply' | 'note' | 'received';
  author: string;
  subject: string;
  body: string;
  /** The address a reply went to; null for a note. */
  recipient: string | null;
  /** How the reply's e-mail went: 'sending', 'sent' or 'failed'; null for a note. */
  delivery: EmailDelivery | null;
  createdAt: string;
  /** The Message-ID a reply left with, or a received reply's own; null for a note. */
  messageId: string | null;
  /** When a note's author last changed it; null otherwise. */
  editedAt: string | null;
  /** 1 for a 'received' message a program wrote (an absence message, 0557): it reopens nothing and waits for no answer. */
  automatic: Generated<number>;
  /** How many times a reply's e-mail was tried (0545). */
  deliveryAttempts: Generated<number>;
  /**
   * When the reply's e-mail is looked at again (0545): 'failed', a refused acknowledgement's next attempt; 'sending',
   * the moment it is taken as interrupted. Null otherwise.
   */
  retryAt: Generated<string | null>;
  /** For a 'received' message that brought its request back (0435), what it undid, as JSON (`ReplyReturnedFrom`, 0580). */
  returnedFrom: Generated<string | null>;
}

/** A saved reply of the inbox: its title (and the folded form that keeps it unique), subject and text. */
export interface ReplyTemplateTable {
  id: Generated<number>;
  title: string;
  titleKey: string;
  subject: string;
  body: string;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An address whose contact messages and callback requests arrive cancelled, stored lower case (0579). */
export interface BlockedSenderTable {
  id: Generated<number>;
  email: string;
  blockedBy: string | null;
  createdAt: string;
}

interface AdminUserTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  /** Comma-separated roles, e.g. 'ROLE_ADMIN'. */
  roles: string;
  lastLogin: string | null;
  createdAt: string;
  /** Set while the user is absent: the automatic assignment passes them by. */
  awaySince: Generated<string | null>;
  /** The Paris day the absent user comes back; null without one. */
  awayUntil: Generated<string | null>;
  /** Where the user is told what a colleague assigns them, the notes naming them and their follow-ups; null without one (decisions 0443-0445). */
  email: Generated<string | null>;
  /** The authenticator's base32 secret once the second factor is on; null without it (0457). */
  totpSecret: Generated<string | null>;
  /** The secret shown while the user sets the second factor up, until a code of it is confirmed. */
  totpPendingSecret: Generated<string | null>;
  totpEnabledAt: Generated<string | null>;
  /** The 30-second step of the last code accepted: a code is good once. */
  totpLastStep: Generated<number | null>;
  /** The user's monthly sales goal in euros, 0 for none (0463). */
  monthlyWonGoal: Generated<number>;
  /** Added under the replies and e-mails the user sends, '' for none (0467). */
  emailSignature: Generated<string>;
  /** 1 while the user receives the e-mail reminders of their appointments, 0 once they turned them off (0494). */
  actionReminderEmails: Generated<number>;
  /** The SHA-256 of the user's private calendar address, null without one (0474). */
  calendarTokenHash: Generated<string | null>;
  calendarCreatedAt: Generated<string | null>;
  /** When a calendar last read the address. */
  calendarReadAt: Generated<string | null>;
}

/** An address redirected to a page of the site from the back-office (0465). */
/** An appointment recalled by e-mail to its user (docs/decisions/0494-action-reminder-emails.md), once per instant it is due. */
export interface ActionReminderTable {
  id: Generated<number>;
  /** A deal's action, a callback's slot, or a request's return from a snooze (0510). */
  kind: 'action' | 'callback' | 'returning';
  /** The prospect's or the request's id. */
  itemId: number;
  dueAt: string;
  username: string;
  sentAt: string;
}

/** docs/decisions/0487-satisfaction-surveys.md */
export interface SatisfactionSurveyTable {
  id: Generated<number>;
  requestId: number;
  tokenHash: string;
  /** Who the visitor dealt with: the request's assignee, else who processed it. */
  person: string | null;
  sentAt: string;
  delivery: string;
  rating: number | null;
  comment: Generated<string>;
  answeredAt: string | null;
  /** How many times its e-mail was tried (0545). */
  deliveryAttempts: Generated<number>;
  /** As `RequestMessageTable.retryAt`: a refused survey's next attempt, or when a send is taken as interrupted. */
  retryAt: Generated<string | null>;
  /** The hash of the link of a sending a stopped server interrupted, still answered once sent again (0548). */
  earlierTokenHash: Generated<string | null>;
}

export interface SiteRedirectTable {
  id: Generated<number>;
  fromPath: string;
  toPath: string;
  createdAt: string;
  createdBy: string | null;
  /** Visitors sent on, robots and prefetches left out (0466). */
  uses: Generated<number>;
  lastUsedAt: string | null;
}

/** A recovery code of a user's second factor, as its SHA-256; used once (0457). */
export interface AdminRecoveryCodeTable {
  id: Generated<number>;
  username: string;
  codeHash: string;
  usedAt: string | null;
}

/** A sales lead (back-office §3); super-assistant leads keep their score and analysis. */
export interface ProspectTable extends CampaignColumns {
  id: Generated<number>;
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  entreprise: string;
  fonction: string;
  source: string;
  dateAjout: string;
  statut: string;
  /** 0 or 1: SQLite has no boolean. */
  isContacted: number;
  commentaire: string;
  leadScore: number | null;
  leadBand: string | null;
  /** JSON text: sector, needs, detected tools, workflow… */
  details: string | null;
  /** Names, e-mail, company and phone folded to lower case without accents (domain/prospects/search-text.ts). */
  searchText: Generated<string>;
  /** The contact message or callback request this prospect was created from. */
  inboxRequestId: number | null;
  updatedAt: string | null;
  /** The admin user following the prospect up. */
  owner: Generated<string | null>;
  /** The next action's day (YYYY-MM-DD) and what it is; overdue once the day has passed. */
  nextActionAt: Generated<string | null>;
  nextActionLabel: Generated<string>;
  /** The next action's hour in Paris ('HH:MM'); null for an action of the whole day. */
  nextActionTime: Generated<string | null>;
  /** The next action's kind (domain/prospects/next-action.ts: 'appel', 'reunion'…); null when none was stated. */
  nextActionType: Generated<string | null>;
  /** Whole euros the deal is expected to bring; null when nobody has estimated it. */
  estimatedValue: Generated<number | null>;
  /** The day ('AAAA-MM-JJ') the deal is expected to close; null when nobody has said. */
  expectedCloseAt: Generated<string | null>;
  /** A super-assistant lead's contact deadline by its band (domain/response-promises.ts); null for the others. */
  responseDueAt: Generated<string | null>;
  /** When the lead was first reached: marked contacted, or moved to a status that says so. */
  firstAnsweredAt: Generated<string | null>;
  /** When the alert of a deadline near or past went out; claimed by one instance. */
  responseAlertAt: Generated<string | null>;
  /** Why the deal was lost (domain/prospects/lost-reasons.ts) and when it moved to 'Inactif'; null otherwise. */
  lostReason: Generated<string | null>;
  lostAt: Generated<string | null>;
  /** When the deal moved to 'Client' (won); null otherwise. */
  wonAt: Generated<string | null>;
  /** The id the visitor's browser gave the lead form it sent; unique, null for the prospects made otherwise. */
  submissionId: Generated<string | null>;
  /** Its labels written ',devis,urgent,', '' without any (domain/labels.ts). */
  labels: Generated<string>;
  /** Its phone number in the form duplicates are found by (domain/prospects/phone-key.ts); '' without one. */
  phoneKey: Generated<string>;
  /** A super-assistant lead's arrival e-mails not recorded done: the moment they count as interrupted (0546). */
  arrivalMailsDueAt: Generated<string | null>;
}

/** Something that happened to a prospect: a status, owner or next-action change, by whom. */
export interface ProspectActivityTable {
  id: Generated<number>;
  prospectId: number;
  kind: 'status' | 'owner' | 'next-action' | 'value' | 'close-date' | 'edit';
  detail: string;
  author: string | null;
  createdAt: string;
  /** A move's status left and status entered (kind 'status'); null on every other entry, a lost reason's change included. */
  fromStatus: string | null;
  toStatus: string | null;
}

/** An e-mail written to a prospect from its record, stored before it is sent. */
export interface ProspectEmailTable {
  id: Generated<number>;
  prospectId: number;
  author: string;
  recipient: string;
  subject: string;
  body: string;
  delivery: EmailDelivery;
  createdAt: string;
  /** The Message-ID it left with, which a reply names; null for those written before replies were kept. */
  messageId: string | null;
  /** The follow-up asked with it, in days, planned when it leaves (0459); null without one. */
  followUpDays: Generated<number | null>;
  followUpTime: Generated<string | null>;
  /** When it leaves, if its author scheduled it (0472): 'scheduled' until then; null for one sent at once. */
  sendAt: Generated<string | null>;
  /** How many times it was tried (0545). */
  deliveryAttempts: Generated<number>;
  /** As `RequestMessageTable.retryAt`: a refused acknowledgement's next attempt, or when a send is taken as interrupted. */
  retryAt: Generated<string | null>;
}

/** An internal note written in a prospect's record (docs/decisions/0449-prospect-notes.md). */
export interface ProspectNoteTable {
  id: Generated<number>;
  prospectId: number;
  author: string;
  body: string;
  createdAt: string;
  /** When its author last changed it; null otherwise. */
  editedAt: string | null;
}

export interface ProspectEmailReplyTable {
  id: Generated<number>;
  prospectId: number;
  /** The written e-mail it answers; null once that one is gone. */
  emailId: number | null;
  /** 'Name <address>' as the reply gave it. */
  sender: string;
  subject: string;
  body: string;
  messageId: string;
  receivedAt: string;
  /** 1 for a message a program wrote (an absence message, 0557): the prospect waits for no answer. */
  automatic: Generated<number>;
}

export interface ChatbotRequestTable {
  id: Generated<number>;
  query: string;
  page: string;
  /** Answer source: api, exact_cache, similar_cache, predefined, local, fallback, fallback_content. */
  source: string;
  responseTimeMs: number;
  tokens: number;
  createdAt: string;
}

export interface AnalyticsEventTable {
  id: Generated<number>;
  name: string;
  page: string;
  funnelStage: string;
  /** Hash of a daily salt, the address and the user agent: no cookie, no stable identifier. */
  visitorKey: string;
  /** JSON text of the event's extra fields. */
  properties: string;
  createdAt: string;
}

/** One site-wide setting; values are text ('1'/'0' for switches). */
interface SiteSettingTable {
  key: string;
  value: string;
  updatedAt: string;
  /** Username of the admin who last changed it; null for a value no admin set. */
  updatedBy: string | null;
}

/** One change of a setting: who, when, from what to what. */
interface SettingsChangeTable {
  id: Generated<number>;
  key: string;
  oldValue: string | null;
  newValue: string;
  changedBy: string;
  changedAt: string;
}

/** One login attempt, successful (1) or not (0); reason says why it failed. */
interface LoginEventTable {
  id: Generated<number>;
  username: string;
  address: string;
  success: number;
  reason: string | null;
  createdAt: string;
}

/** A stretch of time during which a machine's CPU stayed above the alert threshold. */
interface CpuAlertEpisodeTable {
  id: Generated<number>;
  host: string;
  startedAt: string;
  samplesAbove: number;
  peakUsage: number;
  threshold: number;
  alertedAt: string | null;
  recipient: string | null;
  endedAt: string | null;
}

/** A browser session of an admin user; only the SHA-256 of its token is stored. */
interface AdminSessionTable {
  id: Generated<number>;
  tokenHash: string;
  username: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** The address and the browser's User-Agent (300 characters at most) it was opened from; null before 0461. */
  address: Generated<string | null>;
  userAgent: Generated<string | null>;
}

/** A link sent to reset a forgotten password: the SHA-256 of its secret, good until `expiresAt` and once (0462). */
export interface PasswordResetTable {
  id: Generated<number>;
  username: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** An admin API token sent in X-API-KEY; only its SHA-256 is stored. */
interface AdminApiTokenTable {
  id: Generated<number>;
  tokenHash: string;
  username: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string;
  revokedAt: string | null;
}

/** Failed logins per address ('ip:…') or per username ('user:…'). */
interface LoginThrottleTable {
  key: string;
  failures: number;
  windowStartedAt: string;
  lockedUntil: string | null;
}

/** An on/off switch shared by every instance, e.g. 'system-monitor'; enabled is 0 or 1. */
interface AdminSwitchTable {
  key: string;
  enabled: number;
  changedBy: string | null;
  changedAt: string;
}

/** A campaign link: /t/{trackingCode} redirects to the home page with its UTM parameters and counts. */
export interface TrackingLinkTable {
  id: Generated<number>;
  trackingCode: string;
  clientName: string;
  description: string;
  campaign: string;
  source: string;
  medium: string;
  /** Lower-case, accent-free copy of the searchable fields, so search behaves the same on both databases. */
  searchText: string;
  clickCount: Generated<number>;
  /** Visits through the link's QR code (marked ?qr=1), kept apart from clicks. */
  scanCount: Generated<number>;
  /** 0 or 1. */
  isActive: number;
  /** A path of this site or an allowed https address; '' sends the visitor to the home page. */
  destination: Generated<string>;
  /** ISO instant after which the link goes to the home page uncounted; null never expires. */
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One counted visit of a tracking link: no address and no user agent are stored. */
interface TrackingLinkClickTable {
  id: Generated<number>;
  linkId: number;
  kind: 'click' | 'scan';
  /** YYYY-MM-DD, the Paris day of `createdAt` (0531). */
  day: string;
  createdAt: string;
  /** A hash under a salt drawn each day and kept in memory only: counts the day's unique visitors. */
  visitorKey: string | null;
  /** Host of the page the visit came from, null without one. */
  referrer: string | null;
  device: 'mobile' | 'tablet' | 'desktop' | null;
}

/** A saved QR code with its settings and its PNG as a data URL (back-office §3). */
export interface QrCodeTable {
  id: Generated<number>;
  name: string;
  url: string;
  fgColor: string;
  bgColor: string;
  size: number;
  margin: number;
  /** 0 or 1. */
  includeLogo: number;
  logoSize: number;
  errorLevel: 'L' | 'M' | 'Q' | 'H';
  borderSize: number;
  image: string;
  /** The tracking link whose scan address the code encodes, if it was made from one. */
  trackingLinkId: number | null;
  createdAt: string;
}

/** A person whose business cards the back-office shows (back-office §2.9, §3). */
interface BusinessCardOwnerTable {
  id: Generated<number>;
  /** Names the owner's folder under /resources/business-cards/. */
  slug: string;
  name: string;
  title: string;
  position: number;
  createdAt: string;
}

/** The recto or verso of an owner's main card. */
interface BusinessCardFaceTable {
  id: Generated<number>;
  ownerId: number;
  side: 'recto' | 'verso';
  path: string;
}

/** An alternative design of an owner's card. */
interface BusinessCardIterationTable {
  id: Generated<number>;
  ownerId: number;
  name: string;
  path: string;
  versoPath: string | null;
}

/** One periodic job: the instance holding it until leaseUntil runs it; nobody runs it before nextRunAt. */
interface JobLeaseTable {
  name: string;
  holder: string | null;
  leaseUntil: string;
  nextRunAt: string;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastError: string | null;
}

/** One retention purge and how many rows of each kind it removed. */
export interface RetentionPurgeTable {
  id: Generated<number>;
  ranAt: string;
  contactCutoff: string;
  navigationCutoff: string;
  contactRequests: number;
  prospects: number;
  analyticsEvents: number;
  chatbotRequests: number;
  /** 'schedule' (the daily job) or the username of the admin who ran it. */
  triggeredBy: string;
}

/** A server error (origin 'server') or a browser's report (origin 'client'), kept 30 days. */
export interface ErrorReportTable {
  id: Generated<number>;
  origin: 'server' | 'client';
  /** server: 'http-500'…; client: 'render-crash', 'script-error', 'unhandled-rejection', 'redirect-loop'. */
  kind: string;
  message: string;
  /** Stack or extra context, already bounded. */
  detail: string;
  /** The page (client) or the method and path (server). */
  page: string;
  userAgent: string;
  createdAt: string;
}

/** An e-mail of the back-office's own the mail server did not take at once, kept until an attempt sends it. */
export interface OutgoingEmailTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  priority: 'high' | 'normal' | null;
  replyTo: string | null;
  messageId: string | null;
  /** Attempts made, the first one included. */
  attempts: number;
  nextAttemptAt: string;
  /** An attempt in progress holds the row until then, so two instances never send it at once. */
  lockedUntil: string;
  createdAt: string;
}

/** One lead event for the notification webhook, retried with backoff until delivered or given up. */
export interface WebhookDeliveryTable {
  id: Generated<number>;
  /** Sent as X-Webhook-Id, so a receiver can drop a repeat. */
  eventId: string;
  event: string;
  url: string;
  /** The JSON body, signed as sent. */
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: Generated<number>;
  nextAttemptAt: string;
  /** An attempt in progress holds the row until then, so two instances never send it at once. */
  lockedUntil: string;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

/** What the agency spent on a campaign (its `utm_campaign`) on a day, in whole euros. */
export interface CampaignSpendTable {
  id: Generated<number>;
  campaign: string;
  day: string;
  amount: number;
  label: string;
  createdBy: string;
  createdAt: string;
}

/**
 * A file of one e-mail: a request's reply or the person's answer (both request messages), an e-mail written to a
 * prospect, or the prospect's answer; exactly one of the three keys is set.
 */
export interface EmailAttachmentTable {
  id: Generated<number>;
  requestMessageId: number | null;
  prospectEmailId: number | null;
  prospectEmailReplyId: number | null;
  name: string;
  /** What its first bytes say it is (domain/email-attachments.ts). */
  contentType: AttachmentType;
  size: number;
  content: Buffer;
  createdAt: string;
}

export interface DB {
  callbackRequests: CallbackRequestTable;
  satisfactionSurveys: SatisfactionSurveyTable;
  actionReminders: ActionReminderTable;
  adminUsers: AdminUserTable;
  prospects: ProspectTable;
  chatbotRequests: ChatbotRequestTable;
  analyticsEvents: AnalyticsEventTable;
  siteSettings: SiteSettingTable;
  adminSessions: AdminSessionTable;
  adminApiTokens: AdminApiTokenTable;
  loginThrottles: LoginThrottleTable;
  adminSwitches: AdminSwitchTable;
  trackingLinks: TrackingLinkTable;
  trackingLinkClicks: TrackingLinkClickTable;
  qrCodes: QrCodeTable;
  businessCardOwners: BusinessCardOwnerTable;
  businessCardFaces: BusinessCardFaceTable;
  businessCardIterations: BusinessCardIterationTable;
  jobLeases: JobLeaseTable;
  retentionPurges: RetentionPurgeTable;
  errorReports: ErrorReportTable;
  settingsChanges: SettingsChangeTable;
  loginEvents: LoginEventTable;
  webhookDeliveries: WebhookDeliveryTable;
  outgoingEmails: OutgoingEmailTable;
  requestMessages: RequestMessageTable;
  replyTemplates: ReplyTemplateTable;
  blockedSenders: BlockedSenderTable;
  prospectActivities: ProspectActivityTable;
  prospectEmails: ProspectEmailTable;
  prospectEmailReplies: ProspectEmailReplyTable;
  prospectNotes: ProspectNoteTable;
  campaignSpends: CampaignSpendTable;
  adminRecoveryCodes: AdminRecoveryCodeTable;
  siteRedirects: SiteRedirectTable;
  passwordResets: PasswordResetTable;
  cpuAlertEpisodes: CpuAlertEpisodeTable;
  emailAttachments: EmailAttachmentTable;
}
