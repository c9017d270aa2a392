import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Activity } from '../../../domain/api/admin-answers';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { adminUsersService } from '../admin-users/service';
import { apiKeysService } from '../api-keys/service';
import { securityFigures } from '../auth/security-figures';
import { chatbotService } from '../chatbot/service';
import { healthService } from '../health/service';
import { myDay } from './my-day';
import { prospectsService } from '../prospects/service';
import { requestsService } from '../requests/service';
import { cpuAlertActivity } from '../settings/cpu-alert-activity';
import { monitorRepository } from './monitor-repository';
import { keptEmailsService } from '../outgoing-mail/service';
import { readSystemResources } from '../../lib/system-resources';
import { parisToday } from '../../../domain/paris-time';

const RECENT_ACTIVITY_LIMIT = 5;

/** Dashboard (§2.2) and system statistics (§2.3): every figure read from its owner module's service. */
export function dashboardService(db: Database, config: Pick<Config, 'smtpUrl'>, log: FastifyBaseLogger) {
  const users = adminUsersService(db);
  const prospects = prospectsService(db);
  const requests = requestsService(db);
  const chatbot = chatbotService(db);
  const security = securityFigures(db);
  const keys = apiKeysService(db);
  const monitor = monitorRepository(db);
  const health = healthService(db, log);
  const keptEmails = keptEmailsService(db);

  const counts = async () => {
    const [userCount, prospectCount, chatbotRequests] = await Promise.all([users.count(), prospects.count(), chatbot.count()]);
    return { users: userCount, prospects: prospectCount, chatbotRequests };
  };

  /** The newest leads of every kind, merged: contact messages, callbacks and prospects, each with the record it opens. */
  const recentActivity = async (limit: number): Promise<Activity[]> => {
    const [newestRequests, newestProspects, cpuAlerts] = await Promise.all([
      requests.newest(limit),
      prospects.newest(limit),
      cpuAlertActivity(db, limit),
    ]);
    const merged: Activity[] = [
      ...newestRequests.map((row) => ({ kind: row.source, id: row.id, name: row.name, detail: row.company, createdAt: row.createdAt })),
      ...newestProspects.map((row) => ({ kind: 'prospect' as const, id: row.id, name: `${row.prenom} ${row.nom}`.trim(), detail: row.entreprise, createdAt: row.dateAjout })),
      ...cpuAlerts,
    ];
    return merged.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
  };

  return {
    /** The figures of the dashboard, and the goal of the month its reader follows (0468). */
    async dashboard(username: string) {
      const [stats, activity, salesGoal, day] = await Promise.all([
        counts(),
        recentActivity(RECENT_ACTIVITY_LIMIT),
        prospects.dashboardGoal(username, parisToday()),
        myDay(db, username),
      ]);
      return { stats, recentActivity: activity, salesGoal, myDay: day };
    },

    async systemStats(now = new Date()) {
      const connected = await health.databaseConnected();
      const [figures, apiKeys, blockedIPs, resources, waitingEmails] = await Promise.all([
        counts(),
        keys.countActive(now),
        security.lockedAddresses(now),
        readSystemResources(),
        keptEmails.waitingCount(),
      ]);
      return {
        message: '',
        users: figures.users,
        apiKeys,
        blockedIPs,
        dbStatus: connected ? ('connected' as const) : ('disconnected' as const),
        serverInfo: {
          version_de_node: process.version,
          système: `${os.platform()} ${os.release()}`,
          hôte: os.hostname(),
          base_de_données: db.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite',
          en_service_depuis: `${Math.floor(process.uptime() / 60)} min`,
          mémoire_du_serveur: { usage: process.memoryUsage().rss, limit: os.totalmem() },
        },
        // Without SMTP_URL, notifications are only logged; with e-mails the mail server refused waiting for another
        // attempt (0537), they leave late: the e-mail API is degraded, not down, either way.
        apiStatus: {
          'Base de données': connected ? ('operational' as const) : ('down' as const),
          'E-mail (SMTP)': config.smtpUrl && waitingEmails === 0 ? ('operational' as const) : ('degraded' as const),
        },
        resources,
        updatedAt: now.toISOString(),
      };
    },

    monitorRunning: () => monitor.isRunning(),
    setMonitor: (running: boolean, by: string | null) => monitor.set(running, by),
  };
}
