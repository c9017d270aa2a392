import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, idParams, messageAnswer, noteParams } from '../../../domain/api/answers';
import { prospectNoteAnswer } from '../../../domain/api/prospect-answers';
import { conversationMessages, noteSchema } from '../../../domain/inbox';
import { prospectNotesService } from './prospect-notes';

/** 'Ajouter une note' in a prospect's record (docs/decisions/0449-prospect-notes.md): the inbox's note, on a deal, deleted (0450) or changed (0452) by its author. */
export async function prospectNoteRoutes(app: FastifyInstance): Promise<void> {
  const notes = prospectNotesService(app.db, { mentioned: (notice) => void app.colleagueNotifier.mentioned(notice) });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/admin/prospects/:id/notes',
    { schema: { params: idParams, body: noteSchema, response: answers({ 201: prospectNoteAnswer }) } },
    async (request, reply) => {
      const { entry, told } = await notes.add(request.params.id, request.body.text, request.admin?.username ?? 'inconnu');
      return reply.code(201).send({ success: true, message: conversationMessages.noteAddedTelling(told), entry });
    },
  );

  routes.delete(
    '/api/admin/prospects/:id/notes/:noteId',
    { schema: { params: noteParams, response: answers({ 200: messageAnswer }) } },
    async (request) => {
      await notes.remove(request.params.id, request.params.noteId, request.admin?.username ?? 'inconnu');
      return { success: true as const, message: conversationMessages.noteDeleted };
    },
  );

  routes.put(
    '/api/admin/prospects/:id/notes/:noteId',
    { schema: { params: noteParams, body: noteSchema, response: answers({ 200: prospectNoteAnswer }) } },
    async (request) => {
      const { entry, told } = await notes.edit(request.params.id, request.params.noteId, request.body.text, request.admin?.username ?? 'inconnu');
      return { success: true as const, message: conversationMessages.noteEditedTelling(told), entry };
    },
  );
}
