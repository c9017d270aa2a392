import { z } from '../validation/zod';

/** French messages of the redirects managed from the back-office (docs/decisions/0465-managed-redirects.md). */
export const siteRedirectMessages = {
  from: 'L’adresse à rediriger doit commencer par / et ne contenir ni espace, ni ? ni # (300 caractères au plus)',
  reserved: 'Cette adresse est réservée au site (administration, API, fichiers, liens de suivi) : elle ne peut pas être redirigée',
  isPage: 'Cette adresse est une page du site : elle ne peut pas être redirigée',
  taken: 'Cette adresse est déjà redirigée',
  to: 'La destination doit être une page du site',
  same: 'L’adresse et sa destination doivent être différentes',
  notFound: 'Redirection introuvable',
  created: 'Redirection créée',
  changed: 'Redirection modifiée',
  deleted: 'Redirection supprimée',
  loadError: 'Erreur lors du chargement des redirections',
} as const;

const PATH_MAX = 300;

/** An address without its final slash ('/ancien/' → '/ancien'), the root staying '/'. */
export const normalizedPath = (path: string) => path.replace(/\/+$/, '') || '/';

/** Addresses the server answers itself: never redirected. */
const RESERVED = /^\/(admin|api|assets|t|resources|docs)(\/|$)/;
export const isReservedPath = (path: string) => RESERVED.test(path) || path === '/';

const sitePath = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(PATH_MAX, message)
    .regex(/^\/(?!\/)[^\s?#]*$/, message)
    .transform(normalizedPath);

/**
 * Why an address typed to be redirected cannot be, as far as its writing says (its form, a reserved address), with
 * the address as it would be stored; whether a page or a redirect has it is the server's to say (decision 0520).
 */
export function redirectFromProblem(typed: string): { from: string; problem: string | null } {
  const parsed = sitePath(siteRedirectMessages.from).safeParse(typed);
  if (!parsed.success) return { from: typed.trim(), problem: siteRedirectMessages.from };
  return { from: parsed.data, problem: isReservedPath(parsed.data) ? siteRedirectMessages.reserved : null };
}

/** `GET /api/admin/redirects/from-check`: the address typed so far. */
export const redirectFromCheckQuery = z.object({ from: z.string({ error: siteRedirectMessages.from }).max(400, siteRedirectMessages.from) });

/** POST /api/admin/redirects: an address of the site that matches no page, and the page it should lead to. */
export const newSiteRedirectSchema = z
  .object({ from: sitePath(siteRedirectMessages.from), to: sitePath(siteRedirectMessages.to) })
  .refine(({ from }) => !isReservedPath(from), { path: ['from'], message: siteRedirectMessages.reserved })
  .refine(({ from, to }) => from !== to, { path: ['to'], message: siteRedirectMessages.same });
export type NewSiteRedirect = z.output<typeof newSiteRedirectSchema>;

/** PUT /api/admin/redirects/{id}: another page for a redirect, its address and its visits kept (0469). */
export const siteRedirectChangeSchema = z.object({ to: sitePath(siteRedirectMessages.to) });
export type SiteRedirectChange = z.output<typeof siteRedirectChangeSchema>;

export const siteRedirectSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** Visitors sent on since its creation, robots and prefetches left out (0466). */
  uses: z.number().int(),
  lastUsedAt: z.string().nullable(),
});
export type SiteRedirect = z.output<typeof siteRedirectSchema>;
