import { z } from '../validation/zod';

/** Domains a tracking link may send visitors to, besides this site's own pages (Paramètres). */
export const REDIRECT_DOMAINS_MAX = 50;
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;

export const redirectDomainsMessages = {
  domain: (text: string) => `« ${text.slice(0, 60)} » n'est pas un nom de domaine valide (exemple : partenaire.fr)`,
  tooMany: `Au plus ${REDIRECT_DOMAINS_MAX} domaines autorisés`,
  saved: 'Domaines de redirection enregistrés',
  loadError: 'Erreur lors du chargement des domaines de redirection',
  saveError: "Erreur lors de l'enregistrement des domaines de redirection",
} as const;

/** A domain as typed: lower-cased, without scheme, path or trailing dot. */
export const normalizeDomain = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');

const domain = z
  .string({ error: redirectDomainsMessages.domain('') })
  .max(300, redirectDomainsMessages.domain(''))
  .transform(normalizeDomain)
  .superRefine((text, ctx) => {
    if (!DOMAIN.test(text)) ctx.addIssue({ code: 'custom', message: redirectDomainsMessages.domain(text) });
  });

/** PUT /api/admin/settings/redirect-domains: the whole list, duplicates merged, sorted. */
export const redirectDomainsSchema = z.object({
  domains: z
    .array(domain, { error: redirectDomainsMessages.domain('') })
    .max(REDIRECT_DOMAINS_MAX, redirectDomainsMessages.tooMany)
    .transform((list) => [...new Set(list)].sort()),
});
export type RedirectDomains = z.output<typeof redirectDomainsSchema>;

/** The stored list, one domain a line; an unreadable line is left out. */
export const decodeRedirectDomains = (stored: string | undefined): string[] =>
  (stored ?? '')
    .split('\n')
    .map(normalizeDomain)
    .filter((line) => DOMAIN.test(line));
