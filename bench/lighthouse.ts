import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { renderNginxSite } from '../deploy/render-nginx-site';
import { selfSignedCertificate, startLocalNginx } from '../scripts/local-nginx';
import { SCRIPT_BUDGETS_KB, scriptBudgetKb } from '../domain/first-visit-budgets';
import { combineRuns, type LighthouseResult } from './lighthouse-runs';

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** What each weighted metric's score misses of 1, times its share of the performance score, in points of 100. */
function lostPointsOf({ categories, audits }: Lhr): Record<string, number> {
  const refs = (categories.performance?.auditRefs ?? []).filter((ref) => ref.weight > 0);
  const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return Object.fromEntries(
    refs.map((ref) => [ref.id, Math.round((1 - (audits[ref.id]?.score ?? 0)) * (ref.weight / totalWeight) * 1000) / 10]),
  );
}

const observedFcpOf = ({ audits }: Lhr) =>
  Math.round((audits.metrics?.details as { items?: Array<{ observedFirstContentfulPaint?: number }> } | undefined)?.items?.[0]?.observedFirstContentfulPaint ?? 0);

async function auditOnce(port: number, url: string, path: string): Promise<LighthouseResult> {
  const run = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!run) throw new Error(`Lighthouse n'a rien renvoyé pour ${url}`);
  const { categories, audits } = run.lhr;
  const resources = (audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
  const kb = (type: string) => Math.round(((resources.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024) * 10) / 10;
  const failedAudits = (['accessibility', 'best-practices', 'seo'] as const).flatMap((id) =>
    (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0).map((ref) => ref.id),
  );
  return {
    path,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    htmlKb: kb('document'),
    cssKb: kb('stylesheet'),
    scriptKb: kb('script'),
    observedFcpMs: observedFcpOf(run.lhr),
    lostPoints: lostPointsOf(run.lhr),
    failedAudits,
    performanceRuns: [],
    tbtRuns: [],
  };
}

/**
 * The audits of one page in a browser of their own, after one audit not counted. Lighthouse clears a site's
 * storage before it audits but keeps its cookies: in a browser shared by every page, the pages audited after
 * /code were measured in the custom mode that /code's cookie turns on. The first audit of a new browser also
 * pays for its cold font and process caches, which a visitor's browser has warm.
 */
async function auditPage(url: string, path: string, runs: number): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--ignore-certificate-errors'],
  });
  try {
    await auditOnce(chrome.port, url, path);
    const attempts: LighthouseResult[] = [];
    for (let i = 0; i < runs; i += 1) attempts.push(await auditOnce(chrome.port, url, path));
    return attempts;
  } finally {
    chrome.kill();
  }
}

/**
 * The site as docs/DEPLOY.md serves it: nginx from the deployment template, over TLS (a certificate of its own)
 * and HTTP/2, in front of the server at `upstream` (`HOST:PORT`). Returns the HTTPS address and a stop.
 */
export async function startDeployedFront(upstream: string, port: number): Promise<{ url: string; stop(): void }> {
  const certificates = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const removeCertificates = () => rmSync(certificates, { recursive: true, force: true });
  const site = renderNginxSite({ listen: `127.0.0.1:${port}`, serverName: 'localhost', upstreams: [upstream], tls: selfSignedCertificate(certificates) });
  const nginx = await startLocalNginx(site, port).catch((error: unknown) => {
    removeCertificates();
    throw error;
  });
  return {
    url: `https://127.0.0.1:${port}`,
    stop() {
      nginx.stop();
      removeCertificates();
    },
  };
}

/** Lighthouse with its mobile defaults and the system Chromium, each page's runs combined by `combineRuns`. */
export async function runLighthouse(baseUrl: string, paths: string[], runs = 3): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const path of paths) results.push(combineRuns(await auditPage(`${baseUrl}${path}`, path, runs)));
  return results;
}

const budgetsLine = () =>
  Object.entries(SCRIPT_BUDGETS_KB)
    .map(([path, kb]) => `${path} ≤ ${kb} KB`)
    .join(', ');

function meetsTargets(r: LighthouseResult): boolean {
  return (
    r.performance >= 98 &&
    r.accessibility === 100 &&
    r.bestPractices === 100 &&
    r.seo === 100 &&
    r.cls === 0 &&
    r.fcpMs <= 1000 &&
    r.lcpMs <= 1000 &&
    r.tbtMs <= 100 &&
    r.scriptKb <= (scriptBudgetKb(r.path) ?? Number.POSITIVE_INFINITY)
  );
}

export function lighthouseTable(results: LighthouseResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.path} | ${r.performance} (${r.performanceRuns.join(', ')}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} (${r.tbtRuns.join(', ')}) | ${r.cls} | ${r.htmlKb} | ${r.cssKb} | ${r.scriptKb} | ${r.failedAudits.join(', ') || '—'} | ${meetsTargets(r) ? 'atteint' : '**non atteint**'} |`,
  );
  return [
    'The site as docs/DEPLOY.md serves it: nginx from the deployment template, over TLS and HTTP/2, in front of the production server',
    '(docs/decisions/0366-https-and-http2-in-front.md).',
    'Mobile defaults (simulated slow 4G, mid-range phone), 3 runs per page: each figure is the median of its three runs, taken figure by',
    'figure (the scores and blocking times of every run are listed); CLS is the largest of the three. Each page has a browser of its own,',
    'warmed by one run not counted, so that no cookie of another page changes it. Every page of the sitemap;',
    'the assistant profiles share one template and its scripts, so the first stands for all. Pages outside the sitemap are not',
    'measured: the redirect /ia, the aliases /equipe and /demo/assistant-creator, the internal noindex pages /button-test and /resources/*.',
    "Bytes are what the page transfers until it is interactive (Lighthouse resource summary), compressed. The page's critical rules",
    'travel inside its HTML (docs/decisions/0009-first-visit-weight.md); the CSS column is the rest of the rules, fetched once hydrated.',
    'Targets: performance ≥ 98; accessibility, best practices and SEO = 100; FCP and LCP ≤ 1000 ms; TBT ≤ 100 ms; CLS 0;',
    `JavaScript within domain/first-visit-budgets.ts (${budgetsLine()}); other pages: reported.`,
    '',
    '| page | performance (runs) | accessibilité | bonnes pratiques | SEO | FCP ms | LCP ms | TBT ms (runs) | CLS | HTML Ko | CSS Ko | JS Ko | audits en échec | résultat |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...whatIsLeft(results),
  ].join('\n');
}

const metricNames: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'speed-index': 'Speed Index',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
};

/** For each page under 100, the points each metric costs it (medians of the runs), largest first. */
function whatIsLeft(results: LighthouseResult[]): string[] {
  const under = results.filter((r) => r.performance < 100);
  if (under.length === 0) return ['Every page scores 100.'];
  const lines = under.map((r) => {
    const losses = Object.entries(r.lostPoints)
      .filter(([, points]) => points >= 0.05)
      .sort(([, a], [, b]) => b - a)
      .map(([id, points]) => `${metricNames[id] ?? id} −${points}`);
    return `| ${r.path} | ${r.performance} | ${losses.join(', ') || '—'} | ${r.fcpMs} | ${r.observedFcpMs} |`;
  });
  return [
    '### What is left under 100',
    '',
    "Points each metric costs the page (medians of the runs; the weights are Lighthouse's). The simulated first paint",
    'is estimated from the document, every high-priority script that arrived before the paint the browser really made',
    '(observed, unthrottled) and the main-thread work before it, four times slower: React Router preloads its modules at high',
    'priority, so the estimate includes downloading them over the simulated slow 4G although they do not block the paint',
    '(docs/decisions/0294-react-dom-in-the-browser.md).' +
      (under.every((r) => r.lcpMs === r.fcpMs) ? ' On each of these pages the largest paint is the first one.' : ''),
    '',
    '| page | performance | points lost | FCP simulé ms | FCP observé ms |',
    '|---|---|---|---|---|',
    ...lines,
  ];
}
