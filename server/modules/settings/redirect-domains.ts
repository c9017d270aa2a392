import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { decodeRedirectDomains, redirectDomainsMessages, redirectDomainsSchema } from '../../../domain/settings/redirect-domains';
import { perDatabase, storedList } from './stored-list';
import { redirectDomainsAnswer, redirectDomainsSavedAnswer } from '../../../domain/api/settings-answers';

/** The row of site_settings that holds the list, one domain a line. */
const KEY = 'redirect-domains';

/** One service per database handle, so the redirect and the tracking-link checks share its cache. */
export const redirectDomainsService = perDatabase((db) =>
  storedList(db, KEY, { decode: decodeRedirectDomains, encode: (domains) => domains.join('\n') }),
);

/** Paramètres > Domaines de redirection: the https domains tracking links may point to (empty by default). */
export async function redirectDomainsRoutes(app: FastifyInstance): Promise<void> {
  const domains = redirectDomainsService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/admin/settings/redirect-domains', { schema: { response: answers({ 200: redirectDomainsAnswer }) } }, async () => ({
    success: true as const,
    domains: await domains.current(),
  }));
  routes.put(
    '/api/admin/settings/redirect-domains',
    { schema: { body: redirectDomainsSchema, response: answers({ 200: redirectDomainsSavedAnswer }) } },
    async (request) => ({
      success: true as const,
      message: redirectDomainsMessages.saved,
      domains: await domains.replace(request.body.domains, request.admin?.username ?? 'inconnu'),
    }),
  );
}
