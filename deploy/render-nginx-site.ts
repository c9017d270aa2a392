import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const NGINX_TEMPLATE_PATH = join(import.meta.dirname, 'nginx-site.conf.template');

interface NginxSite {
  /** What nginx listens on: `80`, `443 ssl`, `127.0.0.1:8080`. */
  listen: string;
  serverName: string;
  /** `HOST:PORT` of each instance of the app. */
  upstreams: string[];
}

/** The site configuration of docs/DEPLOY.md, from the one template the deployment test uses too. */
export function renderNginxSite(site: NginxSite): string {
  if (!site.upstreams.length) throw new Error('at least one upstream instance is needed');
  return readFileSync(NGINX_TEMPLATE_PATH, 'utf8')
    .replace('{{UPSTREAM_SERVERS}}', site.upstreams.map((address) => `    server ${address} max_fails=3 fail_timeout=10s;`).join('\n'))
    .replace('{{LISTEN}}', site.listen)
    .replace('{{SERVER_NAME}}', site.serverName);
}

// tsx deploy/render-nginx-site.ts --listen 80 --server-name exemple.fr --upstream 127.0.0.1:3000 --upstream 127.0.0.1:3001
if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({
    options: { listen: { type: 'string', default: '80' }, 'server-name': { type: 'string', default: '_' }, upstream: { type: 'string', multiple: true, default: ['127.0.0.1:3000'] } },
  });
  process.stdout.write(renderNginxSite({ listen: values.listen, serverName: values['server-name'], upstreams: values.upstream }));
}
