import type { LostReason } from '../../../../domain/prospects/lost-reasons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { messageAnswer } from '../../../../domain/api/answers';
import type { bulkAnswer, labelsInUseAnswer } from '../../../../domain/api/admin-answers';
import type { ProspectBulkAction } from '../../../../domain/prospects/prospect-bulk';
import type { erasedAnswer } from '../../../../domain/api/privacy-answers';
import type {
  prospectDetailAnswer,
  prospectDuplicatesAnswer,
  duplicateGroupsAnswer,
  prospectListAnswer,
  prospectSavedAnswer,
  prospectTestDataAnswer,
  ProspectView,
} from '../../../../domain/api/prospect-answers';
import type { ProspectSortField } from '../../../../domain/prospects/prospect-fields';
import type { ProspectCreate, ProspectUpdate } from '../../../../domain/prospects/prospect-schema';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { ApiError } from '../../../api/http';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';
import { personFields } from '../../../../domain/validation/person-fields';
import { phoneKey } from '../../../../domain/prospects/phone-key';
import { queryString } from '../api/query-string';

/** A row of the list: a prospect as the API answers it, or a sample or error row shaped alike. */
export type Prospect = ProspectView;

interface ProspectQuery {
  page: number;
  limit: number;
  sortField: ProspectSortField;
  sortOrder: 'asc' | 'desc';
  search: string;
  /** Only the prospects with this label. */
  label?: string;
}

type ListAnswer = Answer<typeof prospectListAnswer>;

/** What the list shows: the server's page, the sample rows (source 'test-data') or the error row (source 'error'). */
type ProspectPage = Pick<ListAnswer, 'prospects' | 'source' | 'message'> & { meta: Pick<ListAnswer['meta'], 'totalPages' | 'totalItems'> };

/** The fields of a row that is not a stored prospect (the error row, the sample rows): no score, link or follow-up. */
const notInPipeline = {
  lead_score: null,
  lead_band: null,
  inbox_request_id: null,
  campaign: null,
  updated_at: null,
  owner: null,
  next_action_at: null,
  next_action_label: '',
  next_action_time: null,
  next_action_type: null,
  estimated_value: null,
  expected_close_at: null,
  response_due_at: null,
  first_answered_at: null,
  lost_reason: null,
  lost_at: null,
  won_at: null,
  labels: [],
} satisfies Partial<Prospect>;

/** The placeholder row of back-office §8 when neither the list nor the sample rows can be read. */
function errorRow(error: unknown): Prospect {
  const label = error instanceof ApiError && error.invalid ? 'ERREUR FORMAT' : error instanceof ApiError && error.status >= 500 ? 'ERREUR SERVEUR' : 'ERREUR';
  return {
    id: 0,
    client_code: '-',
    nom: label,
    prenom: '',
    email: error instanceof Error ? error.message : '',
    telephone: '',
    entreprise: '',
    fonction: '',
    source: '',
    date_ajout: '',
    statut: 'Erreur',
    is_contacted: false,
    commentaire: '',
    ...notInPipeline,
  };
}

/** The list; on failure the sample rows are tried, then the error row (back-office §7, §8). Sign-in errors stay errors. */
export function useProspectList(query: ProspectQuery, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.prospects.list(query),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<ProspectPage> => {
      try {
        return await adminFetch<ListAnswer>(`/api/admin/prospects?${queryString(query)}`);
      } catch (error) {
        if (error instanceof ApiError && (error.unauthorised || error.status === 400)) throw error;
        try {
          const sample = await adminFetch<Answer<typeof prospectTestDataAnswer>>('/api/admin/prospects/test-data');
          return {
            prospects: sample.prospects.map((row, index) => ({
              ...row,
              id: -(index + 1),
              ...notInPipeline,
            })),
            meta: { totalPages: 1, totalItems: sample.prospects.length },
            source: 'test-data',
            message: sample.message,
          };
        } catch {
          return { prospects: [errorRow(error)], meta: { totalPages: 1, totalItems: 0 }, source: 'error', message: error instanceof Error ? error.message : '' };
        }
      }
    },
  });
}

export function useProspectDetail(id: number | null) {
  return useQuery({
    queryKey: adminKeys.prospects.detail(id ?? 0),
    enabled: id !== null && id > 0,
    retry: false,
    queryFn: async () => (await adminFetch<Answer<typeof prospectDetailAnswer>>(`/api/admin/prospects/${id}`)).prospect,
  });
}

function useProspectMutation<Input>(call: (input: Input) => Promise<{ message: string; prospect?: Prospect }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void reloadAfterWrite(client, { others: [adminKeys.prospects.all, adminKeys.dashboard] }),
  });
}

export const useSaveProspect = () =>
  useProspectMutation(({ id, values }: { id: number; values: ProspectUpdate }) =>
    adminFetch<Answer<typeof prospectSavedAnswer>>(`/api/admin/prospects/${id}`, { method: 'PUT', body: values }),
  );

export const useCreateProspect = () =>
  useProspectMutation((values: ProspectCreate) => adminFetch<Answer<typeof prospectSavedAnswer>>('/api/admin/prospects', { method: 'POST', body: values }));

export const useDeleteProspect = () =>
  useProspectMutation((id: number) => adminFetch<Answer<typeof messageAnswer>>(`/api/admin/prospects/${id}`, { method: 'DELETE' }));

export const useErasePersonalData = () =>
  useProspectMutation((email: string) =>
    adminFetch<Answer<typeof erasedAnswer>>('/api/admin/prospects/personal-data/erase', { method: 'POST', body: { email } }),
  );

/** POST …/bulk: the chosen prospects moved to one status or given to one owner (decision 0400). */
export const useProspectBulk = () =>
  useProspectMutation((body: { ids: number[]; action: ProspectBulkAction; statut?: string; owner?: string | null; lost_reason?: LostReason | null; label?: string; next_action_at?: string | null; next_action_label?: string; next_action_time?: string | null; next_action_type?: string | null }) =>
    adminFetch<Answer<typeof bulkAnswer>>('/api/admin/prospects/bulk', { method: 'POST', body }),
  );

/** POST …/{id}/next-action/done: the next action completed, in the history (docs/decisions/0475-next-action-done.md). */
export const useCompleteNextAction = (id: number) =>
  useProspectMutation(() => adminFetch<Answer<typeof prospectSavedAnswer>>(`/api/admin/prospects/${id}/next-action/done`, { method: 'POST' }));

/** PUT …/{id}/labels: the prospect's whole set of labels (docs/decisions/0420-prospect-labels.md). */
export const useSetProspectLabels = (id: number) =>
  useProspectMutation(({ labels }: { labels: string[] }) =>
    adminFetch<Answer<typeof prospectSavedAnswer>>(`/api/admin/prospects/${id}/labels`, { method: 'PUT', body: { labels } }),
  );

/** The other prospects with this one's e-mail address (docs/decisions/0426-prospect-merge.md). */
export function useProspectDuplicates(id: number) {
  return useQuery({
    queryKey: adminKeys.prospects.duplicates(id),
    retry: false,
    queryFn: async () => (await adminFetch<Answer<typeof prospectDuplicatesAnswer>>(`/api/admin/prospects/${id}/duplicates`)).duplicates,
  });
}

/**
 * The prospects a new one typed with these would duplicate (the address in any case, or the phone number and last
 * name), by the rule the record's duplicates follow: the new-prospect form warns before it is made
 * (docs/decisions/0427-duplicate-warning-on-creation.md, docs/decisions/0430-phone-duplicates.md).
 */
export function useProspectMatches(typed: { email: string; telephone: string; nom: string }) {
  const lookup = { email: typed.email.trim().toLowerCase(), telephone: typed.telephone.trim(), nom: typed.nom.trim() };
  const byAddress = personFields.email.safeParse(lookup.email).success;
  const byPhone = phoneKey(lookup.telephone) !== '' && lookup.nom !== '';
  const sent = { email: byAddress ? lookup.email : '', telephone: byPhone ? lookup.telephone : '', nom: byPhone ? lookup.nom : '' };
  return useQuery({
    queryKey: adminKeys.prospects.matching(sent),
    enabled: byAddress || byPhone,
    retry: false,
    queryFn: async () => (await adminFetch<Answer<typeof prospectDuplicatesAnswer>>(`/api/admin/prospects/matching?${queryString(sent)}`)).duplicates,
  });
}

/** The prospects that may be one person, by address or by phone and name (docs/decisions/0428, docs/decisions/0430). */
export function useDuplicateGroups() {
  return useQuery({
    queryKey: adminKeys.prospects.duplicateGroups,
    retry: false,
    queryFn: () => adminFetch<Answer<typeof duplicateGroupsAnswer>>('/api/admin/prospects/duplicate-groups'),
  });
}

/** POST …/{id}/merge: `duplicateId` merged into the prospect `id`, then deleted. */
export const useMergeProspect = (id: number) =>
  useProspectMutation((duplicateId: number) =>
    adminFetch<Answer<typeof prospectSavedAnswer>>(`/api/admin/prospects/${id}/merge`, { method: 'POST', body: { duplicate_id: duplicateId } }),
  );

/** The labels in use on prospects, the most used first: the list's filter and the suggestions when labelling. */
export function useProspectLabelsInUse() {
  return useQuery({
    queryKey: adminKeys.prospects.labels,
    queryFn: () => adminFetch<Answer<typeof labelsInUseAnswer>>('/api/admin/prospects/labels'),
    retry: false,
  });
}

/** The export takes the list's search and label. */
export const exportUrl = (search: string, label?: string) => `/api/admin/prospects/export?${queryString({ search, label })}`;
export const personalDataUrl = (email: string) => `/api/admin/prospects/personal-data?email=${encodeURIComponent(email)}`;
