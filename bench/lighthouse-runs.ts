/** One Lighthouse run of a page, or the figures of its runs combined. */
export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  htmlKb: number;
  cssKb: number;
  scriptKb: number;
  /** First contentful paint the browser made while audited, unthrottled (the simulation starts from its trace). */
  observedFcpMs: number;
  /** Performance points each metric costs the page: its weight times what its score misses of 1, on 100. */
  lostPoints: Record<string, number>;
  /** Accessibility, best-practice and SEO audits that did not pass (in any run, once combined). */
  failedAudits: string[];
  /** Performance score and total blocking time of every run, the figures above being their medians. */
  performanceRuns: number[];
  tbtRuns: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * Each figure is the median of its runs, taken figure by figure: when every run scores 100, the run "with the
 * median score" would be any of them, and its blocking time the luck of that run. CLS is the largest of the
 * runs, its target being 0 on every run, and an audit failed in any run is reported.
 */
export function combineRuns(runs: LighthouseResult[]): LighthouseResult {
  const of = (figure: (run: LighthouseResult) => number) => median(runs.map(figure));
  return {
    path: runs[0]?.path ?? '',
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    seo: of((run) => run.seo),
    cls: Math.max(...runs.map((run) => run.cls)),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    htmlKb: of((run) => run.htmlKb),
    cssKb: of((run) => run.cssKb),
    scriptKb: of((run) => run.scriptKb),
    observedFcpMs: of((run) => run.observedFcpMs),
    lostPoints: Object.fromEntries(
      [...new Set(runs.flatMap((run) => Object.keys(run.lostPoints)))].map((metric) => [metric, of((run) => run.lostPoints[metric] ?? 0)]),
    ),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
    performanceRuns: runs.map((run) => run.performance),
    tbtRuns: runs.map((run) => run.tbtMs),
  };
}
