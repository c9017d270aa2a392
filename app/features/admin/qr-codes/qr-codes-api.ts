import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { messageAnswer } from '../../../../domain/api/answers';
import type { qrCodeSavedAnswer, qrCodesAnswer } from '../../../../domain/api/qr-code-answers';
import type { NewQrCode } from '../../../../domain/qr-codes';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';


export function useQrCodes() {
  return useQuery({
    queryKey: adminKeys.qrCodes,
    queryFn: () => adminFetch<Answer<typeof qrCodesAnswer>>('/api/admin/qr-codes'),
    retry: false,
  });
}

export function useSaveQrCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: NewQrCode) => adminFetch<Answer<typeof qrCodeSavedAnswer>>('/api/admin/qr-codes', { method: 'POST', body: code }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.qrCodes] }),
  });
}

export function useDeleteQrCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminFetch<Answer<typeof messageAnswer>>(`/api/admin/qr-codes/${id}`, { method: 'DELETE' }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.qrCodes] }),
  });
}
