import { useQuery } from '@tanstack/react-query';
import { adminFetch } from '../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

export interface SystemStats {
  success: boolean;
  message: string;
  users: number;
  apiKeys: number;
  blockedIPs: number;
  dbStatus: string;
  serverInfo: Record<string, unknown>;
  apiStatus: Record<string, string>;
  resources: {
    cpu: { usage: number; load: number[]; cores: number };
    memory: { used: number; total: number; percentage: number };
    disk: { used: number; total: number; percentage: number } | null;
    network: { rx: number; tx: number } | null;
  };
  updatedAt: string;
}

export const STATS_POLL_MS = 2000;

/** GET /api/admin/system-stats; polled every 2 s while the monitor runs (back-office §7, §9). */
export function useSystemStats(live: boolean) {
  return useQuery({
    queryKey: adminKeys.systemStats,
    queryFn: () => adminFetch<SystemStats>('/api/admin/system-stats'),
    refetchInterval: live ? STATS_POLL_MS : false,
    retry: false,
  });
}
