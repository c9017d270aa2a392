import type { RequestSource } from '../../../../domain/inbox';

/** Every cache key of the back-office, so invalidations name the same thing as the queries. */
export const adminKeys = {
  session: ['admin', 'session'] as const,
  pendingCount: (source: RequestSource) => ['admin', 'pending-count', source] as const,
  inbox: ['admin', 'inbox'] as const,
  inboxList: (filter: object) => ['admin', 'inbox', 'list', filter] as const,
  inboxTotals: (source: RequestSource | 'all') => ['admin', 'inbox', 'totals', source] as const,
  users: ['admin', 'users'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  systemStats: ['admin', 'system-stats'] as const,
};
