import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { BENCH_ADMIN_PASSWORD } from './admin-api';
import { startBenchServer } from './server';

export const ADMIN_FIRST_VIEW_TITLE = 'Admin first view (/admin, logged in, before any interaction)';
/** Issue 32's acceptance: the first view of `/admin` makes at most this many API calls. */
export const ADMIN_FIRST_VIEW_API_TARGET = 10;
const RUNS = 5;
const CPU_RATES = [1, 4] as const;

export interface AdminFirstView {
  requests: number;
  apiRequests: number;
  scriptKb: number;
  /** Total blocking time: the part over 50 ms of every long task from navigation until the page is quiet. */
  tbtMs: number;
  /** Top-level sections of the panel whose content is mounted (a placeholder awaiting its module does not count). */
  sectionsRendered: number;
}

interface RateResult extends AdminFirstView {
  rate: number;
  tbtRuns: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Logs in through the login page, as an administrator does, and keeps the session for the measured runs. */
async function loggedInState(browser: Browser, baseUrl: string): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: "Nom d'utilisateur", exact: true }).fill('admin');
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(BENCH_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: "Panel d'administration", level: 1 }).waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** One cold visit of /admin (cache disabled) in a desktop window, the CPU slowed `rate` times. */
async function measureOnce(browser: Browser, baseUrl: string, state: Awaited<ReturnType<typeof loggedInState>>, rate: number): Promise<AdminFirstView> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR', storageState: state, viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    let requests = 0;
    let apiRequests = 0;
    const scriptSizes: Array<Promise<number>> = [];
    page.on('request', (request) => {
      requests += 1;
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests += 1;
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scriptSizes.push(request.sizes().then((size) => size.responseHeadersSize + size.responseBodySize));
    });
    await page.goto('/admin', { waitUntil: 'networkidle' });
    // Work still running once the network is quiet counts too: the page is measured until 1 s passes without a long task.
    const tasks = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen = (window as unknown as { __longTasks: number[] }).__longTasks;
          let count = seen.length;
          let quietMs = 0;
          const timer = window.setInterval(() => {
            quietMs = seen.length === count ? quietMs + 250 : 0;
            count = seen.length;
            if (quietMs >= 1000) {
              window.clearInterval(timer);
              resolve([...seen]);
            }
          }, 250);
        }),
    );
    const sectionsRendered = await page.locator('main > section:not([aria-busy="true"])').count();
    const scriptBytes = (await Promise.all(scriptSizes)).reduce((sum, size) => sum + size, 0);
    return {
      requests,
      apiRequests,
      scriptKb: Math.round((scriptBytes / 1024) * 10) / 10,
      tbtMs: Math.round(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
      sectionsRendered,
    };
  } finally {
    await context.close();
  }
}

/** The first view at 1× and 4× CPU on a running server whose admin password is the bench's. */
export async function measureAdminFirstView(baseUrl: string): Promise<RateResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const state = await loggedInState(browser, baseUrl);
    await measureOnce(browser, baseUrl, state, 1); // warm-up: the server's first answers and Chromium's caches
    const results: RateResult[] = [];
    for (const rate of CPU_RATES) {
      const runs: AdminFirstView[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measureOnce(browser, baseUrl, state, rate));
      const of = (figure: (run: AdminFirstView) => number) => median(runs.map(figure));
      results.push({
        rate,
        requests: of((run) => run.requests),
        apiRequests: of((run) => run.apiRequests),
        scriptKb: of((run) => run.scriptKb),
        tbtMs: of((run) => run.tbtMs),
        sectionsRendered: of((run) => run.sectionsRendered),
        tbtRuns: runs.map((run) => run.tbtMs),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function adminFirstViewTable(results: RateResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.rate}× | ${r.requests} | ${r.apiRequests} | ${r.scriptKb} | ${r.tbtMs} (${r.tbtRuns.join(', ')}) | ${r.sectionsRendered} | ${r.apiRequests <= ADMIN_FIRST_VIEW_API_TARGET ? 'atteint' : '**non atteint**'} |`,
  );
  return [
    'A logged-in administrator opens `/admin` in a 1440 × 900 window, cache disabled, and the page is measured until the network is',
    'idle (no request for 500 ms) and then 1 s passes without a long task, before any interaction; Chromium through playwright-core, the CPU slowed by CDP',
    '`Emulation.setCPUThrottlingRate`. Blocking time is the part over 50 ms of every long task (PerformanceObserver `longtask`).',
    `Script bytes are compressed, headers included. ${RUNS} runs per rate after one not counted; each figure is the median of its runs.`,
    `Target: at most ${ADMIN_FIRST_VIEW_API_TARGET} API calls (issue 32); the rest is reported.`,
    '',
    '| CPU | requêtes | dont API | JS Ko | TBT ms (runs) | sections rendues | résultat |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The bench part: a server of its own on a fresh database, measured, stopped. */
export async function benchAdminFirstView(port: number): Promise<string> {
  const backups = mkdtempSync(join(tmpdir(), 'bench-backups-'));
  const server = await startBenchServer(port, { BACKUP_DIR: backups });
  try {
    return adminFirstViewTable(await measureAdminFirstView(server.url));
  } finally {
    await server.stop();
  }
}
