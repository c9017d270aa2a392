import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  scriptKb: number;
  /** Accessibility, best-practice and SEO audits that did not pass in the kept run. */
  failedAudits: string[];
  /** Performance score of every run, the kept one being the median. */
  performanceRuns: number[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function auditOnce(port: number, url: string, path: string): Promise<LighthouseResult> {
  const run = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!run) throw new Error(`Lighthouse n'a rien renvoyé pour ${url}`);
  const { categories, audits } = run.lhr;
  const resources = (audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
  const script = resources.find((item) => item.resourceType === 'script');
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
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    scriptKb: Math.round(((script?.transferSize ?? 0) / 1024) * 10) / 10,
    failedAudits,
    performanceRuns: [],
  };
}

/** Lighthouse with its mobile defaults and the system Chromium; the median run by performance is kept. */
export async function runLighthouse(baseUrl: string, paths: string[], runs = 3): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const attempts: LighthouseResult[] = [];
      for (let i = 0; i < runs; i += 1) attempts.push(await auditOnce(chrome.port, `${baseUrl}${path}`, path));
      attempts.sort((a, b) => a.performance - b.performance);
      const median = attempts[Math.floor(attempts.length / 2)] as LighthouseResult;
      results.push({ ...median, performanceRuns: attempts.map((attempt) => attempt.performance) });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

export function lighthouseTable(results: LighthouseResult[]): string {
  const ok = (r: LighthouseResult) =>
    r.performance >= 95 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100 && r.cls <= 0.02 && (r.path !== '/' || r.scriptKb <= 120);
  const rows = results.map(
    (r) =>
      `| ${r.path} | ${r.performance} (${r.performanceRuns.join(', ')}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.cls} | ${r.lcpMs} | ${r.scriptKb} | ${r.failedAudits.join(', ') || '—'} | ${ok(r) ? 'atteint' : '**non atteint**'} |`,
  );
  return [
    'Mobile defaults (simulated slow 4G, mid-range phone), median of 3 runs by performance score.',
    'Targets: performance ≥ 95; accessibility, best practices and SEO = 100; CLS ≤ 0.02; JavaScript for `/` ≤ 120 KB compressed.',
    '',
    '| page | performance (runs) | accessibilité | bonnes pratiques | SEO | CLS | LCP ms | JS Ko (compressé) | audits en échec | résultat |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
