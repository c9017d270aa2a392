import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ThreadMessage } from '../../../../domain/api/admin-answers';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import type { LeadRequest } from './inbox-api';

export interface Conversation {
  callbackRequest: LeadRequest;
  thread: ThreadMessage[];
  notes: ThreadMessage[];
}


export function useConversation(id: number | null) {
  return useQuery({
    queryKey: adminKeys.conversation(id ?? 0),
    queryFn: () => adminFetch<Conversation>(`/api/admin/callback-requests/${id}`),
    enabled: id !== null,
    retry: false,
  });
}

/** Notes, replies and the assignee: each reloads the conversation and the lists. */
function useConversationWrite<Body>(id: number, method: 'POST' | 'PUT', path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => adminFetch<{ message: string }>(`/api/admin/callback-requests/${id}/${path}`, { method, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.inbox }),
  });
}

export const useAddNote = (id: number) => useConversationWrite<{ text: string }>(id, 'POST', 'notes');
export const useSendReply = (id: number) => useConversationWrite<{ subject: string; message: string }>(id, 'POST', 'reply');
export const useAssign = (id: number) => useConversationWrite<{ username: string | null }>(id, 'PUT', 'assignee');
