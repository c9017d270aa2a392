import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { reminderPreferenceAnswer } from '../../../../domain/api/admin-answers';
import type { messageAnswer } from '../../../../domain/api/answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';

const URL = '/api/admin/account/reminders';

/** Whether the logged-in user receives the e-mail reminders of their appointments (docs/decisions/0494). */
export function useReminderPreference() {
  return useQuery({ queryKey: adminKeys.reminderPreference, queryFn: () => adminFetch<Answer<typeof reminderPreferenceAnswer>>(URL) });
}

export function useSetReminderPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => adminFetch<Answer<typeof messageAnswer>>(URL, { method: 'PUT', body: { enabled } }),
    // The switch shows the choice as soon as it is saved, without waiting for the read that follows.
    onSuccess: (_, enabled) => {
      client.setQueryData<Answer<typeof reminderPreferenceAnswer>>(adminKeys.reminderPreference, (old) => (old ? { ...old, enabled } : old));
      return reloadAfterWrite(client, { shown: [adminKeys.reminderPreference] });
    },
  });
}
