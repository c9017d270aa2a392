import { chromium, type Page, type Route } from 'playwright-core';
import { startBenchServer } from './server';

export const EARLY_INPUT_TITLE = 'Input typed before hydration (issue 27)';
/** Once hydrated, what the visitor typed is acted on within this time at 4× CPU (INP's 'needs improvement' bound). */
export const EARLY_INPUT_TARGET_MS = 500;
const RUNS = 5;
const CPU_RATES = [1, 4] as const;

interface EarlyInputScenario {
  name: string;
  path: string;
  /** What a visitor types as soon as the pre-rendered page shows. */
  type(page: Page): Promise<void>;
  /** What the page shows once what was typed is acted on: a text, or an element's attribute value. */
  actedOn: ActedOn;
}

type ActedOn = { text: string } | { selector: string; attribute: string; value: string };

const scenarios: EarlyInputScenario[] = [
  {
    name: 'recherche du catalogue',
    path: '/workflows-assistants',
    type: (page) => page.getByRole('combobox', { name: 'Rechercher un assistant, un workflow ou une solution' }).fill('zzqxwvk-aucun-resultat'),
    actedOn: { text: 'Aucune solution trouvée' },
  },
  {
    name: 'formulaire de contact',
    path: '/contact',
    type: async (page) => {
      await page.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Élodie Lefèvre');
      await page.getByRole('textbox', { name: 'E-mail professionnel', exact: true }).fill('elodie@exemple.fr');
      await page.getByRole('textbox', { name: 'Entreprise', exact: true }).fill('Atelier Lumen');
      await page.getByRole('textbox', { name: 'Votre projet', exact: true }).fill('Nous voulons automatiser nos relances de devis.');
    },
    actedOn: { selector: '[role="progressbar"]', attribute: 'aria-valuenow', value: '80' },
  },
];

interface Timing {
  /** From the client entry's release to `<html data-hydrated>`. */
  hydrationMs: number;
  /** From hydration to what was typed being acted on. */
  actedOnMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * One visit: the client entry is held until the typing is done (so it happens before hydration every time), then
 * released; the page itself records, through a MutationObserver, when it hydrated and when the typing was acted on.
 * Nothing polls the page meanwhile: a query of the test harness would take the slowed CPU from the page.
 */
async function measureOnce(baseUrl: string, scenario: EarlyInputScenario, rate: number, browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<Timing> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const held: Route[] = [];
    let releasing = false;
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, (route) => (releasing ? route.continue() : void held.push(route)));
    await page.addInitScript((actedOn: ActedOn) => {
      const marks: { hydrated?: number; actedOn?: number } = {};
      (window as unknown as { __earlyInput: typeof marks }).__earlyInput = marks;
      // No named function in here: tsx would wrap it in a helper the page does not have.
      new MutationObserver(() => {
        marks.hydrated ??= document.documentElement.dataset.hydrated === 'true' ? performance.now() : undefined;
        if (marks.hydrated === undefined || marks.actedOn !== undefined) return;
        const shown =
          'text' in actedOn
            ? (document.body?.textContent ?? '').includes(actedOn.text)
            : document.querySelector(actedOn.selector)?.getAttribute(actedOn.attribute) === actedOn.value;
        if (shown) marks.actedOn = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    }, scenario.actedOn);
    await page.goto(scenario.path, { waitUntil: 'domcontentloaded' });
    await scenario.type(page);
    const released = await page.evaluate(() => performance.now());
    releasing = true;
    for (const route of held.splice(0)) await route.continue();
    await page.waitForFunction(() => (window as unknown as { __earlyInput: { actedOn?: number } }).__earlyInput.actedOn !== undefined, null, {
      polling: 1000,
      timeout: 60_000,
    });
    const marks = await page.evaluate(() => (window as unknown as { __earlyInput: { hydrated: number; actedOn: number } }).__earlyInput);
    return { hydrationMs: Math.round(marks.hydrated - released), actedOnMs: Math.round(marks.actedOn - marks.hydrated) };
  } finally {
    await context.close();
  }
}

interface EarlyInputResult {
  scenario: string;
  rate: number;
  hydrationMs: number;
  actedOnMs: number;
  actedOnRuns: number[];
}

/** Each scenario at 1× and 4× CPU in a phone window, on a running server. */
export async function measureEarlyInput(baseUrl: string): Promise<EarlyInputResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const results: EarlyInputResult[] = [];
    for (const scenario of scenarios) {
      await measureOnce(baseUrl, scenario, 1, browser); // warm-up: the server's first answers
      for (const rate of CPU_RATES) {
        const runs: Timing[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await measureOnce(baseUrl, scenario, rate, browser));
        results.push({
          scenario: scenario.name,
          rate,
          hydrationMs: median(runs.map((run) => run.hydrationMs)),
          actedOnMs: median(runs.map((run) => run.actedOnMs)),
          actedOnRuns: runs.map((run) => run.actedOnMs),
        });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function earlyInputTable(results: EarlyInputResult[]): string {
  const verdict = (result: EarlyInputResult) => (result.rate !== 4 ? '' : result.actedOnMs <= EARLY_INPUT_TARGET_MS ? 'atteint' : '**non atteint**');
  return [
    'A visitor types on the pre-rendered page before React hydrates it (the client entry is held until the typing is done), in a',
    '390 × 844 phone window, the CPU slowed by CDP `Emulation.setCPUThrottlingRate`. The page records, with a MutationObserver,',
    'when `<html data-hydrated>` is set and when what was typed is acted on (the catalogue shows its empty state; the contact',
    'form counts its four fields, 80 %); nothing queries the page meanwhile. ' + `${RUNS} runs per rate after one not counted; medians.`,
    `Target: acted on within ${EARLY_INPUT_TARGET_MS} ms of hydration at 4×.`,
    '',
    '| parcours | CPU | hydratation ms | pris en compte après hydratation ms (runs) | résultat |',
    '|---|---|---|---|---|',
    ...results.map((r) => `| ${r.scenario} | ${r.rate}× | ${r.hydrationMs} | ${r.actedOnMs} (${r.actedOnRuns.join(', ')}) | ${verdict(r)} |`),
  ].join('\n');
}

/** The bench part: a server of its own on a fresh database, measured, stopped. */
export async function benchEarlyInput(port: number): Promise<string> {
  const server = await startBenchServer(port);
  try {
    return earlyInputTable(await measureEarlyInput(server.url));
  } finally {
    await server.stop();
  }
}
