import autocannon from 'autocannon';

/** What one measure gave. */
export interface Measure {
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  /** Answers other than 2xx, and connection errors. */
  failures: number;
}

export interface HttpResult extends Omit<Measure, 'failures'> {
  name: string;
  /** Over every measure. */
  failures: number;
  /** Each measure, in order. */
  runs: Measure[];
  target: string;
  met: boolean;
}

export interface HttpScenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  /** A function so that each request can carry a different body. */
  body?: () => string;
  headers?: Record<string, string>;
  connections?: number;
  target: { minRequestsPerSecond: number; maxP99Ms?: number };
}

/** One autocannon measure of a scenario. */
export async function measureHttpScenario(baseUrl: string, scenario: HttpScenario, durationSeconds: number): Promise<Measure> {
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    connections: scenario.connections ?? 20,
    duration: durationSeconds,
    requests: [
      {
        method: scenario.method ?? 'GET',
        headers: scenario.headers,
        setupRequest: (request) => (scenario.body ? { ...request, body: scenario.body() } : request),
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] as number;

/**
 * A scenario's result over several measures: each figure is the median of its measures, taken figure by figure
 * as for Lighthouse, the failures are those of every measure, and the target is read on the medians.
 */
export function scenarioResult(scenario: HttpScenario, measures: Measure[]): HttpResult {
  const { minRequestsPerSecond, maxP99Ms } = scenario.target;
  const requestsPerSecond = median(measures.map((m) => m.requestsPerSecond));
  const p99 = median(measures.map((m) => m.p99));
  const failures = measures.reduce((sum, m) => sum + m.failures, 0);
  return {
    name: scenario.name,
    requestsPerSecond,
    p50: median(measures.map((m) => m.p50)),
    p97_5: median(measures.map((m) => m.p97_5)),
    p99,
    failures,
    runs: measures,
    target: `≥ ${minRequestsPerSecond} req/s${maxP99Ms !== undefined ? `, p99 < ${maxP99Ms} ms` : ''}`,
    met: requestsPerSecond >= minRequestsPerSecond && (maxP99Ms === undefined || p99 < maxP99Ms) && failures === 0,
  };
}

/** Measures a scenario `rounds` times, one after the other, on the same server. */
export async function runHttpScenario(baseUrl: string, scenario: HttpScenario, durationSeconds: number, rounds = 1): Promise<HttpResult> {
  const measures: Measure[] = [];
  for (let round = 0; round < rounds; round += 1) measures.push(await measureHttpScenario(baseUrl, scenario, durationSeconds));
  return scenarioResult(scenario, measures);
}
