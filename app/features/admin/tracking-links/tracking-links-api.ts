import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignStats, CampaignView, LinkStats } from '../../../../domain/tracking-link-stats';
import type { messageAnswer } from '../../../../domain/api/answers';
import type { campaignLeadsAnswer, linkLeadsAnswer, spendAddedAnswer, spendsAnswer, trackingLinkSavedAnswer, trackingLinksAnswer } from '../../../../domain/api/tracking-link-answers';
import type { SpendInput } from '../../../../domain/campaign-spends';
import { slugFormatProblem, type TrackingLink, type TrackingLinkInput, type TrackingStatistics } from '../../../../domain/tracking-links';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { nameCheck } from '../api/name-check';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';
import { periodQuery, type StatsPeriod } from '../ui/period-fields';

/** A new link's chosen slug, checked as it is typed (decision 0520). */
export const checkNewSlug = nameCheck('/api/admin/tracking-links/slug-check', 'slug', (typed) => typed.trim().toLowerCase(), slugFormatProblem);

export function useLinkStats(id: number | null, period: StatsPeriod) {
  return useQuery({
    queryKey: adminKeys.trackingLinks.linkStats(id ?? 0, period),
    queryFn: () => adminFetch<LinkStats>(`/api/admin/tracking-links/${id}/stats?${periodQuery(period)}`),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One link's figures over the period as a CSV file. */
export const linkExportUrl = (id: number, period: StatsPeriod) => `/api/admin/tracking-links/${id}/stats/export?${periodQuery(period)}`;

/** One campaign's figures over the period as a CSV file ('' for the links without a campaign), or every campaign's. */
export const campaignExportUrl = (period: StatsPeriod, campaign?: string) =>
  `/api/admin/campaigns/stats/export?${periodQuery(period)}${campaign === undefined ? '' : `&campaign=${encodeURIComponent(campaign)}`}`;

/** Every campaign's totals over the period, and the busiest one's figures in full (0574). */
export function useCampaignStats(period: StatsPeriod) {
  return useQuery({
    queryKey: adminKeys.trackingLinks.campaignStats(period),
    queryFn: () => adminFetch<CampaignView>(`/api/admin/campaigns/stats?${periodQuery(period)}`),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Another campaign's figures in full, read through its own links (0574); nothing asked for while `campaign` is null. */
export function useOneCampaignStats(period: StatsPeriod, campaign: string | null) {
  return useQuery({
    queryKey: adminKeys.trackingLinks.oneCampaignStats(period, campaign ?? ''),
    queryFn: () => adminFetch<CampaignStats>(`/api/admin/campaigns/stats/campaign?${periodQuery(period)}&campaign=${encodeURIComponent(campaign ?? '')}`),
    enabled: campaign !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Where a campaign's or a link's leads over the period are read (0578). */
export const campaignLeadsUrl = (period: StatsPeriod, campaign: string) => `/api/admin/campaigns/stats/leads?${periodQuery(period)}&campaign=${encodeURIComponent(campaign)}`;
export const linkLeadsUrl = (id: number, period: StatsPeriod) => `/api/admin/tracking-links/${id}/stats/leads?${periodQuery(period)}`;

/** The people a campaign's or a link's visits brought, the newest first (0578); nothing asked for until `wanted`. */
export function useAttributedLeads(url: string, wanted: boolean) {
  return useQuery({
    queryKey: adminKeys.trackingLinks.leads(url),
    queryFn: () => adminFetch<Answer<typeof campaignLeadsAnswer> | Answer<typeof linkLeadsAnswer>>(url),
    enabled: wanted,
    retry: false,
  });
}

/** One campaign's spends (decision 0454). */
export function useCampaignSpends(campaign: string) {
  return useQuery({
    queryKey: adminKeys.trackingLinks.spends(campaign),
    queryFn: () => adminFetch<Answer<typeof spendsAnswer>>(`/api/admin/campaigns/spends?campaign=${encodeURIComponent(campaign)}`),
    enabled: campaign !== '',
    retry: false,
  });
}

/** A spend added or deleted: the spends and every campaign figure reload (they live under the links' key). */
export const useAddSpend = () => useLinkMutation((input: SpendInput) => adminFetch<Answer<typeof spendAddedAnswer>>('/api/admin/campaigns/spends', { method: 'POST', body: input }));
export const useDeleteSpend = () => useLinkMutation((id: number) => adminFetch<Answer<typeof messageAnswer>>(`/api/admin/campaigns/spends/${id}`, { method: 'DELETE' }));

export function useTrackingLinks(search: string) {
  return useQuery({
    queryKey: adminKeys.trackingLinks.list(search),
    queryFn: async () =>
      (await adminFetch<Answer<typeof trackingLinksAnswer>>(`/api/admin/tracking-links?search=${encodeURIComponent(search)}`)).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useTrackingStatistics() {
  return useQuery({
    queryKey: adminKeys.trackingLinks.statistics,
    queryFn: () => adminFetch<TrackingStatistics>('/api/admin/tracking-links/statistics'),
    retry: false,
  });
}

/** Every change refreshes the list, the cards and the top 5. */
function useLinkMutation<Vars>(call: (vars: Vars) => Promise<{ message: string; data?: TrackingLink }>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.trackingLinks.all] }) });
}

export const useSaveTrackingLink = () =>
  useLinkMutation(({ id, input }: { id: number | null; input: TrackingLinkInput }) =>
    adminFetch<Answer<typeof trackingLinkSavedAnswer>>(id === null ? '/api/admin/tracking-links' : `/api/admin/tracking-links/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: input,
    }),
  );

export const useDeleteTrackingLink = () =>
  useLinkMutation((id: number) => adminFetch<Answer<typeof messageAnswer>>(`/api/admin/tracking-links/${id}`, { method: 'DELETE' }));

export const useToggleTrackingLink = () =>
  useLinkMutation((id: number) =>
    adminFetch<Answer<typeof trackingLinkSavedAnswer>>(`/api/admin/tracking-links/${id}/toggle-active`, { method: 'POST' }),
  );
