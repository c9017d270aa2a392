import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from '../../domain/validation/zod';
import { ApiError } from './api-error';

export const FORM_ENCODED = 'application/x-www-form-urlencoded';

/** What a native form posts: names to text; a repeated name keeps its first value. */
export type PostedForm = Record<string, string>;
export const postedForm = z.record(z.string(), z.string()).describe('Champs du formulaire (application/x-www-form-urlencoded)');

export const FORM_POST_REFUSED = 'Le formulaire doit être envoyé au format application/x-www-form-urlencoded.';

/**
 * A form route's hook: only what a browser form posts reaches its schema, so any other body (JSON, none) gets one
 * French 415 in the API's shape rather than a schema refusal the route's HTML answers cannot carry.
 */
export async function requireFormPost(request: FastifyRequest): Promise<void> {
  if (!String(request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_ENCODED)) throw new ApiError(415, FORM_POST_REFUSED);
}

/** Lets the routes of `app` read a form posted by a browser without JavaScript, at most `maxBytes`. */
export function acceptFormPosts(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser(FORM_ENCODED, { parseAs: 'string', bodyLimit: maxBytes }, (_request, body, done) => {
    const fields: PostedForm = {};
    for (const [name, value] of new URLSearchParams(body as string)) if (!(name in fields)) fields[name] = value;
    done(null, fields);
  });
}
