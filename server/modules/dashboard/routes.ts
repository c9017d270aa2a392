import type { FastifyInstance } from 'fastify';
import { dashboardService } from './service';

/** Dashboard figures (§2.2) and the system statistics (§2.3) of this machine. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const dashboard = dashboardService(app.db, app.config);

  app.get('/api/admin/dashboard', async () => ({ success: true, ...(await dashboard.dashboard()) }));

  app.get('/api/admin/system-stats', async () => ({ success: true, ...(await dashboard.systemStats()) }));

  app.get('/api/admin/system-monitor/status', async () => ({ success: true, status: { running: await dashboard.monitorRunning() } }));

  for (const action of ['start', 'stop'] as const) {
    app.post(`/api/admin/system-monitor/${action}`, async (request) => {
      await dashboard.setMonitor(action === 'start', request.admin?.username ?? null);
      return { success: true, message: action === 'start' ? 'Monitoring démarré' : 'Monitoring arrêté' };
    });
  }
}
