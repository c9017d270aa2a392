import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Settings } from '../../../domain/settings/settings-schema';
import { MAINTENANCE_CSP, maintenancePage } from './maintenance-page';
import { settingsService } from './service';

/**
 * The back-office, its login and the API stay reachable; files with an extension are not pages. Tracking links
 * (/t/) too: the click is counted and the visitor is sent on, to meet the maintenance page at the destination.
 */
const ALWAYS_OPEN = /^\/(api|admin|login|assets|t)(\/|$)/;
const FILE = /\/[^/]+\.(?!html$)[a-z0-9]+$/i;

function isPublicPage(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !ALWAYS_OPEN.test(path) && !FILE.test(path);
}

/**
 * While maintenance mode is on, every public page answers 503 with the restricted-access page. Answers whether
 * public pages may be served without asking: maintenance known to be off (the settings' cached copy is fresh).
 */
export function registerMaintenanceMode(app: FastifyInstance): () => boolean {
  const settings = settingsService(app.db);
  const answer = (mode: Pick<Settings, 'maintenanceMode'>, reply: FastifyReply, done: () => void) => {
    if (!mode.maintenanceMode) return done();
    reply
      .code(503)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('retry-after', '600')
      .header('content-security-policy', MAINTENANCE_CSP)
      .send(maintenancePage);
  };
  // A callback hook: a page served while the settings are cached (nearly always) waits for no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!isPublicPage(request.method, path)) return done();
    const known = settings.known();
    if (known) return answer(known, reply, done);
    settings.current().then((current) => answer(current, reply, done), done);
  });
  return () => settings.known()?.maintenanceMode === false;
}
