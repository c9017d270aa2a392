import { permanentRedirects } from '../../../domain/redirects';
import { isReservedPath, siteRedirectMessages, type NewSiteRedirect, type SiteRedirect } from '../../../domain/seo/site-redirects';
import type { Database } from '../../db/database';
import { ApiError, fieldRefusal } from '../../lib/api-error';
import { sitePagePaths } from '../../lib/site-pages';
import { siteRedirectsRepository } from './site-redirects-repository';

/** How long an instance answers from its copy of the table: another instance's change reaches it within this time. */
export const SITE_REDIRECTS_CACHE_MS = 5_000;

type Row = Awaited<ReturnType<ReturnType<typeof siteRedirectsRepository>['list']>>[number];
const view = (row: Row): SiteRedirect => ({ id: Number(row.id), from: row.fromPath, to: row.toPath, createdAt: row.createdAt, createdBy: row.createdBy });

/**
 * Addresses redirected to a page of the site from the back-office (docs/decisions/0465-managed-redirects.md): an
 * address no page answers, towards a pre-rendered page. The server's 404 asks `targetOf` before answering.
 */
export function siteRedirectsService(db: Database, siteDir: string) {
  const redirects = siteRedirectsRepository(db);
  let cache: { at: number; byPath: Map<string, string> } | null = null;
  const pages = () => sitePagePaths(siteDir);

  return {
    list: async () => (await redirects.list()).map(view),

    async create(input: NewSiteRedirect, by: string | null): Promise<SiteRedirect> {
      if (pages().has(input.from) || permanentRedirects[input.from]) throw fieldRefusal(400, 'from', siteRedirectMessages.isPage);
      if (!pages().has(input.to) || (input.to !== '/' && isReservedPath(input.to))) throw fieldRefusal(400, 'to', siteRedirectMessages.to);
      if (await redirects.findByFrom(input.from)) throw fieldRefusal(409, 'from', siteRedirectMessages.taken);
      try {
        const row = await redirects.insert({ fromPath: input.from, toPath: input.to, createdAt: new Date().toISOString(), createdBy: by });
        cache = null;
        return view(row);
      } catch (error) {
        // Two admins redirecting the same address at once: the unique index decides.
        if (await redirects.findByFrom(input.from)) throw fieldRefusal(409, 'from', siteRedirectMessages.taken);
        throw error;
      }
    },

    async remove(id: number) {
      if (!(await redirects.remove(id))) throw new ApiError(404, siteRedirectMessages.notFound);
      cache = null;
    },

    /** The page an address (without its query string) is redirected to, if any. */
    async targetOf(path: string): Promise<string | undefined> {
      if (!cache || Date.now() - cache.at > SITE_REDIRECTS_CACHE_MS) {
        cache = { at: Date.now(), byPath: new Map((await redirects.list()).map((row) => [row.fromPath, row.toPath])) };
      }
      return cache.byPath.get(path.replace(/\/+$/, '') || '/');
    },
  };
}

export type SiteRedirects = ReturnType<typeof siteRedirectsService>;
