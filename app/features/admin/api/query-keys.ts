import type { RequestSource } from '../../../../domain/inbox';

/**
 * Every cache key of the back-office, so invalidations name the same thing as the queries. Keys nest:
 * invalidating `prospects.all` refreshes every list, detail, board and timeline under it.
 */
export const adminKeys = {
  all: ['admin'] as const,
  session: ['admin', 'session'] as const,
  pendingCounts: ['admin', 'pending-count'] as const,
  inbox: ['admin', 'inbox'] as const,
  inboxList: (filter: object) => ['admin', 'inbox', 'list', filter] as const,
  inboxTotals: (source: RequestSource | 'all') => ['admin', 'inbox', 'totals', source] as const,
  inboxLabels: ['admin', 'inbox', 'labels'] as const,
  conversation: (id: number) => ['admin', 'inbox', 'conversation', id] as const,
  replyTemplates: ['admin', 'inbox', 'reply-templates'] as const,
  responseTimes: ['admin', 'inbox', 'response-times'] as const,
  prospectLink: (requestId: number) => ['admin', 'inbox', 'prospect-link', requestId] as const,
  personSearch: (query: string) => ['admin', 'person-search', query] as const,
  users: ['admin', 'users'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  dashboardTrends: ['admin', 'dashboard', 'trends'] as const,
  dashboardFunnel: ['admin', 'dashboard', 'funnel'] as const,
  dashboardAudience: (period: object) => ['admin', 'dashboard', 'audience', period] as const,
  dashboardAudienceNow: ['admin', 'dashboard', 'audience-now'] as const,
  systemStats: ['admin', 'system-stats'] as const,
  systemMonitor: ['admin', 'system-monitor'] as const,
  prospects: {
    all: ['admin', 'prospects'] as const,
    list: (query: object) => ['admin', 'prospects', 'list', query] as const,
    detail: (id: number) => ['admin', 'prospects', 'detail', id] as const,
    board: ['admin', 'prospects', 'board'] as const,
    /** One view of the board: every deal ('all'), the session's own or those without an owner. */
    boardView: (owner: string) => ['admin', 'prospects', 'board', owner] as const,
    responseTimes: ['admin', 'prospects', 'response-times'] as const,
    lostReasons: ['admin', 'prospects', 'lost-reasons'] as const,
    labels: ['admin', 'prospects', 'labels'] as const,
    waitingCount: ['admin', 'prospects', 'waiting-count'] as const,
    timeline: (id: number) => ['admin', 'prospects', 'timeline', id] as const,
    duplicates: (id: number) => ['admin', 'prospects', 'duplicates', id] as const,
    duplicateGroups: ['admin', 'prospects', 'duplicate-groups'] as const,
    /** The prospects holding one address, looked up while a new one is typed. */
    matching: (typed: { email: string; telephone: string; nom: string }) => ['admin', 'prospects', 'matching', typed] as const,
    /** The board's moves, as mutations: a move knows whether another one is still on its way. */
    move: ['admin', 'prospects', 'move'] as const,
  },
  trackingLinks: {
    all: ['admin', 'tracking-links'] as const,
    list: (search: string) => ['admin', 'tracking-links', 'list', search] as const,
    statistics: ['admin', 'tracking-links', 'statistics'] as const,
    linkStats: (id: number, period: object) => ['admin', 'tracking-links', 'stats', id, period] as const,
    campaignStats: (period: object) => ['admin', 'tracking-links', 'campaigns', period] as const,
    spends: (campaign: string) => ['admin', 'tracking-links', 'spends', campaign] as const,
  },
  qrCodes: ['admin', 'qr-codes'] as const,
  businessCards: ['admin', 'business-cards'] as const,
  settings: ['admin', 'settings'] as const,
  redirectDomains: ['admin', 'settings', 'redirect-domains'] as const,
  apiKeys: ['admin', 'api-keys'] as const,
  loginJournal: ['admin', 'login-journal'] as const,
  retention: ['admin', 'retention'] as const,
  backups: ['admin', 'backups'] as const,
  notifications: ['admin', 'notifications'] as const,
  improvements: ['admin', 'improvements'] as const,
  chatbotStats: ['admin', 'chatbot-stats'] as const,
  errorReports: (days: number) => ['admin', 'error-reports', days] as const,
  aiModels: ['admin', 'ai-models'] as const,
  databaseConnections: ['admin', 'database-connections'] as const,
  environments: ['admin', 'environments'] as const,
  git: {
    history: ['admin', 'git-history'] as const,
    compact: ['admin', 'git-compact'] as const,
    summary: (days: number) => ['admin', 'git-summary', days] as const,
  },
  seo: {
    sitemapInfo: ['admin', 'seo', 'sitemap-info'] as const,
    sitemapStats: ['admin', 'seo', 'sitemap-stats'] as const,
    pages: ['admin', 'seo', 'pages'] as const,
    documents: ['seo-documents'] as const,
    markdown: (path: string | null) => ['markdown', path] as const,
  },
  /** A document or persona file of the resources panels. */
  resource: (path: string | null) => ['resource', path] as const,
};
