import { permanentRedirects } from '../../../domain/redirects';
import { isReservedPath, normalizedPath, redirectFromProblem, siteRedirectMessages, type NewSiteRedirect, type SiteRedirect } from '../../../domain/seo/site-redirects';
import type { Database } from '../../db/database';
import { ApiError, fieldRefusal } from '../../lib/api-error';
import { sitePagePaths } from '../../lib/site-pages';
import { siteRedirectsRepository } from './site-redirects-repository';

/** How long an instance answers from its copy of the table: another instance's change reaches it within this time. */
export const SITE_REDIRECTS_CACHE_MS = 5_000;

type Row = Awaited<ReturnType<ReturnType<typeof siteRedirectsRepository>['list']>>[number];
const view = (row: Row): SiteRedirect => ({
  id: Number(row.id),
  from: row.fromPath,
  to: row.toPath,
  createdAt: row.createdAt,
  createdBy: row.createdBy,
  uses: Number(row.uses),
  lastUsedAt: row.lastUsedAt,
});

/** A redirect as the 404 follows it. */
export interface RedirectTarget {
  id: number;
  to: string;
}

/**
 * Addresses redirected to a page of the site from the back-office (docs/decisions/0465-managed-redirects.md): an
 * address no page answers, towards a pre-rendered page. The server's 404 asks `targetOf` before answering and counts
 * a person sent on with `countUse`.
 */
export function siteRedirectsService(db: Database, siteDir: string) {
  const redirects = siteRedirectsRepository(db);
  let cache: { at: number; byPath: Map<string, RedirectTarget> } | null = null;
  const pages = () => sitePagePaths(siteDir);
  /** A redirect leads to a page of the built site, never elsewhere. */
  const checkDestination = (to: string) => {
    if (!pages().has(to) || (to !== '/' && isReservedPath(to))) throw fieldRefusal(400, 'to', siteRedirectMessages.to);
  };

  return {
    list: async () => (await redirects.list()).map(view),

    /** Whether an address typed in the form may be redirected, and otherwise why not (decision 0520). */
    async fromCheck(typed: string): Promise<{ available: boolean; message: string }> {
      const { from, problem } = redirectFromProblem(typed);
      const refusal =
        problem ??
        (pages().has(from) || permanentRedirects[from] ? siteRedirectMessages.isPage : null) ??
        ((await redirects.findByFrom(from)) ? siteRedirectMessages.taken : null);
      return { available: refusal === null, message: refusal ?? '' };
    },

    async create(input: NewSiteRedirect, by: string | null): Promise<SiteRedirect> {
      if (pages().has(input.from) || permanentRedirects[input.from]) throw fieldRefusal(400, 'from', siteRedirectMessages.isPage);
      checkDestination(input.to);
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

    /** Another page for a redirect (0469): its address and its visits kept. */
    async changeTarget(id: number, to: string): Promise<SiteRedirect> {
      // The address itself is no page of the site: refused as any other destination off the site.
      checkDestination(to);
      const row = await redirects.changeTarget(id, to);
      if (!row) throw new ApiError(404, siteRedirectMessages.notFound);
      cache = null;
      return view(row);
    },

    async remove(id: number) {
      if (!(await redirects.remove(id))) throw new ApiError(404, siteRedirectMessages.notFound);
      cache = null;
    },

    /** The redirect of an address (without its query string), if any. */
    async targetOf(path: string): Promise<RedirectTarget | undefined> {
      if (!cache || Date.now() - cache.at > SITE_REDIRECTS_CACHE_MS) {
        const rows = await redirects.list();
        cache = { at: Date.now(), byPath: new Map(rows.map((row) => [row.fromPath, { id: Number(row.id), to: row.toPath }])) };
      }
      return cache.byPath.get(normalizedPath(path));
    },

    /** Counts a person sent on by a redirect (0466); a redirect deleted meanwhile counts nothing. */
    countUse: (redirect: RedirectTarget) => redirects.countUse(redirect.id, new Date().toISOString()),
  };
}

export type SiteRedirects = ReturnType<typeof siteRedirectsService>;
