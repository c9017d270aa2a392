/** Searches whose plan is kept: a back-office user pages through one search at a time. */
const CAPACITY = 64;

/**
 * The plans of recent searches, kept while the database's stamp stays the same: any write moves it, and the
 * cache then empties, so no plan is older than the last write (docs/decisions/0225-prospect-search-cost.md).
 */
function planCache(stampOf: () => Promise<string>) {
  const plans = new Map<string, unknown>();
  let stamp = '';

  return async <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    // Read before the plan: a write while it is computed moves the stamp, and the next search drops the plan.
    const current = await stampOf();
    if (current !== stamp) {
      plans.clear();
      stamp = current;
    }
    if (plans.has(key)) return plans.get(key) as T;
    const plan = await compute();
    if (stamp === current) {
      if (plans.size >= CAPACITY) plans.delete(plans.keys().next().value as string);
      plans.set(key, plan);
    }
    return plan;
  };
}

export type PlanCache = ReturnType<typeof planCache>;

/** One cache per database, whichever service or repository searches it. */
const caches = new WeakMap<object, PlanCache>();

export function planCacheOf(database: object, stampOf: () => Promise<string>): PlanCache {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = planCache(stampOf)));
  return cache;
}
