import type { Generated } from 'kysely';

/** Contact messages and callback requests share one table (back-office §3). */
export interface CallbackRequestTable {
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
}

export interface AdminUserTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  /** Comma-separated roles, e.g. 'ROLE_ADMIN'. */
  roles: string;
  lastLogin: string | null;
  createdAt: string;
}

/** A sales lead (back-office §3); super-assistant leads keep their score and analysis. */
export interface ProspectTable {
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
export interface SiteSettingTable {
  key: string;
  value: string;
  updatedAt: string;
  /** Username of the admin who last changed it; null for a value no admin set. */
  updatedBy: string | null;
}

/** One change of a setting: who, when, from what to what. */
export interface SettingsChangeTable {
  id: Generated<number>;
  key: string;
  oldValue: string | null;
  newValue: string;
  changedBy: string;
  changedAt: string;
}

/** One login attempt, successful (1) or not (0); reason says why it failed. */
export interface LoginEventTable {
  id: Generated<number>;
  username: string;
  address: string;
  success: number;
  reason: string | null;
  createdAt: string;
}

/** A stretch of time during which a machine's CPU stayed above the alert threshold. */
export interface CpuAlertEpisodeTable {
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
export interface AdminSessionTable {
  id: Generated<number>;
  tokenHash: string;
  username: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** An admin API token sent in X-API-KEY; only its SHA-256 is stored. */
export interface AdminApiTokenTable {
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
export interface LoginThrottleTable {
  key: string;
  failures: number;
  windowStartedAt: string;
  lockedUntil: string | null;
}

/** An on/off switch shared by every instance, e.g. 'system-monitor'; enabled is 0 or 1. */
export interface AdminSwitchTable {
  key: string;
  enabled: number;
  changedBy: string | null;
  changedAt: string;
}

export interface DB {
  callbackRequests: CallbackRequestTable;
  adminUsers: AdminUserTable;
  prospects: ProspectTable;
  chatbotRequests: ChatbotRequestTable;
  analyticsEvents: AnalyticsEventTable;
  siteSettings: SiteSettingTable;
  adminSessions: AdminSessionTable;
  adminApiTokens: AdminApiTokenTable;
  loginThrottles: LoginThrottleTable;
  adminSwitches: AdminSwitchTable;
  settingsChanges: SettingsChangeTable;
  loginEvents: LoginEventTable;
  cpuAlertEpisodes: CpuAlertEpisodeTable;
}
