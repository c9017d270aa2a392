import { useQuery } from '@tanstack/react-query';
import type { sessionAnswer } from '../../../../domain/api/admin-answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

/** The answer of GET /api/admin/session, as the route declares it. */
export type AdminSessionAnswer = Answer<typeof sessionAnswer>;

/** The logged-in user and roles (GET /api/admin/session), cached once for the whole panel. */
export function useAdminSession() {
  return useQuery({ queryKey: adminKeys.session, queryFn: () => adminFetch<AdminSessionAnswer>('/api/admin/session'), retry: false });
}

/**
 * The one place that decides whether the back-office may change anything: ROLE_USER reads, ROLE_ADMIN writes
 * (back-office §6, docs/decisions/0330-read-only-mode.md). False until the session is known, so a reader never
 * sees an enabled action even for an instant.
 */
export function useCanWrite(): boolean {
  return useAdminSession().data?.user.roles.includes('ROLE_ADMIN') ?? false;
}
