import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminLoginSchema } from '../../../domain/validation/admin-login-schema';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { ApiError, parseWith } from '../../lib/api-error';
import { API_KEY_HEADER, isSameOrigin, SESSION_COOKIE } from '../../plugins/admin-guard';
import { limits } from '../../plugins/rate-limits';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.publicUrl.startsWith('https://'),
  };
  const endSession = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieOptions);

  app.post('/api/security/check-admin-password', { config: { rateLimit: limits.adminLogin } }, async (request, reply) => {
    const input = parseWith(adminLoginSchema, request.body);
    const result = await app.auth.login(input, request.ip, { issueToken: input.issueToken ?? true });
    // The cookie lives as long as the browser; the server ends the session after the idle time of the settings.
    reply.setCookie(SESSION_COOKIE, result.sessionToken, { ...cookieOptions, maxAge: undefined });
    return {
      success: true,
      ...(result.apiToken ? { token: result.apiToken } : {}),
      message: adminMessages.loginSuccess,
      user: { username: result.username, roles: result.roles },
      sessionIdleMinutes: result.sessionIdleMinutes,
    };
  });

  app.post('/api/security/logout', async (request, reply) => {
    const sessionToken = request.cookies[SESSION_COOKIE];
    if (sessionToken && !isSameOrigin(request, app.config.publicUrl)) throw new ApiError(403, adminMessages.badOrigin);
    const apiKey = request.headers[API_KEY_HEADER];
    await app.auth.logout(sessionToken, typeof apiKey === 'string' ? apiKey : undefined);
    endSession(reply);
    return { success: true, message: adminMessages.logoutSuccess };
  });

  app.get('/api/admin/session', async (request) => ({ success: true, user: request.admin }));
}
