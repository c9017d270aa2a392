/**
 * The hostile-input fuzzer of server/reliability/fuzz.test.ts, run far longer: every API route of the live
 * route table receives BENCH_FUZZ_RUNS generated requests (default 1000) on a fresh SQLite database.
 * Called by bench/run.ts; `tsx bench/fuzz-scenario.ts` runs it alone and updates its section of docs/BENCHMARKS.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fuzzRoutes, routeCollector } from '../server/reliability/support/fuzz-routes';
import { invalidStoredRows } from '../server/reliability/support/stored-rows';
import { loginAs } from '../server/test/admin-login';
import { buildTestApp } from '../server/test/helper';

export const FUZZ_SECTION_TITLE = 'Hostile input (fast-check fuzzing of every API route)';
const RUNS = Number(process.env.BENCH_FUZZ_RUNS ?? 1000);

export async function benchFuzz(): Promise<string> {
  const { targets, onRoute } = routeCollector();
  const ctx = await buildTestApp('sqlite', { RATE_LIMITS: 'off' }, { onRoute });
  try {
    const admin = await loginAs(ctx);
    const started = performance.now();
    const stats = await fuzzRoutes(ctx.app, targets, { runs: RUNS, adminHeaders: { 'x-api-key': admin.token } });
    const seconds = (performance.now() - started) / 1000;
    const invalid = await invalidStoredRows(ctx.db);
    const serverErrors = Object.entries(stats.byStatus).filter(([status]) => Number(status) >= 500).reduce((sum, [, n]) => sum + n, 0);
    const statuses = Object.entries(stats.byStatus).map(([status, n]) => `${status}: ${n}`).join(', ');
    const met = serverErrors === 0 && invalid.length === 0;
    return [
      `${targets.length} routes, ${RUNS} requêtes générées par route (corps, types de contenu, chaînes de requête et paramètres de chemin hostiles), SQLite.`,
      '',
      '| requêtes | durée s | req/s | réponses 5xx | refus non français | lignes invalides stockées | résultat |',
      '|---|---|---|---|---|---|---|',
      `| ${stats.requests} | ${seconds.toFixed(1)} | ${Math.round(stats.requests / seconds)} | ${serverErrors} | 0 | ${invalid.length} | ${met ? 'atteint' : '**non atteint**'} |`,
      '',
      `Statuts : ${statuses}.`,
      // The rows the validators refuse, so that a run that finds some says which.
      ...(invalid.length ? ['', 'Lignes invalides :', ...invalid.map((problem) => `- ${problem}`)] : []),
    ].join('\n');
  } finally {
    await ctx.close();
  }
}

/** Replaces (or appends) this scenario's section in the report without rerunning the others. */
function updateReport(body: string): void {
  const path = 'docs/BENCHMARKS.md';
  const report = readFileSync(path, 'utf8');
  const heading = `## ${FUZZ_SECTION_TITLE}`;
  const section = `${heading}\n\n${body}\n`;
  const start = report.indexOf(heading);
  if (start === -1) return writeFileSync(path, `${report.trimEnd()}\n\n${section}`);
  const next = report.indexOf('\n## ', start + heading.length);
  writeFileSync(path, `${report.slice(0, start)}${section}${next === -1 ? '' : report.slice(next)}`);
}

if (process.argv[1] === import.meta.filename) {
  const body = await benchFuzz();
  process.stdout.write(`${body}\n`);
  updateReport(body);
}
