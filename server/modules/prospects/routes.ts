import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, csvFile, idParams, messageAnswer } from '../../../domain/api/answers';
import { bulkAnswer, labelsInUseAnswer, responseTimesAnswer } from '../../../domain/api/admin-answers';
import { labelMessages, prospectLabelsSchema } from '../../../domain/labels';
import { prospectBulkMessages, prospectBulkSchema } from '../../../domain/prospects/prospect-bulk';
import { responseTimesQuerySchema } from '../../../domain/inbox';
import { lostReasonsQuerySchema } from '../../../domain/prospects/lost-reasons';
import { exportFileName } from '../../../domain/prospects/csv-columns';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { prospectMatchQuerySchema, prospectMergeMessages, prospectMergeSchema } from '../../../domain/prospects/prospect-merge';
import {
  boardQuerySchema,
  prospectCreateSchema,
  prospectListQuerySchema,
  pipelineMessages,
  prospectSearchQuerySchema,
  prospectStatusSchema,
  prospectUpdateSchema,
} from '../../../domain/prospects/prospect-schema';
import { PROSPECT_STATUSES } from '../../../domain/prospects/prospect-fields';
import { idleAfterDaysOf } from '../../../domain/prospects/idle-deals';
import { parisToday } from '../../../domain/paris-time';
import { settingsService } from '../settings/service';
import { ApiError } from '../../lib/api-error';
import { importBodySchema, IMPORT_BODY_LIMIT } from './import-body';
import { prospectsService } from './service';
import {
  boardAnswer,
  importReportAnswer,
  lostReasonsAnswer,
  prospectDetailAnswer,
  prospectDuplicatesAnswer,
  duplicateGroupsAnswer,
  prospectListAnswer,
  prospectSavedAnswer,
  prospectsHealthAnswer,
  prospectStructureAnswer,
  prospectTestDataAnswer,
  timelineAnswer,
  waitingLeadsAnswer,
} from '../../../domain/api/prospect-answers';
import { prospectTimeline } from './timeline';
import { followUpDigestJob } from './follow-up-digest-job';
import { leadAlertJob } from './lead-alert-job';
import { DAY_MS } from '../../../domain/calendar-day';
import { sendCsv } from '../../lib/csv-reply';

/** Cards shown per board column; the column's total says how many more the table lists. */
const BOARD_CARDS = 50;
/** Groups listed at once by the duplicates' view; its total says how many more remain. */
const DUPLICATE_GROUPS_SHOWN = 50;

/** The prospects database (back-office §2.6, §7): list, edit, export, import, pipeline and timeline. */

export async function prospectsRoutes(app: FastifyInstance): Promise<void> {
  const prospects = prospectsService(app.db, { assigned: (notice) => void app.colleagueNotifier.assigned(notice) });
  const settings = settingsService(app.db);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  app.jobs.register(followUpDigestJob({ db: app.db, notifier: app.leadNotifier, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl }));
  app.jobs.register(leadAlertJob({ db: app.db, notifier: app.leadNotifier, log: app.log, publicUrl: app.config.publicUrl }));
  const found = async (id: number) => {
    const prospect = await prospects.detail(id);
    if (!prospect) throw new ApiError(404, prospectMessages.notFound);
    return prospect;
  };

  typed.get('/api/admin/prospects', { schema: { querystring: prospectListQuerySchema, response: answers({ 200: prospectListAnswer }) } }, async (request) => {
    const { prospects: rows, totalItems, totalPages } = await prospects.list(request.query);
    return {
      success: true as const,
      prospects: rows,
      meta: { totalPages, totalItems, page: request.query.page, limit: request.query.limit },
      source: 'database',
      db_status: 'connected',
      message: '',
    };
  });

  for (const path of ['/api/admin/prospects/structure', '/api/admin/prospects/table-structure']) {
    typed.get(path, { schema: { response: answers({ 200: prospectStructureAnswer }) } }, async () => ({
      success: true as const,
      table: 'prospects',
      structure: await prospects.structure(),
    }));
  }

  typed.get('/api/admin/prospects/health', { schema: { response: answers({ 200: prospectsHealthAnswer }) } }, async () => {
    const { connected, totalItems } = await prospects.health();
    return { success: connected, db_status: connected ? 'connected' : 'error', totalItems, message: connected ? '' : 'Base de données injoignable' };
  });

  typed.get('/api/admin/prospects/test-data', { schema: { response: answers({ 200: prospectTestDataAnswer }) } }, async () => {
    const rows = prospects.testData();
    return {
      success: true as const,
      prospects: [...rows],
      meta: { totalPages: 1, totalItems: rows.length, page: 1, limit: rows.length },
      source: 'test-data',
      db_status: 'unknown',
      message: "Données d'exemple : ces lignes ne sont pas des prospects réels.",
    };
  });

  typed.get('/api/admin/prospects/export', { schema: { querystring: prospectSearchQuerySchema, response: answers({ 200: csvFile }) } }, async (request, reply) => {
    return sendCsv(reply, exportFileName(new Date()), prospects.exportCsv(request.query));
  });

  typed.post(
    '/api/admin/prospects/import',
    { bodyLimit: IMPORT_BODY_LIMIT, schema: { body: importBodySchema, response: answers({ 200: importReportAnswer }) } },
    async (request) => {
      const { content, mode, dryRun } = request.body;
      const report = await prospects.import(content, { mode, dryRun, by: request.admin?.username ?? null });
      const accepted = report.created + report.merged;
      if (!dryRun && accepted > 0) {
        void app.leadNotifier.leadArrived({
          source: 'prospect-import',
          event: 'leads.imported',
          data: { total: report.total, created: report.created, merged: report.merged, refused: report.refusedCount, by: request.admin?.username ?? null },
          mail: {
            subject: `[Import] ${report.created} prospect(s) ajouté(s), ${report.merged} fusionné(s)`,
            text: `Import de prospects par ${request.admin?.username ?? 'un administrateur'} : ${report.total} ligne(s), ${report.created} ajoutée(s), ${report.merged} fusionnée(s), ${report.refusedCount} refusée(s).`,
          },
        });
      }
      const message = dryRun ? prospectMessages.importDryRunDone(accepted, report.refusedCount) : prospectMessages.importDone(accepted, report.refusedCount);
      return { success: true as const, message, dryRun, ...report };
    },
  );

  // The leads' contact promises kept over the last `days` days: the same figures as the inbox's.
  typed.get(
    '/api/admin/prospects/response-times',
    { schema: { querystring: responseTimesQuerySchema, response: answers({ 200: responseTimesAnswer }) } },
    async (request) => {
      const now = new Date();
      const days = request.query.days;
      return { success: true as const, days, ...(await prospects.responseTimes(new Date(now.getTime() - days * DAY_MS), now)) };
    },
  );

  // Leads still to reach, read with the inbox's pending counts every 30 s for the tab's title and the notifications.
  typed.get('/api/admin/prospects/count-waiting', { schema: { response: answers({ 200: waitingLeadsAnswer }) } }, async () => ({
    success: true as const,
    waitingCount: await prospects.countWaitingLeads(),
  }));

  // Why deals were lost over the last `days` days (Pipedrive's lost reasons report).
  typed.get(
    '/api/admin/prospects/lost-reasons',
    { schema: { querystring: lostReasonsQuerySchema, response: answers({ 200: lostReasonsAnswer }) } },
    async (request) => ({ success: true as const, ...(await prospects.lostReasons(request.query.days)) }),
  );

  typed.get('/api/admin/prospects/board', { schema: { querystring: boardQuerySchema, response: answers({ 200: boardAnswer }) } }, async (request) => {
    const current = await settings.current();
    // A key without a user (none today) owns no deal: '' matches no owner.
    const username = request.admin?.username ?? '';
    const { owner, user } = request.query;
    if (user) await prospects.checkOwner(user);
    const byOwner = user ? { owner: user } : owner === 'mine' ? { owner: username } : owner === 'unassigned' ? { unowned: true } : {};
    const today = parisToday();
    const everyDeal = byOwner.owner === undefined && !byOwner.unowned;
    const [columns, ownerCounts, forecast, salesGoal, teamGoals, salesCycle, sourceWinRates] = await Promise.all([
      prospects.board(PROSPECT_STATUSES, BOARD_CARDS, (statut) => idleAfterDaysOf(statut, current), byOwner),
      prospects.openByOwner(username),
      prospects.forecast(today, byOwner),
      prospects.salesGoal(byOwner),
      everyDeal ? prospects.teamGoals(prospects.monthStart(today)) : [],
      prospects.salesCycle(),
      prospects.sourceWinRates(),
    ]);
    return { success: true as const, columns, ownerCounts, forecast, salesGoal, teamGoals, salesCycle, sourceWinRates };
  });

  typed.get('/api/admin/prospects/:id/timeline', { schema: { params: idParams, response: answers({ 200: timelineAnswer }) } }, async (request) => {
    const entries = await prospectTimeline(app.db, request.params.id);
    if (!entries) throw new ApiError(404, prospectMessages.notFound);
    return { success: true as const, entries };
  });

  typed.put(
    '/api/admin/prospects/:id/status',
    { schema: { params: idParams, body: prospectStatusSchema, response: answers({ 200: prospectSavedAnswer }) } },
    async (request) => {
      const { statut, lost_reason: lostReason } = request.body;
      if (!(await prospects.moveTo(request.params.id, statut, request.admin?.username ?? null, lostReason))) throw new ApiError(404, prospectMessages.notFound);
      const { details: _details, ...prospect } = await found(request.params.id);
      return { success: true as const, message: pipelineMessages.moved(request.body.statut), prospect };
    },
  );

  // 'Marquer comme faite': the next action completed and written in the history (docs/decisions/0475-next-action-done.md).
  typed.post(
    '/api/admin/prospects/:id/next-action/done',
    { schema: { params: idParams, response: answers({ 200: prospectSavedAnswer }) } },
    async (request) => {
      const done = await prospects.completeNextAction(request.params.id, request.admin?.username ?? null);
      if (done === undefined) throw new ApiError(404, prospectMessages.notFound);
      if (done === null) throw new ApiError(409, pipelineMessages.noActionToComplete);
      const { details: _details, ...prospect } = await found(request.params.id);
      return { success: true as const, message: pipelineMessages.actionDone(done.label, done.day, done.time, done.type), prospect };
    },
  );

  // The labels in use, most used first, offered as an admin labels a prospect or filters the list by one.
  typed.get('/api/admin/prospects/labels', { schema: { response: answers({ 200: labelsInUseAnswer }) } }, async () => ({
    success: true as const,
    labels: await prospects.labelsInUse(),
  }));

  typed.put(
    '/api/admin/prospects/:id/labels',
    { schema: { params: idParams, body: prospectLabelsSchema, response: answers({ 200: prospectSavedAnswer }) } },
    async (request) => {
      if (!(await prospects.setLabels(request.params.id, request.body.labels))) throw new ApiError(404, prospectMessages.notFound);
      const { details: _details, ...prospect } = await found(request.params.id);
      return { success: true as const, message: labelMessages.saved, prospect };
    },
  );

  // The base's duplicates at once, after an import or a fair (docs/decisions/0428-duplicate-groups.md).
  typed.get('/api/admin/prospects/duplicate-groups', { schema: { response: answers({ 200: duplicateGroupsAnswer }) } }, async () => ({
    success: true as const,
    ...(await prospects.duplicateGroups(DUPLICATE_GROUPS_SHOWN)),
  }));

  // What the new-prospect form warns of while it is typed (docs/decisions/0427, docs/decisions/0430).
  typed.get('/api/admin/prospects/matching', { schema: { querystring: prospectMatchQuerySchema, response: answers({ 200: prospectDuplicatesAnswer }) } }, async (request) => ({
    success: true as const,
    duplicates: await prospects.matching(request.query),
  }));

  typed.get('/api/admin/prospects/:id/duplicates', { schema: { params: idParams, response: answers({ 200: prospectDuplicatesAnswer }) } }, async (request) => {
    const duplicates = await prospects.duplicatesOf(request.params.id);
    if (!duplicates) throw new ApiError(404, prospectMessages.notFound);
    return { success: true as const, duplicates };
  });

  typed.post(
    '/api/admin/prospects/:id/merge',
    { schema: { params: idParams, body: prospectMergeSchema, response: answers({ 200: prospectSavedAnswer }) } },
    async (request) => {
      const names = await prospects.merge(request.params.id, request.body.duplicate_id, request.admin?.username ?? null);
      const { details: _details, ...prospect } = await found(request.params.id);
      return { success: true as const, message: prospectMergeMessages.merged(names.duplicate, names.kept), prospect };
    },
  );

  typed.get('/api/admin/prospects/:id', { schema: { params: idParams, response: answers({ 200: prospectDetailAnswer }) } }, async (request) => ({
    success: true as const,
    prospect: await found(request.params.id),
  }));

  typed.post('/api/admin/prospects/bulk', { schema: { body: prospectBulkSchema, response: answers({ 200: bulkAnswer }) } }, async (request) => {
    const { ids, action, statut, owner, label, next_action_at: day, next_action_time: time } = request.body;
    const done = new Set(await prospects.bulk(request.body, request.admin?.username ?? null));
    const changed = ids.filter((id) => done.has(id));
    const skipped = ids.filter((id) => !done.has(id));
    const value = { status: statut, owner, label, unlabel: label, next_action: day, delete: null }[action] ?? null;
    return { success: true as const, message: prospectBulkMessages.done(action, changed.length, skipped.length, value, time ?? null), changed, skipped };
  });

  typed.post('/api/admin/prospects', { schema: { body: prospectCreateSchema, response: answers({ 201: prospectSavedAnswer }) } }, async (request, reply) => {
    const id = await prospects.create(request.body);
    const { details: _details, ...prospect } = await found(id);
    return reply.code(201).send({ success: true, message: prospectMessages.created, prospect });
  });

  typed.put('/api/admin/prospects/:id', { schema: { params: idParams, body: prospectUpdateSchema, response: answers({ 200: prospectSavedAnswer }) } }, async (request) => {
    if (!(await prospects.update(request.params.id, request.body, request.admin?.username ?? null))) throw new ApiError(404, prospectMessages.notFound);
    const { details: _details, ...prospect } = await found(request.params.id);
    return { success: true as const, message: prospectMessages.updated, prospect };
  });

  typed.delete('/api/admin/prospects/:id', { schema: { params: idParams, response: answers({ 200: messageAnswer }) } }, async (request) => {
    if (!(await prospects.remove(request.params.id))) throw new ApiError(404, prospectMessages.notFound);
    return { success: true as const, message: prospectMessages.deleted };
  });
}
