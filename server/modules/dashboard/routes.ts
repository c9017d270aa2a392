import os from 'node:os';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { monitorRepository } from './monitor-repository';
import { cpuAlertActivity } from '../settings/cpu-alert-activity';
import { dashboardRepository, type Activity } from './repository';
import { readSystemResources } from './system-resources';

export const RECENT_ACTIVITY_LIMIT = 5;

/** Dashboard figures (§2.2) and the system statistics (§2.3) of this machine. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const dashboard = dashboardRepository(app.db);
  const monitor = monitorRepository(app.db);

  app.get('/api/admin/dashboard', async () => {
    const [counts, leads, cpuAlerts] = await Promise.all([
      dashboard.counts(),
      dashboard.recentActivity(RECENT_ACTIVITY_LIMIT),
      cpuAlertActivity(app.db, RECENT_ACTIVITY_LIMIT),
    ]);
    const recentActivity: Activity[] = [...leads, ...cpuAlerts].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, RECENT_ACTIVITY_LIMIT);
    return { success: true, stats: counts, recentActivity };
  });

  app.get('/api/admin/system-stats', async () => {
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
      success: true,
      message: '',
      users: counts.users,
      apiKeys,
      blockedIPs,
      dbStatus: connected ? 'connected' : 'disconnected',
      serverInfo: {
        version_de_node: process.version,
        système: `${os.platform()} ${os.release()}`,
        hôte: os.hostname(),
        base_de_données: app.db.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite',
        en_service_depuis: `${Math.floor(process.uptime() / 60)} min`,
        mémoire_du_serveur: { usage: process.memoryUsage().rss, limit: os.totalmem() },
      },
      // Without SMTP_URL, notifications are only logged: the e-mail API is degraded, not down.
      apiStatus: { 'Base de données': connected ? 'operational' : 'down', 'E-mail (SMTP)': app.config.smtpUrl ? 'operational' : 'degraded' },
      resources,
      updatedAt: now.toISOString(),
    };
  });

  app.get('/api/admin/system-monitor/status', async () => ({ success: true, status: { running: await monitor.isRunning() } }));

  for (const action of ['start', 'stop'] as const) {
    app.post(`/api/admin/system-monitor/${action}`, async (request) => {
      await monitor.set(action === 'start', request.admin?.username ?? null);
      return { success: true, message: action === 'start' ? 'Monitoring démarré' : 'Monitoring arrêté' };
    });
  }
}
