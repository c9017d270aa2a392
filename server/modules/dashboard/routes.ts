import os from 'node:os';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardAnswer, monitorStatusAnswer, systemStatsAnswer } from '../../../domain/api/admin-answers';
import { answers, messageAnswer } from '../../../domain/api/answers';
import { monitorRepository } from './monitor-repository';
import { dashboardRepository } from './repository';
import { readSystemResources } from './system-resources';

export const RECENT_ACTIVITY_LIMIT = 5;

/** Dashboard figures (§2.2) and the system statistics (§2.3) of this machine. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const dashboard = dashboardRepository(app.db);
  const monitor = monitorRepository(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/dashboard', { schema: { response: answers({ 200: dashboardAnswer }) } }, async () => {
    const [counts, recentActivity] = await Promise.all([dashboard.counts(), dashboard.recentActivity(RECENT_ACTIVITY_LIMIT)]);
    return { success: true as const, stats: counts, recentActivity };
  });

  routes.get('/api/admin/system-stats', { schema: { response: answers({ 200: systemStatsAnswer }) } }, async () => {
    const now = new Date();
    const connected = await sql`select 1`.execute(app.db).then(
      () => true,
      () => false,
    );
    const [counts, apiKeys, blockedIPs, resources] = await Promise.all([
      dashboard.counts(),
      dashboard.activeApiTokens(now),
      dashboard.lockedLogins(now),
      readSystemResources(),
    ]);
    return {
      success: true as const,
      message: '',
      users: counts.users,
      apiKeys,
      blockedIPs,
      dbStatus: connected ? ('connected' as const) : ('disconnected' as const),
      serverInfo: {
        version_de_node: process.version,
        système: `${os.platform()} ${os.release()}`,
        hôte: os.hostname(),
        base_de_données: app.db.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite',
        en_service_depuis: `${Math.floor(process.uptime() / 60)} min`,
        mémoire_du_serveur: { usage: process.memoryUsage().rss, limit: os.totalmem() },
      },
      // Without SMTP_URL, notifications are only logged: the e-mail API is degraded, not down.
      apiStatus: {
        'Base de données': connected ? ('operational' as const) : ('down' as const),
        'E-mail (SMTP)': app.config.smtpUrl ? ('operational' as const) : ('degraded' as const),
      },
      resources,
      updatedAt: now.toISOString(),
    };
  });

  routes.get('/api/admin/system-monitor/status', { schema: { response: answers({ 200: monitorStatusAnswer }) } }, async () => ({
    success: true as const,
    status: { running: await monitor.isRunning() },
  }));

  for (const action of ['start', 'stop'] as const) {
    routes.post(`/api/admin/system-monitor/${action}`, { schema: { response: answers({ 200: messageAnswer }) } }, async (request) => {
      await monitor.set(action === 'start', request.admin?.username ?? null);
      return { success: true as const, message: action === 'start' ? 'Monitoring démarré' : 'Monitoring arrêté' };
    });
  }
}
