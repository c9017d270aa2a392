import type { OutgoingHttpHeaders } from 'node:http';

/** One encoding of a file held in memory, with every header of its 200 answer already written. */
export interface StaticAnswer {
  headers: OutgoingHttpHeaders;
  /** The same headers as one flat list of names and values, which `writeHead` writes without walking an object. */
  headerList: string[];
  body: Buffer;
}

/**
 * A pre-rendered page or a hashed asset, answered from memory: by a Fastify route, and by the front of the
 * HTTP server before Fastify (`static-front.ts`) when the request is a plain GET. Both send these answers, so
 * they cannot differ.
 */
export interface StaticFile {
  /** The headers every answer of this file carries, its 304 included: no encoding, no length. */
  headers: OutgoingHttpHeaders;
  /** A page's validator; a hashed asset has none (it is immutable). */
  etag?: string;
  /** Whether maintenance mode replaces it (a public page) or not (a hashed asset). */
  isPage: boolean;
  raw: StaticAnswer;
  br?: StaticAnswer;
  gzip?: StaticAnswer;
}

const withEncoding = (common: OutgoingHttpHeaders, body: Buffer, encoding?: string): StaticAnswer => {
  const headers = { ...common, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': body.length };
  return { headers, headerList: Object.entries(headers).flatMap(([name, value]) => [name, String(value)]), body };
};

export function staticFile(
  headers: OutgoingHttpHeaders,
  bodies: { raw: Buffer; br?: Buffer; gzip?: Buffer },
  options: { etag?: string; isPage: boolean },
): StaticFile {
  const compressed = bodies.br || bodies.gzip;
  const common = { ...headers, ...(compressed ? { vary: 'accept-encoding' } : {}), ...(options.etag ? { etag: options.etag } : {}) };
  return {
    headers: common,
    etag: options.etag,
    isPage: options.isPage,
    raw: withEncoding(common, bodies.raw),
    br: bodies.br && withEncoding(common, bodies.br, 'br'),
    gzip: bodies.gzip && withEncoding(common, bodies.gzip, 'gzip'),
  };
}

/** The answer in the best encoding the request accepts: brotli, then gzip, then the file as it is. */
export function answerFor(file: StaticFile, acceptEncoding: string | undefined): StaticAnswer {
  const accepted = acceptEncoding ?? '';
  if (file.br && /\bbr\b/.test(accepted)) return file.br;
  if (file.gzip && /\bgzip\b/.test(accepted)) return file.gzip;
  return file.raw;
}
