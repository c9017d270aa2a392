import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

export interface GitCommit {
  hash: string;
  message: string;
  author: string;
  author_email: string;
  author_avatar: string | null;
  date: string;
  files: Array<{ path: string; status: string }>;
  type: string;
}

interface GitHistory {
  commits: GitCommit[];
  has_more: boolean;
  demo_mode: boolean;
  reason: string | null;
}

interface GitSummary {
  total_commits: number;
  commits_per_day: number;
  days_analyzed: number;
  commit_types: Array<{ type: string; label: string; count: number; percentage: number }>;
  file_types: Array<{ extension: string; count: number; percentage: number }>;
  authors: Array<{ name: string; commits: number; percentage: number }>;
  daily: Array<{ date: string; count: number }>;
  last_update: string | null;
  demo_mode: boolean;
  reason: string | null;
}

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
