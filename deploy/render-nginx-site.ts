import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const NGINX_TEMPLATE_PATH = join(import.meta.dirname, 'nginx-site.conf.template');

interface NginxSite {
  /** What nginx listens on: `80`, `443`, `127.0.0.1:8080`. */
  listen: string;
  serverName: string;
  /** `HOST:PORT` of each instance of the app. */
  upstreams: string[];
  /**
   * The certificate and its key: the site is then served over TLS and HTTP/2, which fetches a page's dozen
   * scripts over one connection instead of opening up to six (docs/decisions/0366-https-and-http2-in-front.md).
   */
  tls?: { certificate: string; certificateKey: string };
  /** Where plain HTTP is answered with a redirect to HTTPS (`80`), when the site is served over TLS. */
  httpRedirectListen?: string;
}

const tlsLines = ({ certificate, certificateKey }: NonNullable<NginxSite['tls']>) =>
  [
    `    ssl_certificate ${certificate};`,
    `    ssl_certificate_key ${certificateKey};`,
    '    ssl_protocols TLSv1.2 TLSv1.3;',
    '    ssl_session_cache shared:synapse_ia_tls:10m;',
  ].join('\n');

/** Plain HTTP moves to HTTPS, except Let's Encrypt's challenges, so that certbot renews the certificate here. */
const httpRedirect = (listen: string, serverName: string) =>
  [
    '',
    'server {',
    `    listen ${listen};`,
    `    server_name ${serverName};`,
    '    location /.well-known/acme-challenge/ {',
    '        root /var/www/letsencrypt;',
    '    }',
    '    location / {',
    '        return 301 https://$host$request_uri;',
    '    }',
    '}',
    '',
  ].join('\n');

/** The site configuration of docs/DEPLOY.md, from the one template the deployment test and the benchmarks use. */
export function renderNginxSite(site: NginxSite): string {
  if (!site.upstreams.length) throw new Error('at least one upstream instance is needed');
  if (site.httpRedirectListen && !site.tls) throw new Error('a redirect to HTTPS needs a certificate');
  return readFileSync(NGINX_TEMPLATE_PATH, 'utf8')
    .replace('{{UPSTREAM_SERVERS}}', site.upstreams.map((address) => `    server ${address} max_fails=3 fail_timeout=10s;`).join('\n'))
    .replace('{{LISTEN}}', site.tls ? `${site.listen} ssl http2` : site.listen)
    .replace('{{SERVER_NAME}}', site.serverName)
    .replace('{{TLS}}\n', site.tls ? `${tlsLines(site.tls)}\n` : '')
    .replace('{{HTTP_REDIRECT}}\n', site.httpRedirectListen ? httpRedirect(site.httpRedirectListen, site.serverName) : '');
}

// tsx deploy/render-nginx-site.ts --listen 80 --server-name exemple.fr --upstream 127.0.0.1:3000 --upstream 127.0.0.1:3001
// tsx deploy/render-nginx-site.ts --listen 443 --tls-certificate CERT --tls-certificate-key KEY --http-redirect 80 …
if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string' },
      'server-name': { type: 'string', default: '_' },
      upstream: { type: 'string', multiple: true, default: ['127.0.0.1:3000'] },
      'tls-certificate': { type: 'string' },
      'tls-certificate-key': { type: 'string' },
      'http-redirect': { type: 'string' },
    },
  });
  const certificate = values['tls-certificate'];
  const certificateKey = values['tls-certificate-key'];
  if (Boolean(certificate) !== Boolean(certificateKey)) throw new Error('--tls-certificate and --tls-certificate-key go together');
  process.stdout.write(
    renderNginxSite({
      listen: values.listen ?? (certificate ? '443' : '80'),
      serverName: values['server-name'],
      upstreams: values.upstream,
      tls: certificate && certificateKey ? { certificate, certificateKey } : undefined,
      httpRedirectListen: values['http-redirect'],
    }),
  );
}
