import type { FastifyInstance } from 'fastify';
import { z } from '../../domain/validation/zod';

export const FORM_ENCODED = 'application/x-www-form-urlencoded';

/** What a native form posts: names to text; a repeated name keeps its first value. */
export type PostedForm = Record<string, string>;
export const postedForm = z.record(z.string(), z.string()).describe('Champs du formulaire (application/x-www-form-urlencoded)');

/** Lets the routes of `app` read a form posted by a browser without JavaScript, at most `maxBytes`. */
export function acceptFormPosts(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser(FORM_ENCODED, { parseAs: 'string', bodyLimit: maxBytes }, (_request, body, done) => {
    const fields: PostedForm = {};
    for (const [name, value] of new URLSearchParams(body as string)) if (!(name in fields)) fields[name] = value;
    done(null, fields);
  });
}
