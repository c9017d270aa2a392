import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Debian's nginx, or `NGINX_PATH`. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface LocalNginx {
  /** The temp prefix holding its configuration, logs and temp files. */
  dir: string;
  /** The master process (`daemon off`): its workers are its children. */
  pid: number;
  stop(): void;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * nginx with one worker in a temp prefix of its own (configuration, logs, temp files): no root, no system file
 * touched. `site` is included in the `http` block; `ready` says when it serves (by default: the port accepts).
 */
export async function startLocalNginx(site: string, port: number, ready: () => Promise<boolean> = () => listening(port)): Promise<LocalNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'local-nginx-'));
  // Started by root, nginx's workers run as nobody: they must reach the prefix and write a large body's temp file.
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub), { recursive: true, mode: 0o777 });
  mkdirSync(join(dir, 'logs'));
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'logs/error.log')], { stdio: 'inherit' });
  const stop = () => {
    nginx.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await ready()) return { dir, pid: nginx.pid as number, stop };
    await sleep(100);
  }
  stop();
  throw new Error(`nginx ne répond pas sur le port ${port}`);
}

/** A certificate for 127.0.0.1 signed by itself (openssl), valid one day, written into `dir`. */
export function selfSignedCertificate(dir: string): { certificate: string; certificateKey: string } {
  const certificate = join(dir, 'certificate.pem');
  const certificateKey = join(dir, 'certificate-key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', certificateKey, '-out', certificate], { stdio: 'ignore' });
  return { certificate, certificateKey };
}
