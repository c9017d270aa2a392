import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../../domain/validation/zod';
import { answers } from '../../../domain/api/answers';
import { backupFileAnswer, backupsAnswer } from '../../../domain/api/backup-answers';
import { backupMessages } from '../../../domain/backups/backup-messages';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { ApiError } from '../../lib/api-error';
import { settingsService } from '../settings/service';
import { BACKUP_JOB, backupsService } from './service';

const nameParams = z.object({ name: z.string().max(100, backupMessages.notFound) });

/** The daily backup job and the back-office's list of backups, with their download for admins. */
export async function backupsRoutes(app: FastifyInstance): Promise<void> {
  const backups = backupsService(app.db, { directory: app.config.backupDir });
  const settings = settingsService(app.db);
  app.jobs.register(backups.job());
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/backups', { schema: { response: answers({ 200: backupsAnswer }) } }, async () => {
    let directoryError: string | null = null;
    const listed = backups.list().catch((error: unknown) => {
      directoryError = `${backupMessages.unreadableDirectory} : ${error instanceof Error ? error.message : String(error)}`;
      app.log.error({ err: error }, backupMessages.unreadableDirectory);
      return [];
    });
    const [list, lease, current] = await Promise.all([listed, app.jobs.status(BACKUP_JOB), settings.current()]);
    return {
      success: true as const,
      directory: backups.directory,
      kept: current.backupsKept,
      nextRunAt: lease?.nextRunAt ?? null,
      lastRunAt: lease?.lastFinishedAt ?? null,
      lastError: lease?.lastError ?? null,
      directoryError,
      backups: list,
    };
  });

  // A backup holds every lead and every admin's password hash: ROLE_USER reads the list, only ROLE_ADMIN downloads.
  routes.get('/api/admin/backups/:name', { schema: { params: nameParams, response: answers({ 200: backupFileAnswer }) } }, async (request, reply) => {
    if (!request.admin?.roles.includes('ROLE_ADMIN')) throw new ApiError(403, adminMessages.forbidden);
    const path = backups.pathOf(request.params.name);
    const size = path ? await stat(path).then((s) => s.size, () => undefined) : undefined;
    if (!path || size === undefined) throw new ApiError(404, backupMessages.notFound);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${request.params.name}"`)
      .header('cache-control', 'no-store')
      .send(createReadStream(path));
  });
}
