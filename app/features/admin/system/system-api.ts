import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { monitorStatusAnswer, SystemStats } from '../../../../domain/api/admin-answers';
import type { messageAnswer } from '../../../../domain/api/answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

const STATS_POLL_MS = 2000;

/** GET /api/admin/system-stats; polled every 2 s while the monitor runs (back-office §7, §9). */
export function useSystemStats(live: boolean) {
  return useQuery({
    queryKey: adminKeys.systemStats,
    queryFn: () => adminFetch<SystemStats>('/api/admin/system-stats'),
    refetchInterval: live ? STATS_POLL_MS : false,
    retry: false,
  });
}

const MONITOR_POLL_MS = 5000;

/** GET /api/admin/system-monitor/status, polled every 5 s; failures are silent (back-office §7). */
export function useMonitorStatus() {
  return useQuery({
    queryKey: adminKeys.systemMonitor,
    queryFn: async () => (await adminFetch<Answer<typeof monitorStatusAnswer>>('/api/admin/system-monitor/status')).status.running,
    refetchInterval: MONITOR_POLL_MS,
    retry: false,
  });
}

/** POST …/start or …/stop; on success the figures refresh one second later. */
export function useMonitorAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'start' | 'stop') => adminFetch<Answer<typeof messageAnswer>>(`/api/admin/system-monitor/${action}`, { method: 'POST' }),
    onSuccess: (_body, action) => {
      client.setQueryData(adminKeys.systemMonitor, action === 'start');
      window.setTimeout(() => void client.invalidateQueries({ queryKey: adminKeys.systemStats }), 1000);
    },
  });
}
