import { execSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { runHttpScenario, type HttpResult } from './http';
import { lighthouseTable, runLighthouse } from './lighthouse';
import { benchInbox } from './inbox';
import { benchProspects } from './prospects';
import { httpTable, renderReport, type ReportSection } from './report';
import { httpScenarios } from './scenarios';
import { startBenchServer } from './server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const lighthousePaths = ['/', '/workflows-assistants', '/pricing', '/contact'];

if (!existsSync('build/client/index.html')) execSync('npm run build', { stdio: 'inherit' });

const server = await startBenchServer(PORT);
const sections: ReportSection[] = [];
try {
  const results: HttpResult[] = [];
  for (const scenario of httpScenarios) {
    await runHttpScenario(server.url, scenario, 2); // warm-up
    const result = await runHttpScenario(server.url, scenario, DURATION);
    process.stdout.write(`${result.name}: ${result.requestsPerSecond} req/s, p99 ${result.p99} ms\n`);
    results.push(result);
  }
  sections.push({ title: 'HTTP', body: httpTable(results) });
  if (process.env.BENCH_LIGHTHOUSE !== 'off') {
    const pages = await runLighthouse(server.url, lighthousePaths);
    for (const page of pages) process.stdout.write(`Lighthouse ${page.path}: performance ${page.performance}, JS ${page.scriptKb} Ko\n`);
    sections.push({ title: 'Lighthouse 12', body: lighthouseTable(pages) });
  }
} finally {
  await server.stop();
}
sections.push({ title: 'Lead inbox (GET /api/admin/callback-requests)', body: await benchInbox() });
sections.push({ title: 'Prospects database (GET /api/admin/prospects, CSV export)', body: await benchProspects() });

writeFileSync('docs/BENCHMARKS.md', renderReport(sections, DURATION));
process.stdout.write('Résultats écrits dans docs/BENCHMARKS.md\n');
