import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { emailSignatureAnswer } from '../../../../domain/api/admin-answers';
import type { messageAnswer } from '../../../../domain/api/answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';

const URL = '/api/admin/account/signature';

/** The logged-in user's e-mail signature (docs/decisions/0467-email-signatures.md). */
export function useOwnSignature() {
  return useQuery({ queryKey: adminKeys.signature, queryFn: () => adminFetch<Answer<typeof emailSignatureAnswer>>(URL) });
}

export function useSaveSignature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (signature: string) => adminFetch<Answer<typeof messageAnswer>>(URL, { method: 'PUT', body: { signature } }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.signature] }),
  });
}
