import { describe, expect, it } from 'vitest';
import { scenarioResult, type HttpScenario, type Measure } from './http';

const scenario: HttpScenario = { name: 'POST /api/contact', path: '/api/contact', target: { minRequestsPerSecond: 4000, maxP99Ms: 10 } };
const measure = (requestsPerSecond: number, p99: number, failures = 0): Measure => ({ requestsPerSecond, p50: 2, p97_5: p99 - 1, p99, failures });

describe('scenarioResult', () => {
  it('takes each figure as the median of its measures, figure by figure, and reads the target on them', () => {
    const result = scenarioResult(scenario, [measure(3900, 12), measure(5200, 7), measure(4600, 9)]);
    expect(result.requestsPerSecond).toBe(4600);
    expect(result.p99).toBe(9);
    expect(result.runs.map((m) => m.requestsPerSecond)).toEqual([3900, 5200, 4600]);
    expect(result.met).toBe(true);
  });

  it('misses the target when the median misses it, whatever the best measure', () => {
    expect(scenarioResult(scenario, [measure(3900, 8), measure(5200, 7), measure(3950, 8)]).met).toBe(false);
    expect(scenarioResult(scenario, [measure(5000, 12), measure(5200, 7), measure(4950, 11)]).met).toBe(false);
  });

  it('counts the failures of every measure, and one failed request misses the target', () => {
    const result = scenarioResult(scenario, [measure(5000, 7), measure(5000, 7, 1), measure(5000, 7)]);
    expect(result.failures).toBe(1);
    expect(result.met).toBe(false);
  });
});
