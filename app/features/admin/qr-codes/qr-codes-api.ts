import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewQrCode, SavedQrCode } from '../../../../domain/qr-codes';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';


export function useQrCodes() {
  return useQuery({
    queryKey: adminKeys.qrCodes,
    queryFn: async () => (await adminFetch<{ data: SavedQrCode[] }>('/api/admin/qr-codes')).data,
    retry: false,
  });
}

export function useSaveQrCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: NewQrCode) => adminFetch<{ message: string; data: SavedQrCode }>('/api/admin/qr-codes', { method: 'POST', body: code }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.qrCodes }),
  });
}

export function useDeleteQrCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminFetch<{ message: string }>(`/api/admin/qr-codes/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.qrCodes }),
  });
}
