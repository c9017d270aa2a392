import { mutationOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { assignedAnswer, automaticMarkAnswer, conversationAnswer, labeledAnswer, labelsInUseAnswer, snoozedAnswer, threadMessageAnswer } from '../../../../domain/api/admin-answers';
import type { messageAnswer } from '../../../../domain/api/answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';
import type { ComposedEmail } from '../ui/email-composer';
import { AUTOMATIC_RETRY_POLL_MS } from '../ui/automatic-retry';

export type Conversation = Answer<typeof conversationAnswer>;

export function useConversation(id: number | null) {
  return useQuery({
    queryKey: adminKeys.conversation(id ?? 0),
    queryFn: () => adminFetch<Conversation>(`/api/admin/callback-requests/${id}`),
    enabled: id !== null,
    retry: false,
    // While an acknowledgement waits for its next automatic attempt, the thread is read again to show how it went (0545).
    refetchInterval: (query) => (query.state.data?.thread.some((entry) => entry.retryAt) ? AUTOMATIC_RETRY_POLL_MS : false),
  });
}

/**
 * Notes, replies, the assignee, the snooze and the labels: each reloads the conversation, the lists and their counts.
 * The write's confirmation shows once the conversation has been read again, not once every list of the inbox has
 * been: the lists and the counts follow (docs/decisions/0508-board-moves-settle-alone.md, 0509).
 */
export function conversationWriteOptions<Body, Reply>(client: QueryClient, id: number, method: 'POST' | 'PUT', path: string) {
  return mutationOptions({
    mutationFn: (body: Body) => adminFetch<Reply>(`/api/admin/callback-requests/${id}/${path}`, { method, body }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.conversation(id)], others: [adminKeys.inbox, adminKeys.pendingCounts] }),
  });
}

const useConversationWrite = <Body, Reply>(id: number, method: 'POST' | 'PUT', path: string) =>
  useMutation(conversationWriteOptions<Body, Reply>(useQueryClient(), id, method, path));

export const useAddNote = (id: number) => useConversationWrite<{ text: string }, Answer<typeof threadMessageAnswer>>(id, 'POST', 'notes');
export const useSendReply = (id: number) => useConversationWrite<ComposedEmail, Answer<typeof threadMessageAnswer>>(id, 'POST', 'reply');
/** A file joined to a reply, downloaded as it was sent (docs/decisions/0470-email-attachments.md). */
export const replyAttachmentUrl = (id: number, replyId: number, attachmentId: number) => `/api/admin/callback-requests/${id}/replies/${replyId}/attachments/${attachmentId}`;
export const useAssign = (id: number) => useConversationWrite<{ username: string | null }, Answer<typeof assignedAnswer>>(id, 'PUT', 'assignee');
export const useSnooze = (id: number) => useConversationWrite<{ until: string | null }, Answer<typeof snoozedAnswer>>(id, 'PUT', 'snooze');
export const useSetLabels = (id: number) => useConversationWrite<{ labels: string[] }, Answer<typeof labeledAnswer>>(id, 'PUT', 'labels');

/** Sends again a reply whose e-mail failed (decision 0455); the inbox reloads, the request answered once it left. */
export function useResendReply(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (replyId: number) => adminFetch<Answer<typeof threadMessageAnswer>>(`/api/admin/callback-requests/${id}/replies/${replyId}/resend`, { method: 'POST' }),
    onSettled: () => reloadAfterWrite(client, { shown: [adminKeys.conversation(id)], others: [adminKeys.inbox, adminKeys.pendingCounts] }),
  });
}

/** Marks a received message an automatic reply, or gives it back to the person (decision 0576); the conversation reloads. */
export function useMarkAutomatic(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ replyId, automatic }: { replyId: number; automatic: boolean }) =>
      adminFetch<Answer<typeof automaticMarkAnswer>>(`/api/admin/callback-requests/${id}/replies/${replyId}/automatic`, { method: 'PUT', body: { automatic } }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.conversation(id)], others: [adminKeys.inbox, adminKeys.pendingCounts] }),
  });
}

/** Deletes a note its author wrote (decision 0450); the conversation reloads. */
export function useDeleteNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => adminFetch<Answer<typeof messageAnswer>>(`/api/admin/callback-requests/${id}/notes/${noteId}`, { method: 'DELETE' }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.conversation(id)] }),
  });
}

/** Changes a note its author wrote (decision 0452); the conversation reloads. */
export function useEditNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, text }: { noteId: number; text: string }) =>
      adminFetch<Answer<typeof threadMessageAnswer>>(`/api/admin/callback-requests/${id}/notes/${noteId}`, { method: 'PUT', body: { text } }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.conversation(id)] }),
  });
}

/** Every label in use, the most used first: the inbox's filter and the suggestions when labelling. */
export function useLabelsInUse() {
  return useQuery({
    queryKey: adminKeys.inboxLabels,
    queryFn: () => adminFetch<Answer<typeof labelsInUseAnswer>>('/api/admin/callback-requests/labels'),
    retry: false,
  });
}
