import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, idParams, messageAnswer } from '../../../domain/api/answers';
import { qrCodeSavedAnswer, qrCodesAnswer } from '../../../domain/api/qr-code-answers';
import { newQrCodeSchema, QR_LIMITS, qrMessages } from '../../../domain/qr-codes';
import { qrCodesService } from './service';

/** The PNG travels as base64 inside JSON: this route alone accepts more than the app's 64 KB, within a bound. */
const SAVE_BODY_LIMIT = Math.ceil((QR_LIMITS.imageBytes * 4) / 3) + 64 * 1024;

/** The QR code library (back-office §2.8, §7); access is checked by the /api/admin guard. */
export async function qrCodesRoutes(app: FastifyInstance): Promise<void> {
  const codes = qrCodesService(app.db, app.config.publicUrl);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/qr-codes',
    { schema: { response: answers({ 200: qrCodesAnswer }) } },
    async () => codes.list(),
  );

  routes.post(
    '/api/admin/qr-codes',
    {
      bodyLimit: SAVE_BODY_LIMIT,
      schema: { body: newQrCodeSchema, response: answers({ 201: qrCodeSavedAnswer }) },
    },
    async (request, reply) => reply.code(201).send({ success: true, message: qrMessages.saved, data: await codes.save(request.body) }),
  );

  routes.delete(
    '/api/admin/qr-codes/:id',
    { schema: { params: idParams, response: answers({ 200: messageAnswer }) } },
    async (request) => {
      await codes.remove(request.params.id);
      return { success: true as const, message: qrMessages.deleted };
    },
  );
}
