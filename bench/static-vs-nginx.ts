/**
 * The server's static answers against nginx serving the same pre-compressed files, in the same run: `GET /`
 * and the first hashed script of the home page, brotli, 50 connections, each measure taken in turns of two
 * seconds between nginx serving the files alone, nginx, nginx again, the server with production's Node flags
 * (`scripts/server-command.ts`) and the server without flags, so that the machine's speed changing within a
 * round weighs on each alike (docs/decisions/0432-static-comparison-in-turns.md). The target is nginx
 * giving the same answer, with the server's security headers (docs/decisions/0429): the client parses every
 * header, so nginx sending the files alone is faster for the client, not for nginx; its rate is shown beside.
 * nginx is also measured against itself (the same answer on a second port of the same worker), which shows how far
 * two equal servers' ratios spread in this measure. Reports each round's ratios and the server's memory (VmRSS at
 * rest and VmHWM after the run). nginx runs one
 * worker, as the server is one process. Called by bench/run.ts; `npx tsx bench/static-vs-nginx.ts` runs it alone
 * (BENCH_PORT, BENCH_SECONDS).
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
/** The turns each measure is cut into. */
const SLICES = 5;

/** The first hashed script the home page loads that has a brotli copy. */
function homeAsset(): string {
  const html = readFileSync(join(SITE, 'index.html'), 'utf8');
  const asset = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]).find((path) => existsSync(join(SITE, `${path}.br`)));
  if (!asset) throw new Error('Aucun script haché avec sa copie brotli dans build/client/index.html');
  return asset;
}

/** Headers nginx writes itself (or the location sets), and those of one answer only. */
const NGINX_OWN_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'vary', 'cache-control', 'etag', 'date', 'connection', 'keep-alive']);

/** `add_header` lines giving nginx's answer the other headers of the server's answer to `url`. */
async function sameHeadersAs(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  await response.arrayBuffer();
  const lines = [...response.headers].filter(([name]) => !NGINX_OWN_HEADERS.has(name)).map(([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}";`);
  return lines.join(' ');
}

/**
 * The nginx sites serving the `.br` files as the server does (no brotli module needed): on `port` and `again`
 * with the server's security headers, on `bare` with the files' headers alone.
 */
const staticSites = (port: number, again: number, bare: number, headers: { page: string; script: string }) => {
  const site = (listen: number, extra: { page: string; script: string }) => `server {
  listen 127.0.0.1:${listen};
  root ${SITE};
  location = / { types { } default_type "text/html; charset=utf-8"; add_header Content-Encoding br; add_header Vary Accept-Encoding; add_header Cache-Control "no-cache"; ${extra.page} try_files /index.html.br =404; }
  location ~ ^/assets/.+\\.js$ { types { } default_type "text/javascript; charset=utf-8"; add_header Content-Encoding br; add_header Vary Accept-Encoding; add_header Cache-Control "public, max-age=31536000, immutable"; ${extra.script} try_files $uri.br =404; }
}`;
  return `sendfile on;
tcp_nopush on;
keepalive_requests 100000;
${site(port, headers)}
${site(again, headers)}
${site(bare, { page: '', script: '' })}
`;
};

/** The requests, seconds, p99 and CPU seconds of the serving processes `pids` of one turn of `seconds` against `url`. */
const slice = async (url: string, seconds: number, pids: number[]) => {
  const cpuOf = () => pids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
  const cpuBefore = cpuOf();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { 'accept-encoding': 'br' } });
  if (result.non2xx || result.errors) throw new Error(`${url} : ${result.non2xx + result.errors} échecs`);
  return { requests: result.requests.total, seconds: result.duration, p99: result.latency.p99, cpu: cpuOf() - cpuBefore };
};

type Target = { name: string; base: string; pids: number[] };

/** nginx measured against itself: the spread of its ratios is the measure's own. */
const NGINX_AGAIN = 'nginx (contre lui-même)';

/**
 * Requests per second, p99 (the worst slice's) and the microseconds of CPU the serving processes spent per answer,
 * for each target on `path`: `duration` seconds each, taken in SLICES turns (each target in the order given, then
 * again), so that the machine slowing down or speeding up during a round weighs on every target alike.
 */
const measureInTurns = async (targets: Target[], path: string, duration: number) => {
  const totals = targets.map(() => ({ requests: 0, seconds: 0, p99: 0, cpu: 0 }));
  for (let turn = 0; turn < SLICES; turn += 1) {
    for (const [i, target] of targets.entries()) {
      const part = await slice(`${target.base}${path}`, duration / SLICES, target.pids);
      const total = totals[i]!;
      total.requests += part.requests;
      total.seconds += part.seconds;
      total.p99 = Math.max(total.p99, part.p99);
      total.cpu += part.cpu;
    }
  }
  return targets.map((target, i) => {
    const total = totals[i]!;
    return { name: target.name, rps: Math.round(total.requests / total.seconds), p99: total.p99, cpuMicroseconds: Math.round((total.cpu * 1e6) / total.requests) };
  });
};

const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
};

/** Returns the section of docs/BENCHMARKS.md comparing the server's static answers with nginx. */
export async function benchStaticVsNginx(port: number, duration: number): Promise<string> {
  const asset = homeAsset();
  const variants = [
    { label: `node ${SERVER_NODE_FLAGS.join(' ')}`, flags: SERVER_NODE_FLAGS },
    { label: 'node (sans option)', flags: [] as string[] },
  ];
  const servers = [];
  let nginx: Awaited<ReturnType<typeof startLocalNginx>> | undefined;
  try {
    for (const [i, variant] of variants.entries()) {
      const server = await startBenchServer(port + 1 + i, {}, undefined, variant.flags);
      servers.push({ ...variant, server, atRest: memoryOf(server.pid) });
    }
    const [first] = servers;
    if (!first) throw new Error('Aucun serveur démarré');
    const headers = { page: await sameHeadersAs(`${first.server.url}/`), script: await sameHeadersAs(`${first.server.url}${asset}`) };
    nginx = await startLocalNginx(staticSites(port, port + 4, port + 3, headers), port);
    const bare: Target = { name: 'nginx, fichiers seuls', base: `http://127.0.0.1:${port + 3}`, pids: processTree(nginx.pid) };
    const targets: Target[] = [
      { name: 'nginx', base: `http://127.0.0.1:${port}`, pids: processTree(nginx.pid) },
      { name: NGINX_AGAIN, base: `http://127.0.0.1:${port + 4}`, pids: processTree(nginx.pid) },
      ...servers.map((s) => ({ name: s.label, base: s.server.url, pids: [s.server.pid] })),
    ];
    for (const target of [...targets, bare]) for (const path of ['/', asset]) await slice(`${target.base}${path}`, 2, target.pids);

    const rows: string[] = [];
    const worst = new Map<string, number>();
    const best = new Map<string, number>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const path of ['/', asset]) {
        const [filesOnly, ...measured] = await measureInTurns([bare, ...targets], path, duration);
        const [reference] = measured;
        if (!reference || !filesOnly) continue;
        for (const m of measured.slice(1)) {
          const ratio = m.rps / reference.rps;
          const key = `${m.name} ${path}`;
          worst.set(key, Math.min(worst.get(key) ?? Infinity, ratio));
          best.set(key, Math.max(best.get(key) ?? 0, ratio));
          rows.push(
            `| ${round} | \`${path === '/' ? '/' : 'script haché'}\` | ${m.name} | ${m.rps} | ${m.p99} | ${m.cpuMicroseconds} | ${reference.rps} | ${reference.p99} | ${reference.cpuMicroseconds} | ×${ratio.toFixed(2)} | ${filesOnly.rps} | ×${(m.rps / filesOnly.rps).toFixed(2)} |`,
          );
        }
        process.stdout.write(`${path} round ${round}: ${measured.map((m) => `${m.name} ${m.rps}`).join(', ')}, ${bare.name} ${filesOnly.rps}\n`);
      }
    }
    const spread = (path: string) => `×${(worst.get(`${NGINX_AGAIN} ${path}`) ?? 0).toFixed(2)}-${(best.get(`${NGINX_AGAIN} ${path}`) ?? 0).toFixed(2)}`;
    const memory = servers.map((s) => `| ${s.label} | ${s.atRest.rss} | ${memoryOf(s.server.pid).peak} |`);
    const verdicts = servers.map((s) => {
      const page = worst.get(`${s.label} /`) ?? 0;
      const script = worst.get(`${s.label} ${asset}`) ?? 0;
      return `- ${s.label}: lowest ratio ×${page.toFixed(2)} on \`/\`, ×${script.toFixed(2)} on the script: ${page >= 1 && script >= 1 ? 'atteint' : '**non atteint**'}`;
    });
    return [
      `${CONNECTIONS} connections, brotli, ${duration} s per measure taken in ${SLICES} turns (the files alone, nginx, nginx again, each server, then again), ${ROUNDS} rounds; nginx 1 worker, \`access_log off\`, serving the same \`.br\` files with the server's security headers (target: ≥ 1.0× in every round), and the files alone beside (« fichiers seuls »: about 780 bytes of headers fewer on \`/\`). Script: \`${asset}\`.`,
      '',
      '| tour | chemin | serveur | req/s | p99 ms | CPU µs/réponse | nginx req/s | nginx p99 ms | nginx CPU µs/réponse | rapport | nginx fichiers seuls req/s | rapport |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `- nginx against itself (the measure's own spread): ${spread('/')} on \`/\`, ${spread(asset)} on the script`,
      ...verdicts,
      '',
      '| serveur | VmRSS au repos Mo | VmHWM après les mesures Mo |',
      '|---|---|---|',
      ...memory,
    ].join('\n');
  } finally {
    for (const s of servers) await s.server.stop();
    nginx?.stop();
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
