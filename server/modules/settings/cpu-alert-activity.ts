import type { Database } from '../../db/database';
import { cpuAlertRepository } from './cpu-alert-repository';
import { formatWholePercent } from '../../../domain/percent';

/** The alerted CPU episodes as entries of the dashboard's recent activity (back-office §2.2). */
export async function cpuAlertActivity(db: Database, limit: number) {
  const alerts = await cpuAlertRepository(db).recentAlerts(limit);
  return alerts.map((alert) => ({
    kind: 'alert' as const,
    name: alert.host,
    detail: `pic à ${formatWholePercent(alert.peakUsage / 100)} (seuil ${formatWholePercent(alert.threshold / 100)})`,
    createdAt: alert.alertedAt as string,
  }));
}
