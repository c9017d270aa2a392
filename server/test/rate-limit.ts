import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildTestApp, type TestContext } from './helper';

const TOO_MANY_REQUESTS = /^Trop de requêtes\. Veuillez réessayer dans \d+ secondes?\.$/;

/**
 * With rate limits on, `allowed` requests from one address are accepted with `acceptedStatus` and the next
 * is refused with 429 and the French message; `stored` then tells how many rows the route kept.
 */
export async function expectBurstLimited(
  kind: 'sqlite' | 'postgres',
  options: { allowed: number; acceptedStatus: number; send(ctx: TestContext): Promise<LightMyRequestResponse>; stored?(ctx: TestContext): Promise<number> },
): Promise<void> {
  const ctx = await buildTestApp(kind);
  try {
    const statuses: number[] = [];
    for (let i = 0; i < options.allowed; i += 1) statuses.push((await options.send(ctx)).statusCode);
    expect(statuses).toEqual(Array(options.allowed).fill(options.acceptedStatus));
    const refused = await options.send(ctx);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(TOO_MANY_REQUESTS);
    if (options.stored) expect(await options.stored(ctx)).toBe(options.allowed);
  } finally {
    await ctx.close();
  }
}
