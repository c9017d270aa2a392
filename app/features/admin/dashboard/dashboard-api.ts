import { useQuery } from '@tanstack/react-query';
import { adminFetch } from '../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

export interface Activity {
  kind: 'contact' | 'callback' | 'prospect' | 'alert';
  name: string;
  detail: string;
  createdAt: string;
}

export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: () =>
      adminFetch<{ stats: { users: number; prospects: number; chatbotRequests: number }; recentActivity: Activity[] }>(
        '/api/admin/dashboard',
      ),
    retry: false,
  });
}
