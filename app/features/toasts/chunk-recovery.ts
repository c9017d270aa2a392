/** What to do after a script chunk failed to load: reload, then reload past the caches, then stop. */
type ChunkRecoveryStep = 'reload' | 'cache-bust' | 'give-up' | 'ignore';

const CHUNK_ERROR = /(failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|loading (css )?chunk \S+ failed|chunkloaderror|unable to preload css)/i;

export const isChunkLoadError = (message: string): boolean => CHUNK_ERROR.test(message);

/** Attempts older than this no longer count, so a page open for hours can recover again. */
const RECOVERY_WINDOW_MS = 60_000;

export interface RecoveryMemory {
  attempts: number;
  at: number;
}

export function nextChunkRecovery(path: string, memory: RecoveryMemory | null, now: number): ChunkRecoveryStep {
  if (path === '/blog' || path.startsWith('/blog/')) return 'ignore';
  const attempts = memory && now - memory.at < RECOVERY_WINDOW_MS ? memory.attempts : 0;
  if (attempts === 0) return 'reload';
  if (attempts === 1) return 'cache-bust';
  return 'give-up';
}

/** The current address with a fresh cache_bust parameter. */
export function cacheBustUrl(href: string, now: number): string {
  const url = new URL(href);
  url.searchParams.set('cache_bust', String(now));
  return url.toString();
}
