import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DirectoryCheck } from '../../../../domain/business-cards/business-card-schema';
import { builtInOwners, type BusinessCardOwner } from '../../../../domain/business-cards/card-designs';
import type { deletedResponse, generatedResponse, ownersResponse } from '../../../../domain/api/business-card-answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';

/** Cache key of the card list; kept here so this panel changes without touching the shared key list. */

function useBusinessCards() {
  return useQuery({
    queryKey: adminKeys.businessCards,
    queryFn: async () => (await adminFetch<Answer<typeof ownersResponse>>('/api/admin/business-cards')).owners,
    retry: false,
  });
}

/** The owners to show: the stored ones, or the site's built-in designs when the list cannot be loaded (§7). */
export function useShownOwners(): { owners: BusinessCardOwner[]; fallback: boolean; loading: boolean; retry: () => void } {
  const query = useBusinessCards();
  const client = useQueryClient();
  return {
    owners: query.isError ? builtInOwners : (query.data ?? []),
    fallback: query.isError,
    loading: query.isPending,
    retry: () => void client.invalidateQueries({ queryKey: adminKeys.businessCards }),
  };
}

type CardAction =
  | { kind: 'delete-card'; ownerId: number }
  | { kind: 'delete-iteration'; ownerId: number; iterationName: string }
  | { kind: 'generate'; ownerId: number };

export function useCardAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: CardAction) => {
      if (action.kind === 'delete-card') {
        return adminFetch<Answer<typeof deletedResponse>>(`/api/admin/business-cards/delete/${action.ownerId}`, { method: 'DELETE' });
      }
      if (action.kind === 'delete-iteration') {
        return adminFetch<Answer<typeof deletedResponse>>(
          `/api/admin/business-cards/delete-iteration/${action.ownerId}/${encodeURIComponent(action.iterationName)}`,
          { method: 'DELETE' },
        );
      }
      return adminFetch<Answer<typeof generatedResponse>>(`/api/admin/business-cards/generate-from-images/${action.ownerId}`, { method: 'POST' });
    },
    onSettled: () => reloadAfterWrite(client, { shown: [adminKeys.businessCards] }),
  });
}

export const checkDirectory = (ownerId: number) =>
  adminFetch<DirectoryCheck>(`/api/admin/business-cards/check-directory/${ownerId}`);
