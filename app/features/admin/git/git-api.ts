import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { GitCommit, GitHistory, GitSummary } from '../../../../domain/api/git-answers';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

export type { GitCommit };

const HISTORY_PAGE_SIZE = 10;
const COMPACT_SIZE = 5;
export const SUMMARY_PERIODS = [7, 30, 90] as const;
export type SummaryPeriod = (typeof SUMMARY_PERIODS)[number];
const GIT_TIMEOUT_MS = 30_000;

/** Git calls send X-Requested-With and wait 30 s at most (back-office §6, §9). */
const gitFetch = <T>(path: string) => adminFetch<T>(path, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, timeoutMs: GIT_TIMEOUT_MS });

/** Paged history: each 'load more' appends the next page while has_more is true. */
export function useGitHistory() {
  return useInfiniteQuery({
    queryKey: adminKeys.git.history,
    queryFn: ({ pageParam }) => gitFetch<GitHistory>(`/api/admin/git-history?page=${pageParam}&limit=${HISTORY_PAGE_SIZE}`),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
    retry: false,
  });
}

export function useGitCompact() {
  return useQuery({ queryKey: adminKeys.git.compact, queryFn: () => gitFetch<GitHistory>(`/api/admin/git-history?limit=${COMPACT_SIZE}`), retry: false });
}

export function useGitSummary(days: SummaryPeriod) {
  return useQuery({ queryKey: adminKeys.git.summary(days), queryFn: () => gitFetch<GitSummary>(`/api/admin/git-summary?days=${days}`), retry: false });
}
