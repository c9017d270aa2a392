import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HASHED_ASSET_HEADERS } from './security-headers';
import { answerFor, staticFile, type StaticFile } from './static-answers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The hashed files the build writes; anything else under /assets/ stays with @fastify/static. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const read = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);

/**
 * The hashed scripts, styles and icons, held in memory with their pre-compressed copies like the pages
 * (docs/decisions/0322-static-answers-at-nginx-level.md): streaming each from disk (a stat, an open, a read
 * stream) served several times fewer requests than nginx. About 5 MB for the whole build. Answers the files by
 * their path, for the front of the server.
 */
export function registerHashedAssets(app: FastifyInstance, root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const dir = join(root, 'assets');
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir)) {
    const type = CONTENT_TYPES[extname(name)];
    if (!type) continue;
    const file = join(dir, name);
    const headers = { ...HASHED_ASSET_HEADERS, 'content-type': type, 'cache-control': IMMUTABLE };
    const asset = staticFile(headers, { raw: readFileSync(file), br: read(`${file}.br`), gzip: read(`${file}.gz`) }, { isPage: false });
    files.set(`/assets/${name}`, asset);
    app.get(`/assets/${name}`, { config: { securityHeaders: 'hashed-asset' } }, (request, reply) => {
      const answer = answerFor(asset, request.headers['accept-encoding']);
      return reply.headers(answer.headers).send(answer.body);
    });
  }
  return files;
}
