import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { analyticsRegeneratedAnswer, NotFoundPages, seoPagesAnswer, SitemapInfo, sitemapRegeneratedAnswer, SitemapStats, UrlCheck } from '../../../../domain/api/seo-answers';
import { requestText } from '../../../api/http';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { nameCheck } from '../api/name-check';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';
import type { messageAnswer } from '../../../../domain/api/answers';
import type { siteRedirectCreatedAnswer, siteRedirectsAnswer } from '../../../../domain/api/seo-answers';
import { redirectFromProblem } from '../../../../domain/seo/site-redirects';

interface SeoDocument {
  name: string;
  path: string;
  description: string;
  type: string;
}

export const useSitemapInfo = () => useQuery({ queryKey: adminKeys.seo.sitemapInfo, queryFn: () => adminFetch<SitemapInfo>('/api/admin/seo/sitemap-info'), retry: false });
export const useSitemapStats = () => useQuery({ queryKey: adminKeys.seo.sitemapStats, queryFn: () => adminFetch<SitemapStats>('/api/admin/seo/sitemap-stats'), retry: false });
export const useSeoPages = () => useQuery({ queryKey: adminKeys.seo.pages, queryFn: () => adminFetch<Answer<typeof seoPagesAnswer>>('/api/admin/seo/pages'), retry: false });

/** The addresses visited that matched no page over the last `days` days (0464). */
export const useNotFoundPages = (days: number) =>
  useQuery({ queryKey: adminKeys.seo.notFound(days), queryFn: () => adminFetch<NotFoundPages>(`/api/admin/seo/not-found?days=${days}`), retry: false });

/** POST …/regenerate-sitemap; the sitemap figures reload afterwards. */
export function useRegenerateSitemap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminFetch<Answer<typeof sitemapRegeneratedAnswer>>('/api/admin/seo/regenerate-sitemap', { method: 'POST' }),
    onSuccess: () => void reloadAfterWrite(client, { others: [adminKeys.seo.sitemapInfo, adminKeys.seo.sitemapStats] }),
  });
}

export const useCheckUrl = () => useMutation({ mutationFn: (url: string) => adminFetch<UrlCheck>('/api/admin/seo/check-url', { method: 'POST', body: { url } }) });

export const useRegenerateAnalytics = () =>
  useMutation({ mutationFn: () => adminFetch<Answer<typeof analyticsRegeneratedAnswer>>('/api/admin/seo/regenerate-analytics', { method: 'POST' }) });

/** GET /docs/seo/index.json: the SEO documents, a static file of the site. */
export const useSeoDocuments = () =>
  useQuery({
    queryKey: adminKeys.seo.documents,
    queryFn: async () => (JSON.parse((await requestText('/docs/seo/index.json', 'application/json')).text) as { files: SeoDocument[] }).files,
    retry: false,
  });

export const useMarkdown = (path: string | null) =>
  useQuery({
    queryKey: adminKeys.seo.markdown(path),
    queryFn: async () => (await requestText(path as string, 'text/markdown')).text,
    enabled: Boolean(path),
    retry: false,
  });

/** The redirects managed from the back-office (0465). */
/** An address typed to be redirected, checked as it is typed: a page of the site or a redirect already there is said at once (decision 0520). */
export const checkRedirectFrom = nameCheck('/api/admin/redirects/from-check', 'from', (typed) => redirectFromProblem(typed).from, (from) => redirectFromProblem(from).problem);

export const useSiteRedirects = () =>
  useQuery({ queryKey: adminKeys.seo.redirects, queryFn: async () => (await adminFetch<Answer<typeof siteRedirectsAnswer>>('/api/admin/redirects')).redirects, retry: false });

export function useCreateSiteRedirect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { from: string; to: string }) => adminFetch<Answer<typeof siteRedirectCreatedAnswer>>('/api/admin/redirects', { method: 'POST', body }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.seo.redirects] }),
  });
}

/** Another page for a redirect (0469). */
export function useChangeSiteRedirect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to }: { id: number; to: string }) =>
      adminFetch<Answer<typeof siteRedirectCreatedAnswer>>(`/api/admin/redirects/${id}`, { method: 'PUT', body: { to } }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.seo.redirects] }),
  });
}

export function useDeleteSiteRedirect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminFetch<Answer<typeof messageAnswer>>(`/api/admin/redirects/${id}`, { method: 'DELETE' }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.seo.redirects] }),
  });
}
