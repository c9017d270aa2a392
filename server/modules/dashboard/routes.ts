import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardAnswer, monitorStatusAnswer, systemStatsAnswer } from '../../../domain/api/admin-answers';
import { answers, messageAnswer } from '../../../domain/api/answers';
import { dashboardService } from './service';
import { actionReminderJob } from './action-reminder-job';
import { weeklyReportJob } from './weekly-report-job';

/** Dashboard figures (§2.2) and the system statistics (§2.3) of this machine. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const dashboard = dashboardService(app.db, app.config, app.log);
  app.jobs.register(weeklyReportJob({ db: app.db, notifier: app.leadNotifier, log: app.log, publicUrl: app.config.publicUrl }));
  app.jobs.register(actionReminderJob({ db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl }));
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // A key without a user (none today) has no goal of its own: the agency's is shown; nor a day of its own.
  routes.get('/api/admin/dashboard', { schema: { response: answers({ 200: dashboardAnswer }) } }, async (request) => ({
    success: true as const,
    ...(await dashboard.dashboard(request.admin?.username ?? '')),
  }));

  routes.get('/api/admin/system-stats', { schema: { response: answers({ 200: systemStatsAnswer }) } }, async () => ({
    success: true as const,
    ...(await dashboard.systemStats()),
  }));

  routes.get('/api/admin/system-monitor/status', { schema: { response: answers({ 200: monitorStatusAnswer }) } }, async () => ({
    success: true as const,
    status: { running: await dashboard.monitorRunning() },
  }));

  for (const action of ['start', 'stop'] as const) {
    routes.post(`/api/admin/system-monitor/${action}`, { schema: { response: answers({ 200: messageAnswer }) } }, async (request) => {
      await dashboard.setMonitor(action === 'start', request.admin?.username ?? null);
      return { success: true as const, message: action === 'start' ? 'Monitoring démarré' : 'Monitoring arrêté' };
    });
  }
}
