import autocannon from 'autocannon';

export interface HttpResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  non2xx: number;
  errors: number;
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

export async function runHttpScenario(baseUrl: string, scenario: HttpScenario, durationSeconds: number): Promise<HttpResult> {
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
  const { minRequestsPerSecond, maxP99Ms } = scenario.target;
  const requestsPerSecond = Math.round(result.requests.average);
  const met =
    requestsPerSecond >= minRequestsPerSecond &&
    (maxP99Ms === undefined || result.latency.p99 < maxP99Ms) &&
    result.non2xx === 0 &&
    result.errors === 0;
  return {
    name: scenario.name,
    requestsPerSecond,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    target: `≥ ${minRequestsPerSecond} req/s${maxP99Ms !== undefined ? `, p99 < ${maxP99Ms} ms` : ''}`,
    met,
  };
}
