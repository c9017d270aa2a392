import { useQuery } from '@tanstack/react-query';
import type { requestSurveyAnswer, satisfactionSummaryAnswer } from '../../../../domain/api/satisfaction-answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

export type SatisfactionSummary = Answer<typeof satisfactionSummaryAnswer>;
export type RequestSurvey = NonNullable<Answer<typeof requestSurveyAnswer>['survey']>;

/** The surveys of the last `days` days (docs/decisions/0487-satisfaction-surveys.md). */
export function useSatisfactionSummary(days: number) {
  return useQuery({
    queryKey: adminKeys.satisfaction(days),
    queryFn: () => adminFetch<SatisfactionSummary>(`/api/admin/satisfaction?days=${days}`),
    retry: false,
  });
}

/** A request's survey, null without one; read only once `enabled` (a processed request: none other has one). */
export function useRequestSurvey(id: number, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.requestSurvey(id),
    queryFn: async () => (await adminFetch<Answer<typeof requestSurveyAnswer>>(`/api/admin/satisfaction/requests/${id}`)).survey,
    enabled,
    retry: false,
  });
}
