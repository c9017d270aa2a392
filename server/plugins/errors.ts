import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorListOf, type FieldErrors } from '../../domain/validation/schema-helpers';
import { messages } from '../../domain/validation/messages';
import { ApiError, NOT_A_JSON_OBJECT } from '../lib/api-error';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, isUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../lib/database-errors';
import { errorReportsService } from '../modules/client-errors/service';

const NOT_FOUND_MESSAGE = 'Ressource introuvable.';

/** French messages for the errors Fastify raises itself before a handler runs. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Le contenu doit être envoyé au format JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La requête est trop volumineuse.',
  FST_ERR_CTP_INVALID_JSON_BODY: "Le corps de la requête n'est pas un JSON valide.",
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longueur annoncée de la requête est incorrecte.',
  FST_ERR_VALIDATION: 'La requête est invalide.',
};

/** Any other refusal the framework raises itself, in French by its status. */
const frameworkMessagesByStatus: Record<number, string> = {
  400: 'La requête est invalide.',
  404: NOT_FOUND_MESSAGE,
  405: "Cette méthode n'est pas acceptée pour cette adresse.",
  406: 'Le format de réponse demandé est indisponible.',
  413: 'La requête est trop volumineuse.',
  414: "L'adresse demandée est trop longue.",
  415: 'Le contenu doit être envoyé au format JSON.',
  431: 'Les en-têtes de la requête sont trop volumineux.',
};

/**
 * The router refuses a malformed or over-long address before any hook runs (Fastify's `frameworkErrors` option):
 * the same French shape as every other refusal.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).send({ success: false, message: frameworkMessagesByStatus[status] ?? frameworkMessagesByStatus[400] });
}

const GENERIC_MESSAGE = 'Une erreur interne est survenue. Veuillez réessayer plus tard.';

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
      // A body that is not an object at all has no field to blame: one message for every route.
      const notAnObject = error.validationContext === 'body' && error.validation.some((issue) => issue.instancePath === '/' && issue.keyword === 'invalid_type' && issue.params.expected === 'object');
      if (notAnObject) return reply.code(400).send({ success: false, message: NOT_A_JSON_OBJECT });
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
      const fromFramework = typeof error.code === 'string' && error.code.startsWith('FST_');
      const message =
        frameworkMessages[error.code] ??
        (error instanceof SyntaxError ? frameworkMessages.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
        (fromFramework ? (frameworkMessagesByStatus[status] ?? frameworkMessagesByStatus[400]) : error.message);
      return reply.code(status).send({ success: false, message });
    }
    if (isUnstorableText(error)) return reply.code(400).send({ success: false, message: UNSTORABLE_TEXT_MESSAGE });
    if (isDatabaseUnavailable(error)) {
      // Nothing was stored: say so, so the visitor tries again instead of believing the message is sent.
      request.log.error({ err: error }, 'Database unavailable');
      return reply.code(503).header('retry-after', '60').send({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'Unhandled error');
    // Kept for the back-office error check; a failure to record must not hide the original error.
    await reports
      .recordServerError({ statusCode: 500, method: request.method, url: request.url, message: error.message, stack: error.stack }, request.headers['user-agent'])
      .catch((recordError: unknown) => request.log.error({ err: recordError }, 'Could not record the server error'));
    return reply.code(500).send({ success: false, message: GENERIC_MESSAGE });
  });
}

export function sendApiNotFound(reply: FastifyReply) {
  return reply.code(404).send({ success: false, message: NOT_FOUND_MESSAGE });
}
