import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { StoredFile } from './repository';

/** The name for a browser that reads only plain ASCII: accents dropped, anything else '_'. */
const asciiName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');

/**
 * A joined file, downloaded as it was sent: its type is the one its bytes were checked for, the browser is told not
 * to guess another, and its name (accents included) is given in the RFC 6266 form.
 */
export function sendAttachment(reply: FastifyReply, file: StoredFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(file.name, { fallback: asciiName(file.name) }))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
