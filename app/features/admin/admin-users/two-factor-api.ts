import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { recoveryCodesAnswer, twoFactorSetupAnswer, twoFactorStatusAnswer } from '../../../../domain/api/admin-answers';
import type { messageAnswer } from '../../../../domain/api/answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';

const BASE = '/api/admin/account/two-factor';

/** The logged-in user's second factor (docs/decisions/0457-two-factor-login.md). */
export function useTwoFactorStatus() {
  return useQuery({ queryKey: adminKeys.twoFactor, queryFn: () => adminFetch<Answer<typeof twoFactorStatusAnswer>>(BASE), retry: false });
}

/** A new secret to scan; kept aside by the server until a code of it is confirmed. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: () => adminFetch<Answer<typeof twoFactorSetupAnswer>>(`${BASE}/setup`, { method: 'POST' }) });
}

/** The steps that take a code of the application: turning it on, new recovery codes, turning it off. */
type CodeStep = 'confirm' | 'recovery-codes' | 'disable';

export function useTwoFactorStep<S extends CodeStep>(step: S) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      adminFetch<Answer<S extends 'disable' ? typeof messageAnswer : typeof recoveryCodesAnswer>>(`${BASE}/${step}`, { method: 'POST', body: { code } }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.twoFactor], others: [adminKeys.users] }),
  });
}

/** An administrator turns a colleague's second factor off: their phone lost, their next login asks the password only. */
export function useResetTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => adminFetch<Answer<typeof messageAnswer>>(`/api/admin/users/${encodeURIComponent(username)}/two-factor`, { method: 'DELETE' }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.users] }),
  });
}
