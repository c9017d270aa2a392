import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNginxSite } from '../../deploy/render-nginx-site';
import { NGINX, selfSignedCertificate, startLocalNginx, type LocalNginx } from '../../scripts/local-nginx';
import { freePorts } from './support/server-process';

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
// .ci/run installs nginx and openssl: there, their absence is a failure; a newcomer's machine without them skips these.
if (process.env.CI && (!existsSync(NGINX) || !hasOpenssl)) throw new Error(`nginx (${NGINX}) et openssl sont requis en CI`);

/** GET over HTTP/2 and TLS, the certificate being the test's own. */
function getOverHttp2(origin: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': path });
    let status = 0;
    let body = '';
    stream.on('response', (headers) => (status = Number(headers[':status'])));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      session.close();
      resolve({ status, body });
    });
    stream.on('error', reject);
  });
}

const getPlain = (port: number, path: string) =>
  new Promise<{ status: number; location?: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host: 'localhost' } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    })
      .on('error', reject)
      .end();
  });

describe.skipIf(!existsSync(NGINX) || !hasOpenssl)('the deployment template over TLS', () => {
  let app: Server;
  let nginx: LocalNginx;
  let certificates: string;
  let tlsPort: number;
  let plainPort: number;

  beforeAll(async () => {
    app = createServer((req, res) => res.end(`app ${req.url} via ${req.headers['x-forwarded-proto']}`));
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    certificates = mkdtempSync(join(tmpdir(), 'nginx-tls-'));
    [tlsPort, plainPort] = (await freePorts(2)) as [number, number];
    const site = renderNginxSite({
      listen: `127.0.0.1:${tlsPort}`,
      serverName: 'localhost',
      upstreams: [`127.0.0.1:${(app.address() as AddressInfo).port}`],
      tls: selfSignedCertificate(certificates),
      httpRedirectListen: `127.0.0.1:${plainPort}`,
    });
    nginx = await startLocalNginx(site, tlsPort);
  });

  afterAll(() => {
    nginx?.stop();
    app?.close();
    rmSync(certificates, { recursive: true, force: true });
  });

  it('serves the app over HTTP/2, telling it the visitor came over HTTPS', async () => {
    expect(await getOverHttp2(`https://127.0.0.1:${tlsPort}`, '/contact?x=1')).toEqual({ status: 200, body: 'app /contact?x=1 via https' });
  });

  it('moves plain HTTP to HTTPS, except the certificate challenges', async () => {
    expect(await getPlain(plainPort, '/pricing')).toEqual({ status: 301, location: 'https://localhost/pricing' });
    expect((await getPlain(plainPort, '/.well-known/acme-challenge/jeton')).status).toBe(404);
  });
});
