import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { frenchRefusalProblem, hostileRequest } from './hostile-input';
import { validSamples } from './route-samples';

interface FuzzTarget {
  method: HTTPMethods;
  url: string;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The pages that read a visitor's input: the forms posted without JavaScript, the survey and the tracking redirect. */
const PAGE_INPUTS = new Set(['GET /rappel', 'POST /rappel', 'POST /contact', 'GET /avis/:token', 'POST /avis/:token', 'GET /t/:code']);
// Logging out ends the fuzzer's own session; it takes no body and is fuzzed anonymously like any public write.
const isFuzzed = (method: string, url: string) => (url.startsWith('/api/') && (WRITES.has(method) || method === 'GET')) || PAGE_INPUTS.has(`${method} ${url}`);

/** Collects, through buildApp's onRoute option, every API write and read of the live route table, and the pages that take input. */
export function routeCollector() {
  const targets: FuzzTarget[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of ([] as HTTPMethods[]).concat(route.method)) {
      if (isFuzzed(method, route.url)) targets.push({ method, url: route.url });
    }
  };
  return { targets, onRoute };
}

interface FuzzStats {
  requests: number;
  byStatus: Record<number, number>;
}

/**
 * Sends `runs` generated requests to each target. A property fails on the first 5xx or a refusal that is not a
 * French 4xx; fast-check then shrinks it to the smallest request that shows the problem.
 */
export async function fuzzRoutes(
  app: FastifyInstance,
  targets: FuzzTarget[],
  options: { runs: number; seed?: number; adminHeaders: Record<string, string> },
): Promise<FuzzStats> {
  const samples = validSamples();
  const stats: FuzzStats = { requests: 0, byStatus: {} };
  for (const target of targets) {
    const key = `${target.method} ${target.url}`;
    const admin = target.url.startsWith('/api/admin');
    await fc.assert(
      fc.asyncProperty(hostileRequest(samples[key]), async (request) => {
        const path = target.url.replace(/:\w+/g, request.pathValue);
        const headers: Record<string, string> = admin ? { ...options.adminHeaders } : {};
        if (request.contentType !== undefined) headers['content-type'] = request.contentType;
        const withBody = target.method !== 'GET' && request.body !== undefined;
        const response = await app.inject({
          method: target.method,
          url: request.query ? `${path}?${request.query}` : path,
          headers,
          ...(withBody ? { payload: request.body } : {}),
        });
        stats.requests += 1;
        stats.byStatus[response.statusCode] = (stats.byStatus[response.statusCode] ?? 0) + 1;
        const problem = frenchRefusalProblem(response.statusCode, response.body);
        if (problem) throw new Error(`${key} → ${response.statusCode} : ${problem}`);
      }),
      { numRuns: options.runs, seed: options.seed, endOnFailure: false },
    );
  }
  return stats;
}
