import { writeFileSync } from 'node:fs';
import { runHttpScenario, type HttpResult } from './http';
import { prerenderedPaths } from '../app/prerendered-paths';
import { profilePaths } from '../domain/catalogue/assistant-profiles';
import { listedPaths } from '../server/modules/seo/sitemap-file';
import { lighthouseTable, runLighthouse, startDeployedFront } from './lighthouse';
import { ADMIN_FIRST_VIEW_TITLE, benchAdminFirstView } from './admin-first-view';
import { benchEarlyInput, EARLY_INPUT_TITLE } from './early-input';
import { benchFuzz, FUZZ_SECTION_TITLE } from './fuzz-scenario';
import { benchAudience } from './audience';
import { benchCampaigns, CAMPAIGNS_TITLE } from './campaigns';
import { benchInbox } from './inbox';
import { benchProspects } from './prospects';
import { httpTable, renderReport, type ReportSection } from './report';
import { httpScenarios } from './scenarios';
import { startBenchServer } from './server';
import { benchStaticVsNginx, STATIC_VS_NGINX_TITLE } from './static-vs-nginx';
import { benchTrackingRedirect } from './tracking-redirect';
import { benchWriteBurst } from './write-burst';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3200);
/** Each HTTP scenario is measured this many times; its figures are the medians (one run swings by a quarter on a shared machine). */
const HTTP_ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 3);
// Every page of the sitemap, the assistant profiles standing as one (same template, same scripts). The pages
// left out of the sitemap are not measured: the redirect /ia, the aliases /equipe and /demo/assistant-creator
// (their canonical pages are), and the internal noindex pages /button-test and /resources/*.
// BENCH_PATHS=/,/contact narrows a run to some pages.
const lighthousePaths = process.env.BENCH_PATHS?.split(',') ?? listedPaths(prerenderedPaths).filter((path) => !profilePaths.slice(1).includes(path));

const server = await startBenchServer(PORT);
const sections: ReportSection[] = [];
try {
  const results: HttpResult[] = [];
  for (const scenario of httpScenarios) {
    await runHttpScenario(server.url, scenario, 2); // warm-up
    const result = await runHttpScenario(server.url, scenario, DURATION, HTTP_ROUNDS);
    process.stdout.write(`${result.name}: ${result.requestsPerSecond} req/s, p99 ${result.p99} ms\n`);
    results.push(result);
  }
  sections.push({ title: 'HTTP', body: httpTable(results) });
  if (process.env.BENCH_LIGHTHOUSE !== 'off') {
    const front = await startDeployedFront(server.url.replace('http://', ''), PORT + 7);
    const pages = await runLighthouse(front.url, lighthousePaths).finally(() => front.stop());
    for (const page of pages) process.stdout.write(`Lighthouse ${page.path}: performance ${page.performance}, JS ${page.scriptKb} Ko\n`);
    sections.push({ title: 'Lighthouse 12', body: lighthouseTable(pages) });
  }
} finally {
  await server.stop();
}
sections.push({ title: 'Lead inbox (GET /api/admin/callback-requests)', body: await benchInbox() });
sections.push({ title: 'Tracking-link redirect (GET /t/{code})', body: await benchTrackingRedirect(undefined, PORT + 1) });
sections.push({ title: 'GET / during a burst of contact messages', body: await benchWriteBurst(PORT + 2, DURATION) });
sections.push({ title: STATIC_VS_NGINX_TITLE, body: await benchStaticVsNginx(PORT + 3, DURATION) });
sections.push({ title: FUZZ_SECTION_TITLE, body: await benchFuzz() });
sections.push({ title: 'Prospects database (GET /api/admin/prospects, CSV export, backup)', body: await benchProspects() });
sections.push({ title: 'Site audience at scale (GET /api/admin/dashboard/audience and funnel)', body: await benchAudience() });
sections.push({ title: CAMPAIGNS_TITLE, body: await benchCampaigns() });
sections.push({ title: ADMIN_FIRST_VIEW_TITLE, body: await benchAdminFirstView(PORT + 6) });
sections.push({ title: EARLY_INPUT_TITLE, body: await benchEarlyInput(PORT + 8) });

writeFileSync('docs/BENCHMARKS.md', renderReport(sections, DURATION));
process.stdout.write('Résultats écrits dans docs/BENCHMARKS.md\n');
