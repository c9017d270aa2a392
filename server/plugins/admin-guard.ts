import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminMessages } from '../../domain/validation/admin-messages';
import { accountMessages } from '../../domain/validation/account-messages';
import { ApiError } from '../lib/api-error';

export const SESSION_COOKIE = 'admin_session';
export const API_KEY_HEADER = 'x-api-key';
const ADMIN_PREFIX = '/api/admin';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Who an admin request runs as. */
interface AdminIdentity {
  username: string;
  roles: string[];
  /** The agency requires a second factor and this user has none yet (docs/decisions/0460-two-factor-required.md). */
  twoFactorMissing?: boolean;
}

/** How the guard recognises an admin; the auth module provides it, so the guard does not import the module. */
interface AdminAuthenticator {
  fromApiToken(token: string): Promise<AdminIdentity | null>;
  fromSession(token: string): Promise<AdminIdentity | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin: AdminIdentity | null;
  }
  interface FastifyContextConfig {
    /**
     * Only a route that sets 'public' is reachable without an admin session under /api/admin;
     * 'required' closes a route outside that prefix the same way (e.g. /api/improvements).
     */
    adminAccess?: 'public' | 'required';
    /**
     * A route of the caller's own account only (their session, password, second factor): any logged-in user may
     * use it, readers too, and one who must still set up the second factor the agency requires.
     */
    ownAccount?: boolean;
  }
}

/** The user a route of one's own account acts for; 401 without one. */
export function ownUsername(request: FastifyRequest): string {
  if (!request.admin) throw new ApiError(401, adminMessages.unauthorized);
  return request.admin.username;
}

const isAdminPath = (path: string | undefined) => !!path && (path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`));

function needsAdmin(request: FastifyRequest): boolean {
  const access = request.routeOptions.config?.adminAccess;
  if (access === 'public') return false;
  return access === 'required' || isAdminPath(request.url.split('?')[0]) || isAdminPath(request.routeOptions.url);
}

/** True when the browser says the request comes from this site (the CSRF check of cookie writes). */
export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  return origin === new URL(publicUrl).origin || origin === `${request.protocol}://${request.host}`;
}

/**
 * Closes every /api/admin/* route by default: one hook for the whole prefix,
 * so a new route cannot forget to ask for authentication.
 */
export function registerAdminGuard(app: FastifyInstance, auth: AdminAuthenticator): void {
  app.decorateRequest('admin', null);

  const identify = async (request: FastifyRequest) => {
    const apiKey = request.headers[API_KEY_HEADER];
    const sessionToken = request.cookies[SESSION_COOKIE];
    let admin: AdminIdentity | null = null;
    let viaCookie = false;
    if (typeof apiKey === 'string' && apiKey) admin = await auth.fromApiToken(apiKey);
    if (!admin && sessionToken) {
      admin = await auth.fromSession(sessionToken);
      viaCookie = true;
    }
    if (!admin) throw new ApiError(401, adminMessages.unauthorized);
    const ownAccount = request.routeOptions.config?.ownAccount === true;
    if (admin.twoFactorMissing && !ownAccount) throw new ApiError(403, accountMessages.twoFactorRequired);

    if (!SAFE_METHODS.has(request.method)) {
      if (viaCookie && !isSameOrigin(request, app.config.publicUrl)) throw new ApiError(403, adminMessages.badOrigin);
      // ROLE_USER reads the back-office; every change needs ROLE_ADMIN (docs/decisions/0141-admin-roles.md).
      if (!admin.roles.includes('ROLE_ADMIN') && !ownAccount) throw new ApiError(403, adminMessages.forbidden);
    }
    request.admin = admin;
  };

  // A callback hook: the pages and the public API, most of the traffic, pass without a promise made for them.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!needsAdmin(request)) return done();
    identify(request).then(() => done(), done);
  });
}
