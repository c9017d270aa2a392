import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignedAnswer,
  automaticMarkAnswer,
  bulkAnswer,
  conversationAnswer,
  inboxPageAnswer,
  labeledAnswer,
  labelsInUseAnswer,
  pendingCountAnswer,
  responseTimesAnswer,
  snoozedAnswer,
  statusChangedAnswer,
  threadMessageAnswer,
} from '../../../domain/api/admin-answers';
import { answers, idParams, messageAnswer, noteParams, replyParams } from '../../../domain/api/answers';
import { attachmentFileAnswer, attachmentParams } from '../../../domain/api/attachment-answers';
import { ATTACHMENTS_BODY_LIMIT } from '../../../domain/email-attachments';
import { sendAttachment } from '../email-attachments/download';
import {
  assigneeSchema,
  conversationMessages,
  countPendingQuerySchema,
  inboxQuerySchema,
  noteSchema,
  replySchema,
  responseTimesQuerySchema,
  statusChangeSchema,
} from '../../../domain/inbox';
import { snoozeMessages, snoozeSchema } from '../../../domain/inbox-snooze';
import { bulkActionSchema } from '../../../domain/inbox-bulk';
import { labelMessages, labelsSchema } from '../../../domain/labels';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { automaticMarkSchema } from '../../../domain/email-replies';
import { inboxService } from './inbox-service';
import { responseAlertJob } from './response-alert-job';
import { acknowledgementRetriesJob } from './acknowledgement-retries-job';
import { DAY_MS } from '../../../domain/calendar-day';

/** The back-office inbox of contact messages and callback requests (back-office §2.7, §7). */
export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const inbox = inboxService(app.db, app.mailer, {
    assigned: (notice) => void app.colleagueNotifier.assigned(notice),
    mentioned: (notice) => void app.colleagueNotifier.mentioned(notice),
  });
  app.jobs.register(responseAlertJob({ db: app.db, notifier: app.leadNotifier, log: app.log, publicUrl: app.config.publicUrl }));
  app.jobs.register(acknowledgementRetriesJob(inbox, app.log));
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/callback-requests', { schema: { querystring: inboxQuerySchema, response: answers({ 200: inboxPageAnswer }) } }, async (request) => {
    const { response, assignment, snooze, ...query } = request.query;
    const now = new Date();
    // A key without a user (none today) has no requests of its own: '' matches no assignee.
    const username = request.admin?.username ?? '';
    const byAssignment = assignment === 'mine' ? { assignee: username } : assignment === 'unassigned' ? { unassigned: true } : {};
    const bySnooze = snooze ? { snooze: { view: snooze, at: now.toISOString() } } : {};
    const [{ rows, total }, pendingCount, lateCount, assignmentCounts, snoozedCount] = await Promise.all([
      inbox.page({ ...query, ...byAssignment, ...bySnooze, lateAt: response === 'late' ? now.toISOString() : undefined }, query.page, query.limit, query.sort),
      inbox.countPending(query.source),
      inbox.countLate(now, query.source),
      inbox.countPendingByAssignment(username, query.source),
      inbox.countSnoozed(query.source),
    ]);
    return {
      success: true as const,
      callbackRequests: rows,
      pendingCount,
      lateCount,
      assignmentCounts,
      snoozedCount,
      message: '',
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    };
  });

  routes.get(
    '/api/admin/callback-requests/count-pending',
    { schema: { querystring: countPendingQuerySchema, response: answers({ 200: pendingCountAnswer }) } },
    async (request) => {
      const [contact, callback] = await Promise.all([inbox.countPending('contact'), inbox.countPending('callback')]);
      const bySource = { contact, callback };
      return { success: true as const, pendingCount: request.query.source ? bySource[request.query.source] : contact + callback, bySource };
    },
  );

  routes.get(
    '/api/admin/callback-requests/response-times',
    { schema: { querystring: responseTimesQuerySchema, response: answers({ 200: responseTimesAnswer }) } },
    async (request) => {
      const now = new Date();
      const days = request.query.days;
      return { success: true as const, days, ...(await inbox.responseTimes(new Date(now.getTime() - days * DAY_MS), now)) };
    },
  );

  routes.get('/api/admin/callback-requests/labels', { schema: { response: answers({ 200: labelsInUseAnswer }) } }, async () => ({
    success: true as const,
    labels: await inbox.labelsInUse(),
  }));

  routes.get('/api/admin/callback-requests/:id', { schema: { params: idParams, response: answers({ 200: conversationAnswer }) } }, async (request) => ({
    success: true as const,
    ...(await inbox.conversation(request.params.id)),
  }));

  routes.post(
    '/api/admin/callback-requests/:id/notes',
    { schema: { params: idParams, body: noteSchema, response: answers({ 201: threadMessageAnswer }) } },
    async (request, reply) => {
      const { entry, told } = await inbox.addNote(request.params.id, request.body.text, request.admin?.username ?? 'inconnu');
      return reply.code(201).send({ success: true, message: conversationMessages.noteAddedTelling(told), entry });
    },
  );

  routes.delete(
    '/api/admin/callback-requests/:id/notes/:noteId',
    { schema: { params: noteParams, response: answers({ 200: messageAnswer }) } },
    async (request) => {
      await inbox.deleteNote(request.params.id, request.params.noteId, request.admin?.username ?? 'inconnu');
      return { success: true as const, message: conversationMessages.noteDeleted };
    },
  );

  routes.put(
    '/api/admin/callback-requests/:id/notes/:noteId',
    { schema: { params: noteParams, body: noteSchema, response: answers({ 200: threadMessageAnswer }) } },
    async (request) => {
      const { entry, told } = await inbox.editNote(request.params.id, request.params.noteId, request.body.text, request.admin?.username ?? 'inconnu');
      return { success: true as const, message: conversationMessages.noteEditedTelling(told), entry };
    },
  );

  routes.post(
    '/api/admin/callback-requests/:id/reply',
    // Files travel as base64 inside JSON (0470): this route alone accepts more than the app's 64 KB, within a bound.
    { bodyLimit: ATTACHMENTS_BODY_LIMIT, schema: { params: idParams, body: replySchema, response: answers({ 201: threadMessageAnswer }) } },
    async (request, reply) => {
      const { entry, message } = await inbox.reply(request.params.id, request.body, request.admin?.username ?? 'inconnu');
      return reply.code(201).send({ success: true, message, entry });
    },
  );

  // 'Renvoyer' on a reply whose e-mail failed (docs/decisions/0455-failed-emails-sent-again.md).
  routes.post(
    '/api/admin/callback-requests/:id/replies/:replyId/resend',
    { schema: { params: replyParams, response: answers({ 200: threadMessageAnswer }) } },
    async (request) => ({ success: true as const, ...(await inbox.resend(request.params.id, request.params.replyId)) }),
  );

  // 'C’est une réponse automatique' under a received message, and back (docs/decisions/0576).
  routes.put(
    '/api/admin/callback-requests/:id/replies/:replyId/automatic',
    { schema: { params: replyParams, body: automaticMarkSchema, response: answers({ 200: automaticMarkAnswer }) } },
    async (request) => ({ success: true as const, ...(await inbox.markAutomatic(request.params.id, request.params.replyId, request.body.automatic)) }),
  );

  routes.get(
    '/api/admin/callback-requests/:id/replies/:replyId/attachments/:attachmentId',
    { schema: { params: attachmentParams, response: answers({ 200: attachmentFileAnswer }) } },
    async (request, reply) => sendAttachment(reply, await inbox.attachment(request.params.id, request.params.replyId, request.params.attachmentId)),
  );

  routes.put(
    '/api/admin/callback-requests/:id/assignee',
    { schema: { params: idParams, body: assigneeSchema, response: answers({ 200: assignedAnswer }) } },
    async (request) => ({
      success: true as const,
      message: conversationMessages.assigned(request.body.username),
      callbackRequest: await inbox.setAssignee(request.params.id, request.body.username, request.admin?.username ?? null),
    }),
  );

  routes.post('/api/admin/callback-requests/bulk', { schema: { body: bulkActionSchema, response: answers({ 200: bulkAnswer }) } }, async (request) => ({
    success: true as const,
    ...(await inbox.bulk(request.body, request.admin?.username ?? null)),
  }));

  routes.put(
    '/api/admin/callback-requests/:id/snooze',
    { schema: { params: idParams, body: snoozeSchema, response: answers({ 200: snoozedAnswer }) } },
    async (request) => {
      const { until } = request.body;
      const callbackRequest = await inbox.snooze(request.params.id, until);
      return { success: true as const, message: until ? snoozeMessages.snoozed(until) : snoozeMessages.back, callbackRequest };
    },
  );

  routes.put(
    '/api/admin/callback-requests/:id/labels',
    { schema: { params: idParams, body: labelsSchema, response: answers({ 200: labeledAnswer }) } },
    async (request) => ({ success: true as const, message: labelMessages.saved, callbackRequest: await inbox.setLabels(request.params.id, request.body.labels) }),
  );

  routes.put(
    '/api/admin/callback-requests/:id/status',
    { schema: { params: idParams, body: statusChangeSchema, response: answers({ 200: statusChangedAnswer }) } },
    async (request) => {
      const callbackRequest = await inbox.changeStatus(request.params.id, request.body.status, request.admin?.username ?? null);
      return { success: true as const, message: adminMessages.statusUpdated, callbackRequest };
    },
  );
}
