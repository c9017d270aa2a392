import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginAnswer, openSessionsAnswer, ownEmailAnswer, sessionAnswer } from '../../../domain/api/admin-answers';
import { answers, idParams, messageAnswer } from '../../../domain/api/answers';
import { adminLoginSchema } from '../../../domain/validation/admin-login-schema';
import { ownEmailSchema, ownPasswordSchema } from '../../../domain/validation/admin-user-schema';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { accountMessages } from '../../../domain/validation/account-messages';
import { ApiError } from '../../lib/api-error';
import { tellFormerAddress } from '../admin-users/former-address';
import { adminUsersService } from '../admin-users/service';
import { API_KEY_HEADER, isSameOrigin, ownUsername, SESSION_COOKIE } from '../../plugins/admin-guard';
import { limits } from '../../plugins/rate-limits';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.publicUrl.startsWith('https://'),
  };
  const endSession = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieOptions);

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const users = adminUsersService(app.db);

  routes.post(
    '/api/security/check-admin-password',
    { config: { rateLimit: limits.adminLogin }, schema: { body: adminLoginSchema, response: answers({ 200: loginAnswer }) } },
    async (request, reply) => {
    const result = await app.auth.login(request.body, request.ip, { issueToken: request.body.issueToken ?? true, userAgent: request.headers['user-agent'] });
    // The cookie lives as long as the browser; the server ends the session after the idle time of the settings.
    reply.setCookie(SESSION_COOKIE, result.sessionToken, { ...cookieOptions, maxAge: undefined });
    return {
      success: true as const,
      ...(result.apiToken ? { token: result.apiToken } : {}),
      message: adminMessages.loginSuccess,
      user: { username: result.username, roles: result.roles },
      sessionIdleMinutes: result.sessionIdleMinutes,
    };
  },
  );

  routes.post('/api/security/logout', { schema: { response: answers({ 200: messageAnswer }) } }, async (request, reply) => {
    const sessionToken = request.cookies[SESSION_COOKIE];
    if (sessionToken && !isSameOrigin(request, app.config.publicUrl)) throw new ApiError(403, adminMessages.badOrigin);
    const apiKey = request.headers[API_KEY_HEADER];
    await app.auth.logout(sessionToken, typeof apiKey === 'string' ? apiKey : undefined);
    endSession(reply);
    return { success: true as const, message: adminMessages.logoutSuccess };
  });

  routes.post(
    '/api/admin/account/password',
    { config: { ownAccount: true }, schema: { body: ownPasswordSchema, response: answers({ 200: messageAnswer }) } },
    async (request, reply) => {
      const sessionToken = await app.auth.changeOwnPassword(ownUsername(request), request.body, { address: request.ip, userAgent: request.headers['user-agent'] });
      // The browser that changed it stays logged in; every other session and key of the user has ended.
      reply.setCookie(SESSION_COOKIE, sessionToken, { ...cookieOptions, maxAge: undefined });
      return { success: true as const, message: accountMessages.ownPasswordChanged };
    },
  );

  routes.get('/api/admin/account/email', { config: { ownAccount: true }, schema: { response: answers({ 200: ownEmailAnswer }) } }, async (request) => ({
    success: true as const,
    email: await users.emailOf(ownUsername(request)),
  }));

  routes.put(
    '/api/admin/account/email',
    { config: { ownAccount: true }, schema: { body: ownEmailSchema, response: answers({ 200: messageAnswer }) } },
    async (request) => {
      const username = ownUsername(request);
      const former = await users.emailOf(username);
      await app.auth.changeOwnEmail(username, request.body);
      // Stored first; the former address is told after, without making the answer wait (0536).
      tellFormerAddress(app, { username, former, next: request.body.email });
      return { success: true as const, message: request.body.email ? accountMessages.ownEmailSaved(request.body.email) : accountMessages.ownEmailRemoved };
    },
  );

  // The user's open sessions, each ended from here (docs/decisions/0461-open-sessions.md).
  routes.get('/api/admin/account/sessions', { config: { ownAccount: true }, schema: { response: answers({ 200: openSessionsAnswer }) } }, async (request) => {
    return { success: true as const, sessions: await app.auth.openSessionsOf(ownUsername(request), request.cookies[SESSION_COOKIE]) };
  });

  routes.delete(
    '/api/admin/account/sessions/:id',
    { config: { ownAccount: true }, schema: { params: idParams, response: answers({ 200: messageAnswer }) } },
    async (request) => {
      await app.auth.endOwnSession(ownUsername(request), request.params.id);
      return { success: true as const, message: accountMessages.sessionEnded };
    },
  );

  routes.post('/api/admin/account/sessions/end-others', { config: { ownAccount: true }, schema: { response: answers({ 200: messageAnswer }) } }, async (request) => {
    // Asked with an API key, no browser session is the caller's own: every one of them ends.
    const ended = await app.auth.endOtherSessions(ownUsername(request), request.cookies[SESSION_COOKIE]);
    return { success: true as const, message: accountMessages.otherSessionsEnded(ended) };
  });

  routes.get('/api/admin/session', { config: { ownAccount: true }, schema: { response: answers({ 200: sessionAnswer }) } }, async (request) => {
    if (!request.admin) throw new ApiError(401, adminMessages.unauthorized);
    const { username, roles, twoFactorMissing = false } = request.admin;
    return { success: true as const, user: { username, roles, ...(await users.availabilityOf(username)) }, twoFactorRequired: twoFactorMissing };
  });
}

