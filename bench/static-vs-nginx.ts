/**
 * The server's static answers against nginx serving the same pre-compressed files, in the same run: `GET /`
 * and the first hashed script of the home page, brotli, 50 connections, rounds alternating nginx, the server
 * with production's Node flags (`scripts/server-command.ts`) and the server without flags. Reports each round's ratio to nginx
 * and the server's memory (VmRSS at rest and VmHWM after the run). nginx runs one worker, as the server is one
 * process. Called by bench/run.ts; `npx tsx bench/static-vs-nginx.ts` runs it alone (BENCH_PORT, BENCH_SECONDS).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startLocalNginx } from '../scripts/local-nginx';
import { SERVER_NODE_FLAGS } from '../scripts/server-command';
import { cpuSecondsOf, processTree } from './process-usage';
import { machineDescription, replaceSection } from './report';
import { startBenchServer } from './server';

const SITE = resolve('build/client');
const CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_STATIC_ROUNDS ?? 3);

/** The first hashed script the home page loads that has a brotli copy. */
function homeAsset(): string {
  const html = readFileSync(join(SITE, 'index.html'), 'utf8');
  const asset = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]).find((path) => existsSync(join(SITE, `${path}.br`)));
  if (!asset) throw new Error('Aucun script haché avec sa copie brotli dans build/client/index.html');
  return asset;
}

/** The nginx site serving the `.br` files as the server does: no brotli module needed. */
const staticSite = (port: number) => `sendfile on;
tcp_nopush on;
keepalive_requests 100000;
server {
  listen 127.0.0.1:${port};
  root ${SITE};
  location = / { types { } default_type "text/html; charset=utf-8"; add_header Content-Encoding br; add_header Vary Accept-Encoding; add_header Cache-Control "public, max-age=0, must-revalidate"; try_files /index.html.br =404; }
  location ~ ^/assets/.+\\.js$ { types { } default_type "text/javascript; charset=utf-8"; add_header Content-Encoding br; add_header Vary Accept-Encoding; add_header Cache-Control "public, max-age=31536000, immutable"; try_files $uri.br =404; }
}
`;

/** Requests per second, p99, and the microseconds of CPU the serving processes `pids` spent per answer. */
const rps = async (url: string, duration: number, pids: number[]) => {
  const cpuOf = () => pids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
  const cpuBefore = cpuOf();
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': 'br' } });
  if (result.non2xx || result.errors) throw new Error(`${url} : ${result.non2xx + result.errors} échecs`);
  const cpuMicroseconds = Math.round(((cpuOf() - cpuBefore) * 1e6) / result.requests.total);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, cpuMicroseconds };
};

const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
};

/** Returns the section of docs/BENCHMARKS.md comparing the server's static answers with nginx. */
export async function benchStaticVsNginx(port: number, duration: number): Promise<string> {
  const asset = homeAsset();
  const nginx = await startLocalNginx(staticSite(port), port);
  const variants = [
    { label: `node ${SERVER_NODE_FLAGS.join(' ')}`, flags: SERVER_NODE_FLAGS },
    { label: 'node (sans option)', flags: [] as string[] },
  ];
  const servers = [];
  try {
    for (const [i, variant] of variants.entries()) {
      const server = await startBenchServer(port + 1 + i, {}, undefined, variant.flags);
      servers.push({ ...variant, server, atRest: memoryOf(server.pid) });
    }
    const targets = [
      { name: 'nginx', base: `http://127.0.0.1:${port}`, pids: processTree(nginx.pid) },
      ...servers.map((s) => ({ name: s.label, base: s.server.url, pids: [s.server.pid] })),
    ];
    for (const target of targets) for (const path of ['/', asset]) await rps(`${target.base}${path}`, 2, target.pids);

    const rows: string[] = [];
    const worst = new Map<string, number>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const path of ['/', asset]) {
        const measured = [];
        for (const target of targets) measured.push({ name: target.name, ...(await rps(`${target.base}${path}`, duration, target.pids)) });
        const [reference] = measured;
        if (!reference) continue;
        for (const m of measured.slice(1)) {
          const ratio = m.rps / reference.rps;
          const key = `${m.name} ${path}`;
          worst.set(key, Math.min(worst.get(key) ?? Infinity, ratio));
          rows.push(
            `| ${round} | \`${path === '/' ? '/' : 'script haché'}\` | ${m.name} | ${m.rps} | ${m.p99} | ${m.cpuMicroseconds} | ${reference.rps} | ${reference.p99} | ${reference.cpuMicroseconds} | ×${ratio.toFixed(2)} |`,
          );
        }
        process.stdout.write(`${path} round ${round}: ${measured.map((m) => `${m.name} ${m.rps}`).join(', ')}\n`);
      }
    }
    const memory = servers.map((s) => `| ${s.label} | ${s.atRest.rss} | ${memoryOf(s.server.pid).peak} |`);
    const verdicts = servers.map((s) => {
      const page = worst.get(`${s.label} /`) ?? 0;
      const script = worst.get(`${s.label} ${asset}`) ?? 0;
      return `- ${s.label}: lowest ratio ×${page.toFixed(2)} on \`/\`, ×${script.toFixed(2)} on the script: ${page >= 1 && script >= 1 ? 'atteint' : '**non atteint**'}`;
    });
    return [
      `${CONNECTIONS} connections, brotli, ${duration} s per measure, ${ROUNDS} rounds; nginx ${'1 worker'}, \`access_log off\`, serving the same \`.br\` files. Script: \`${asset}\`. Target: ≥ 1.0× nginx in every round.`,
      '',
      '| tour | chemin | serveur | req/s | p99 ms | CPU µs/réponse | nginx req/s | nginx p99 ms | nginx CPU µs/réponse | rapport |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      ...verdicts,
      '',
      '| serveur | VmRSS au repos Mo | VmHWM après les mesures Mo |',
      '|---|---|---|',
      ...memory,
    ].join('\n');
  } finally {
    for (const s of servers) await s.server.stop();
    nginx.stop();
  }
}

export const STATIC_VS_NGINX_TITLE = 'Static answers against nginx';

// Run alone, the section replaces its figures in docs/BENCHMARKS.md and says when and where they were taken.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchStaticVsNginx(Number(process.env.BENCH_PORT ?? 3200) + 3, Number(process.env.BENCH_SECONDS ?? 10));
  const body = `Measured alone on ${new Date().toISOString().slice(0, 10)}, ${machineDescription()}.\n\n${figures}`;
  process.stdout.write(`${body}\n`);
  writeFileSync('docs/BENCHMARKS.md', replaceSection(readFileSync('docs/BENCHMARKS.md', 'utf8'), { title: STATIC_VS_NGINX_TITLE, body }));
}
