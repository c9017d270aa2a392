import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewQrCode, SavedQrCode } from '../../../../domain/qr-codes';
import { adminFetch } from '../../../api/admin-fetch';

const qrKey = ['admin', 'qr-codes'] as const;

export function useQrCodes() {
  return useQuery({
    queryKey: qrKey,
    queryFn: async () => (await adminFetch<{ data: SavedQrCode[] }>('/api/admin/qr-codes')).data,
    retry: false,
  });
}

export function useSaveQrCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: NewQrCode) => adminFetch<{ message: string; data: SavedQrCode }>('/api/admin/qr-codes', { method: 'POST', body: code }),
    onSuccess: () => client.invalidateQueries({ queryKey: qrKey }),
  });
}

export function useDeleteQrCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminFetch<{ message: string }>(`/api/admin/qr-codes/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: qrKey }),
  });
}
