import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorListOf, type FieldErrors } from '../../domain/validation/schema-helpers';
import { messages } from '../../domain/validation/messages';
import { ApiError } from '../lib/api-error';
import { errorReportsService } from '../modules/client-errors/service';

/** French messages for the errors Fastify raises itself before a handler runs. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Le contenu doit être envoyé au format JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La requête est trop volumineuse.',
  FST_ERR_CTP_INVALID_JSON_BODY: "Le corps de la requête n'est pas un JSON valide.",
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longueur annoncée de la requête est incorrecte.',
  FST_ERR_VALIDATION: 'La requête est invalide.',
};

const GENERIC_MESSAGE = 'Une erreur interne est survenue. Veuillez réessayer plus tard.';
const NOT_FOUND_MESSAGE = 'Ressource introuvable.';

/** One handler for every API error: clients get a French message, never a 5xx detail. */
export function registerErrorHandler(app: FastifyInstance): void {
  const reports = errorReportsService(app.db);
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.split('/').filter(Boolean)[0] ?? '_';
        fieldErrors[field] ??= issue.message ?? messages.custom;
      }
      const errors = errorListOf(fieldErrors);
      return reply.code(400).send({ success: false, message: errors[0] ?? messages.custom, errors, fieldErrors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = frameworkMessages[error.code] ?? (error instanceof SyntaxError ? frameworkMessages.FST_ERR_CTP_INVALID_JSON_BODY : error.message);
      return reply.code(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'Unhandled error');
    // Kept for the back-office error check; a failure to record must not hide the original error.
    await reports
      .recordServerError({ statusCode: 500, method: request.method, url: request.url, message: error.message, stack: error.stack }, request.headers['user-agent'])
      .catch((recordError: unknown) => request.log.error({ err: recordError }, 'Could not record the server error'));
    return reply.code(500).send({ success: false, message: GENERIC_MESSAGE });
  });
}

export function sendApiNotFound(reply: import('fastify').FastifyReply) {
  return reply.code(404).send({ success: false, message: NOT_FOUND_MESSAGE });
}
