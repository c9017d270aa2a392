import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { adminUsersAnswer } from '../../../../domain/api/admin-answers';
import type { messageAnswer } from '../../../../domain/api/answers';
import { usernameFormatProblem, type AdminRole } from '../../../../domain/validation/admin-user-schema';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { nameCheck } from '../api/name-check';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';
import { errorMessage } from '../../../api/error-message';
import { notify } from '../ui/notify';

export type AdminUser = Answer<typeof adminUsersAnswer>['users'][number];

/** The new user's name, checked as it is typed (decision 0520). */
export const checkNewUsername = nameCheck('/api/admin/users/username-check', 'username', (typed) => typed.trim(), usernameFormatProblem);

export function useAdminUsers() {
  return useQuery({
    queryKey: adminKeys.users,
    queryFn: async () => (await adminFetch<Answer<typeof adminUsersAnswer>>('/api/admin/users')).users,
    retry: false,
  });
}

/** `email`: where the user's own notices go, '' for none (decisions 0443-0445); `monthlyWonGoal`: euros, 0 for none (0463). */
type Save =
  | { mode: 'add'; username: string; password: string; roles: AdminRole[]; email: string; monthlyWonGoal: number }
  | { mode: 'edit'; username: string; password?: string; roles: AdminRole[]; email: string; monthlyWonGoal: number };

export function useSaveAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: Save) =>
      save.mode === 'add'
        ? adminFetch<Answer<typeof messageAnswer>>('/api/admin/users', {
            method: 'POST',
            body: { username: save.username, password: save.password, roles: save.roles, email: save.email, monthlyWonGoal: save.monthlyWonGoal },
          })
        : adminFetch<Answer<typeof messageAnswer>>(`/api/admin/users/${encodeURIComponent(save.username)}`, {
            method: 'PUT',
            body: { ...(save.password ? { password: save.password } : {}), roles: save.roles, email: save.email, monthlyWonGoal: save.monthlyWonGoal },
          }),
    onSuccess: () => {
      // The board and the dashboard show each user's goal (0463, 0468).
      return reloadAfterWrite(client, { shown: [adminKeys.users], others: [adminKeys.prospects.board, adminKeys.dashboard] });
    },
  });
}

export function useDeleteAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (username: string) =>
      adminFetch<Answer<typeof messageAnswer>>(`/api/admin/users/${encodeURIComponent(username)}`, { method: 'DELETE' }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.users] }),
  });
}

/** Marks a user absent, until a return day or without one, or available again (docs/decisions/0408-availability.md, 0412). */
export function useSetAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ username, away, until = null }: { username: string; away: boolean; until?: string | null }) =>
      adminFetch<Answer<typeof messageAnswer>>(`/api/admin/users/${encodeURIComponent(username)}/availability`, {
        method: 'PUT',
        body: away && until ? { away, until } : { away },
      }),
    // Said here rather than by the caller: a table row re-rendered by the refetch could miss its own callback.
    onSuccess: (body) => {
      notify('success', body.message);
      // The users' table and the header's switch (read from the session) both follow.
      return reloadAfterWrite(client, { shown: [adminKeys.users, adminKeys.session] });
    },
    onError: (error) => notify('error', errorMessage(error, 'Erreur lors du changement de disponibilité')),
  });
}

/** A user as the lists of people to choose from name them: an absent one says so. */
export const userChoiceLabel = (user: AdminUser) => (user.awaySince ? `${user.username} (absent)` : user.username);
