import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { decodeRedirectDomains, redirectDomainsMessages, redirectDomainsSchema } from '../../../domain/settings/redirect-domains';
import type { Database } from '../../db/database';
import { settingsRepository } from './repository';
import { SETTINGS_CACHE_MS } from './service';
import { redirectDomainsAnswer, redirectDomainsSavedAnswer } from '../../../domain/api/settings-answers';

/** The row of site_settings that holds the list, one domain a line. */
const KEY = 'redirect-domains';

function createRedirectDomainsService(db: Database) {
  const repository = settingsRepository(db);
  let cached: { domains: string[]; readAt: number } | undefined;
  let inFlight: Promise<string[]> | undefined;

  const load = async () => {
    const rows = await repository.readAll();
    const domains = decodeRedirectDomains(rows.find((row) => row.key === KEY)?.value);
    cached = { domains, readAt: Date.now() };
    return domains;
  };

  return {
    /** The allowed domains, read again once the cached copy is older than a second, like the other settings. */
    async current(): Promise<string[]> {
      if (cached && Date.now() - cached.readAt < SETTINGS_CACHE_MS) return cached.domains;
      inFlight ??= load().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    /** Replaces the list, with who changed it in the settings history. */
    async replace(domains: string[], by: string): Promise<string[]> {
      const before = (await load()).join('\n');
      const value = domains.join('\n');
      if (value !== before) await repository.write([{ key: KEY, oldValue: before, value }], by, new Date());
      return load();
    },
  };
}

type RedirectDomainsService = ReturnType<typeof createRedirectDomainsService>;
const services = new WeakMap<Database, RedirectDomainsService>();

/** One service per database handle, so the redirect and the tracking-link checks share its cache. */
export function redirectDomainsService(db: Database): RedirectDomainsService {
  let service = services.get(db);
  if (!service) {
    service = createRedirectDomainsService(db);
    services.set(db, service);
  }
  return service;
}

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
