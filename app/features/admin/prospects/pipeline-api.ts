import { mutationOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { prospectEmailAnswer, prospectEmailResentAnswer, prospectNoteAnswer, prospectSavedAnswer, ProspectBoard, scheduledEmailsAnswer, timelineAnswer } from '../../../../domain/api/prospect-answers';
import type { messageAnswer } from '../../../../domain/api/answers';
import type { automaticMarkAnswer } from '../../../../domain/api/admin-answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import type { LostReason, LostReasons } from '../../../../domain/prospects/lost-reasons';
import type { BoardOwnerView } from '../../../../domain/prospects/prospect-schema';
import { type Prospect } from './prospects-api';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';
import type { ComposedEmail } from '../ui/email-composer';
import { AUTOMATIC_RETRY_POLL_MS } from '../ui/automatic-retry';

/** The board's view: every deal, or those of one owner (the session's) or of none. */
/** Every deal, mine, those without an owner, or one colleague's (`user:camille`, decision 0402). */
export type BoardView = BoardOwnerView | 'all' | `user:${string}`;

const boardQuery = (view: BoardView) => (view === 'all' ? '' : view.startsWith('user:') ? `?user=${encodeURIComponent(view.slice(5))}` : `?owner=${view}`);

export function useProspectBoard(enabled: boolean, view: BoardView = 'all') {
  return useQuery({
    queryKey: adminKeys.prospects.boardView(view),
    enabled,
    retry: false,
    queryFn: () => adminFetch<ProspectBoard>(`/api/admin/prospects/board${boardQuery(view)}`),
  });
}

/** Why deals were lost over the last 90 days; under the prospects' keys, so a move refreshes it. */
export function useLostReasons(enabled: boolean) {
  return useQuery({ queryKey: adminKeys.prospects.lostReasons, enabled, retry: false, queryFn: () => adminFetch<LostReasons>('/api/admin/prospects/lost-reasons') });
}

export function useProspectTimeline(id: number) {
  return useQuery({
    queryKey: adminKeys.prospects.timeline(id),
    retry: false,
    queryFn: async () => (await adminFetch<Answer<typeof timelineAnswer>>(`/api/admin/prospects/${id}/timeline`)).entries,
    // While an acknowledgement waits for its next automatic attempt, the history is read again to show how it went (0545).
    refetchInterval: (query) => (query.state.data?.some((entry) => entry.retryAt) ? AUTOMATIC_RETRY_POLL_MS : false),
  });
}

/** An e-mail written to the prospect from its record; its history, card and lists follow (decision 0409). */
/** A file joined to an e-mail written to the prospect, downloaded as it was sent (docs/decisions/0470-email-attachments.md). */
export const prospectAttachmentUrl = (id: number, emailId: number, attachmentId: number) => `/api/admin/prospects/${id}/emails/${emailId}/attachments/${attachmentId}`;
/** A file of an answer the prospect sent. */
export const prospectReplyAttachmentUrl = (id: number, replyId: number, attachmentId: number) => `/api/admin/prospects/${id}/replies/${replyId}/attachments/${attachmentId}`;

/** The record an e-mail is written from: its fields, its history and the e-mails waiting for their time. */
const recordViews = (id: number) => [adminKeys.prospects.detail(id), adminKeys.prospects.timeline(id), adminKeys.prospects.scheduledEmails];

export function useSendProspectEmail(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mail: ComposedEmail & { follow_up_days?: number; follow_up_time?: string; send_at?: string }) =>
      adminFetch<Answer<typeof prospectEmailAnswer>>(`/api/admin/prospects/${id}/emails`, { method: 'POST', body: mail }),
    onSettled: () => reloadAfterWrite(client, { shown: recordViews(id), others: [adminKeys.prospects.all] }),
  });
}

/** An internal note in the prospect's record, naming colleagues with '@'; its history follows (decision 0449). */
export function useAddProspectNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: { text: string }) => adminFetch<Answer<typeof prospectNoteAnswer>>(`/api/admin/prospects/${id}/notes`, { method: 'POST', body: note }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.prospects.timeline(id)] }),
  });
}

/** Deletes a note its author wrote in the record (decision 0450); the history reloads. */
export function useDeleteProspectNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => adminFetch<Answer<typeof messageAnswer>>(`/api/admin/prospects/${id}/notes/${noteId}`, { method: 'DELETE' }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.prospects.timeline(id)] }),
  });
}

/** Changes a note its author wrote in the record (decision 0452); the history reloads. */
export function useEditProspectNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, text }: { noteId: number; text: string }) =>
      adminFetch<Answer<typeof prospectNoteAnswer>>(`/api/admin/prospects/${id}/notes/${noteId}`, { method: 'PUT', body: { text } }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.prospects.timeline(id)] }),
  });
}

/** Sends again an e-mail of the record that failed (decision 0455); the history reloads. */
export function useResendProspectEmail(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (emailId: number) => adminFetch<Answer<typeof prospectEmailResentAnswer>>(`/api/admin/prospects/${id}/emails/${emailId}/resend`, { method: 'POST' }),
    onSettled: () => reloadAfterWrite(client, { shown: [adminKeys.prospects.timeline(id)] }),
  });
}

/** Marks an answer of the prospect an automatic reply, or gives it back (decision 0576); the history reloads, then the lists. */
export function useMarkProspectReplyAutomatic(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ replyId, automatic }: { replyId: number; automatic: boolean }) =>
      adminFetch<Answer<typeof automaticMarkAnswer>>(`/api/admin/prospects/${id}/replies/${replyId}/automatic`, { method: 'PUT', body: { automatic } }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.prospects.timeline(id)], others: [adminKeys.prospects.all] }),
  });
}

/** 'Envoyer maintenant' on a scheduled e-mail (decision 0472): it leaves at once; the record and its history reload. */
export function useSendScheduledEmailNow(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (emailId: number) => adminFetch<Answer<typeof prospectEmailResentAnswer>>(`/api/admin/prospects/${id}/emails/${emailId}/send-now`, { method: 'POST' }),
    onSettled: () => reloadAfterWrite(client, { shown: recordViews(id), others: [adminKeys.prospects.all] }),
  });
}

/** 'Annuler l’envoi' of a scheduled e-mail (decision 0472): deleted before it leaves; the history and the list reload. */
export function useCancelScheduledEmail(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (emailId: number) => adminFetch<Answer<typeof messageAnswer>>(`/api/admin/prospects/${id}/emails/${emailId}`, { method: 'DELETE' }),
    onSettled: () => reloadAfterWrite(client, { shown: [adminKeys.prospects.timeline(id), adminKeys.prospects.scheduledEmails] }),
  });
}

/** Every e-mail waiting for its time, the soonest first (decision 0472). */
export function useScheduledEmails() {
  return useQuery({
    queryKey: adminKeys.prospects.scheduledEmails,
    retry: false,
    queryFn: () => adminFetch<Answer<typeof scheduledEmailsAnswer>>('/api/admin/prospects/scheduled-emails'),
  });
}

/** A card moved on the board: shown in its new column at once, put back if the server refuses. */
export function moveProspectOptions(client: QueryClient, view: BoardView = 'all') {
  const key = adminKeys.prospects.boardView(view);
  return mutationOptions({
    mutationKey: adminKeys.prospects.move,
    mutationFn: ({ prospect, statut, lostReason }: { prospect: Prospect; statut: string; lostReason?: LostReason | null }) =>
      adminFetch<Answer<typeof prospectSavedAnswer>>(`/api/admin/prospects/${prospect.id}/status`, {
        method: 'PUT',
        body: lostReason === undefined ? { statut } : { statut, lost_reason: lostReason },
      }),
    onMutate: async ({ prospect, statut, lostReason }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ProspectBoard>(key);
      // The card's value moves with it, so the columns' sums stay right until the server answers.
      const value = prospect.estimated_value ?? 0;
      const valued = prospect.estimated_value === null ? 0 : 1;
      client.setQueryData<ProspectBoard>(key, (board) =>
        board && {
          ...board,
          columns: board.columns.map((column) => {
          const without = column.prospects.filter((card) => card.id !== prospect.id);
          if (column.statut === statut)
            return {
              ...column,
              total: column.total + 1,
              value: column.value + value,
              valued: column.valued + valued,
              // In the server's order (newest first): the board read after the move then leaves the card where it is,
              // and a card focused from the keyboard keeps the focus (a node the browser moves loses it).
              prospects: [{ ...prospect, statut, lost_reason: lostReason ?? null }, ...without].sort((a, b) => b.id - a.id),
            };
          if (column.statut !== prospect.statut) return column;
          return { ...column, total: column.total - 1, value: column.value - value, valued: column.valued - valued, prospects: without };
          }),
        },
      );
      return { before };
    },
    onError: (_error, _input, context) => client.setQueryData(key, context?.before),
    // Moves made in a row (two arrow presses): only the last one to settle reads the board again. An earlier one's
    // read could reach the server before a later move is stored, and put the card back where it was on screen,
    // where the next press would move it from (TanStack Query's concurrent optimistic updates); the next move's
    // start cancels that read. The read is not awaited: a move stays pending only while its own call is, or the
    // last move, settling while an earlier one waited for its slowest read, would read the board again for none.
    onSettled: () => {
      if (client.isMutating({ mutationKey: adminKeys.prospects.move }) === 1) void reloadAfterWrite(client, { others: [adminKeys.prospects.all] });
    },
  });
}

export function useMoveProspect(view: BoardView = 'all') {
  return useMutation(moveProspectOptions(useQueryClient(), view));
}
