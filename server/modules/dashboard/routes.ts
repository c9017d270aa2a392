import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../../domain/validation/zod';
import { dashboardService } from './service';

const count = z.number().int().nonnegative();
const dashboardAnswer = z.object({
  success: z.literal(true),
  stats: z.object({ users: count, prospects: count, chatbotRequests: count }),
  recentActivity: z.array(z.object({ kind: z.enum(['contact', 'callback', 'prospect', 'alert']), name: z.string(), detail: z.string(), createdAt: z.string() })),
});
const usage = z.object({ used: z.number(), total: z.number(), percentage: z.number() });
const systemStatsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  users: count,
  apiKeys: count,
  blockedIPs: count,
  dbStatus: z.enum(['connected', 'disconnected']),
  serverInfo: z.record(z.string(), z.union([z.string(), z.object({ usage: z.number(), limit: z.number() })])),
  apiStatus: z.record(z.string(), z.string()),
  resources: z.object({
    cpu: z.object({ usage: z.number(), load: z.array(z.number()), cores: count }),
    memory: usage,
    disk: usage.nullable(),
    network: z.object({ rx: z.number(), tx: z.number() }).nullable(),
  }),
  updatedAt: z.string(),
});
const monitorAnswer = z.object({ success: z.literal(true), status: z.object({ running: z.boolean() }) });
const messageAnswer = z.object({ success: z.literal(true), message: z.string() });

/** Dashboard figures (§2.2) and the system statistics (§2.3) of this machine. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const dashboard = dashboardService(app.db, app.config, app.log);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/dashboard', { schema: { response: { 200: dashboardAnswer } } }, async () => ({
    success: true as const,
    ...(await dashboard.dashboard()),
  }));

  routes.get('/api/admin/system-stats', { schema: { response: { 200: systemStatsAnswer } } }, async () => ({
    success: true as const,
    ...(await dashboard.systemStats()),
  }));

  routes.get('/api/admin/system-monitor/status', { schema: { response: { 200: monitorAnswer } } }, async () => ({
    success: true as const,
    status: { running: await dashboard.monitorRunning() },
  }));

  for (const action of ['start', 'stop'] as const) {
    routes.post(`/api/admin/system-monitor/${action}`, { schema: { response: { 200: messageAnswer } } }, async (request) => {
      await dashboard.setMonitor(action === 'start', request.admin?.username ?? null);
      return { success: true as const, message: action === 'start' ? 'Monitoring démarré' : 'Monitoring arrêté' };
    });
  }
}
